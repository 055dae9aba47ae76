import { lazy, Suspense, useEffect, useState } from 'react';
import { applyUpdate, type ServiceWorkerContainerLike, watchServiceWorker } from './register-service-worker.ts';

// Its dialog (Mantine's Modal and what it brings) loads only when a new version waits, not with
// every page (issue 18).
const UpdateDialog = lazy(async () => ({ default: (await import('./UpdateDialog.tsx')).UpdateDialog }));

export interface AppUpdatePromptProps {
  /** Register the service worker at all; only production builds have one. @default import.meta.env.PROD */
  enabled?: boolean;
  /** @default navigator.serviceWorker, where the browser has it */
  container?: ServiceWorkerContainerLike | null;
  /** @default () => window.location.reload() */
  reload?: () => void;
}

/**
 * Installs the storefront as a PWA (the service worker of `/sw.js`) and, when a new version is
 * waiting, asks "We have updates, please refresh" (spec §4 "Updates"). "Later" keeps the running
 * version until the next visit, which asks again.
 */
export function AppUpdatePrompt({
  enabled = import.meta.env.PROD,
  container = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null,
  reload = () => window.location.reload(),
}: AppUpdatePromptProps) {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    if (!enabled || !container) return;
    let stop: () => void = () => {};
    // After the page has loaded, so the worker's downloads never slow the first paint.
    const start = () => {
      stop = watchServiceWorker({
        container,
        scriptUrl: `${import.meta.env.BASE_URL}sw.js`,
        onUpdateReady: setWaiting,
        onError: (error) => console.warn('The service worker could not be registered', error),
      });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      stop();
    };
  }, [enabled, container]);

  if (waiting === null) return null;
  return (
    <Suspense fallback={null}>
      <UpdateDialog
        updating={updating}
        onLater={() => setWaiting(null)}
        onRefresh={() => {
          if (!container) return;
          setUpdating(true);
          applyUpdate(waiting, container, reload);
        }}
      />
    </Suspense>
  );
}
