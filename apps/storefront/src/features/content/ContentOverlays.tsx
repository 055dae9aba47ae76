import { ContactPanel, LegalPanels } from '@platter/ordering';
import { AllergiesDialog } from './AllergiesDialog.tsx';
import { AnnouncementHost } from './AnnouncementHost.tsx';
import { TableReservationDialog } from './TableReservationDialog.tsx';
import { TimePlanDialog } from './TimePlanDialog.tsx';

/** The content area's dialogs and panels, rendered once by the shell; each opens through `useOverlay`. */
export function ContentOverlays() {
  return (
    <>
      <LegalPanels />
      <ContactPanel />
      <TimePlanDialog />
      <TableReservationDialog />
      <AllergiesDialog />
      <AnnouncementHost />
    </>
  );
}
