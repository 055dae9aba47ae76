import { LEGAL_PANELS, MountWhenOpened, overlayStore, useOverlay } from '@platter/ordering';
import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';

// Each dialog's code loads when it first opens; the announcement's just after the first render.
const LegalPanels = lazy(async () => ({ default: (await import('@platter/ordering/legal-panels')).LegalPanels }));
const ContactPanel = lazy(async () => ({ default: (await import('@platter/ordering/contact-panel')).ContactPanel }));
const TimePlanDialog = lazy(async () => ({ default: (await import('./TimePlanDialog.tsx')).TimePlanDialog }));
const TableReservationDialog = lazy(async () => ({ default: (await import('./TableReservationDialog.tsx')).TableReservationDialog }));
const AllergiesDialog = lazy(async () => ({ default: (await import('./AllergiesDialog.tsx')).AllergiesDialog }));
const AnnouncementHost = lazy(async () => ({ default: (await import('./AnnouncementHost.tsx')).AnnouncementHost }));

/** The content area's dialogs and panels, rendered once by the shell; each opens through `useOverlay`. */
export function ContentOverlays() {
  const legalOpened = useStore(overlayStore, (state) => LEGAL_PANELS.some((panel) => panel.overlay === state.open));
  const contact = useOverlay('contact');
  const timePlan = useOverlay('time-plan');
  const tableReserve = useOverlay('table-reserve');
  const allergies = useOverlay('allergies');
  return (
    <>
      <MountWhenOpened opened={legalOpened}>
        <LegalPanels />
      </MountWhenOpened>
      <MountWhenOpened opened={contact.opened}>
        <ContactPanel />
      </MountWhenOpened>
      <MountWhenOpened opened={timePlan.opened}>
        <TimePlanDialog />
      </MountWhenOpened>
      <MountWhenOpened opened={tableReserve.opened}>
        <TableReservationDialog />
      </MountWhenOpened>
      <MountWhenOpened opened={allergies.opened}>
        <AllergiesDialog />
      </MountWhenOpened>
      <Suspense fallback={null}>
        <AnnouncementHost />
      </Suspense>
    </>
  );
}
