import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const SnackbarList = lazy(async () => ({ default: (await import('./SnackbarList.tsx')).SnackbarList }));

/**
 * The app's snackbars (spec §9), whose container (Mantine Notifications: its list, transitions and
 * portal) loads with the first snackbar instead of in the first load: `notifications.show` only
 * writes to Mantine's store, which is light, and the container shows what the store holds when it
 * arrives. Once loaded it stays.
 */
export function Snackbars() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <SnackbarList />
    </Suspense>
  ) : null;
}
