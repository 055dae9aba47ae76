import { TableCapacityHost } from './TableCapacityHost.tsx';
import { TableDockHost } from './TableDockHost.tsx';
import { TableSelectionHost } from './TableSelectionHost.tsx';

/**
 * Everything of table ordering the shell renders once: the table selection of an eat-here basket
 * without a table, the people question and the table dock with the robot call.
 */
export function TableOverlays() {
  return (
    <>
      <TableSelectionHost />
      <TableCapacityHost />
      <TableDockHost />
    </>
  );
}
