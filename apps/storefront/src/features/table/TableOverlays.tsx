import { AppUpdatePrompt } from './pwa/AppUpdatePrompt.tsx';
import { TableCapacityHost } from './TableCapacityHost.tsx';
import { TableDockHost } from './TableDockHost.tsx';
import { useRecordVisit } from './visit/use-record-visit.ts';

/**
 * Everything of table ordering the shell renders once: the visit record of this app start, the
 * people question, the table dock with the robot call, and the PWA's update question.
 */
export function TableOverlays() {
  useRecordVisit();
  return (
    <>
      <TableCapacityHost />
      <TableDockHost />
      <AppUpdatePrompt />
    </>
  );
}
