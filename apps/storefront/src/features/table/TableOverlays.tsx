import { TableCapacityHost } from './TableCapacityHost.tsx';
import { TableDockHost } from './TableDockHost.tsx';

/** Everything of table ordering the shell renders once: the people question and the table dock with the robot call. */
export function TableOverlays() {
  return (
    <>
      <TableCapacityHost />
      <TableDockHost />
    </>
  );
}
