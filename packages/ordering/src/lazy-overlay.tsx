import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children` (a React.lazy overlay) from the first time `opened` is true, and keeps them
 * after, so an overlay's code loads when it is first opened, not with the page, and still plays
 * its closing transition.
 */
export function MountWhenOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
