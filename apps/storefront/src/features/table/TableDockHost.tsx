import { overlayStore, useOverlay, useRestaurantInfo } from '@platter/ordering';
import { TableDock } from '@platter/ui-kit';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRobotCall } from './robot/use-robot-call.ts';
import { useBasketTable } from './use-basket-table.ts';

// The table flow's dialogs (Mantine's Modal, its ScrollArea and so floating-ui) load with a table basket only.
const ConfirmDialog = lazy(async () => ({ default: (await import('./modals.ts')).ConfirmDialog }));

/** The table of the basket and whether the restaurant's robot can be called to it. */
function useRobotTable() {
  const info = useRestaurantInfo();
  const table = useBasketTable();
  const robotTable = table && table.id !== null && info.robot_request_available ? { id: table.id, name: table.name } : null;
  return { table, robotTable };
}

/**
 * On the menu of a basket tied to a table: the table and its people, and the robot button where
 * the restaurant offers one (spec §2: "A robot button appears if the basket has a table_id and
 * robot_request_available is set"). In the menu's flow under the delivery bar, not floating: a
 * floating dock lay over the first card's add button on a phone.
 */
export function MenuTableDock() {
  const { table, robotTable } = useRobotTable();
  const robotDialog = useOverlay('robot');
  if (!table) return null;
  const people = table.capacity ? table.capacity.adults + table.capacity.children : null;
  return (
    <TableDock
      tableName={table.name}
      people={people}
      onChangePeople={() => overlayStore.getState().show('table-capacity')}
      // The call itself runs in the dialog, which shows its progress and closes when it is done.
      {...(robotTable ? { onCallRobot: robotDialog.show } : {})}
    />
  );
}

/** The robot call asks first (the dish-collector dialog); the shell renders it once. */
export function TableDockHost() {
  const { t } = useTranslation('table');
  const { robotTable } = useRobotTable();
  const robotDialog = useOverlay('robot');
  const robot = useRobotCall();
  if (!robotTable) return null;
  return (
    <Suspense>
      <ConfirmDialog
        opened={robotDialog.opened}
        title={t('robot.title')}
        message={t('robot.message', { name: robotTable.name })}
        confirmLabel={t('robot.confirm')}
        cancelLabel={t('robot.cancel')}
        loading={robot.calling}
        onCancel={robotDialog.close}
        onConfirm={() => void robot.call(robotTable).finally(robotDialog.close)}
      />
    </Suspense>
  );
}
