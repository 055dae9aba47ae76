import { overlayStore, useOverlay, useRestaurantInfo } from '@platter/ordering';
import { ConfirmDialog, TableDock } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router';
import { useRobotCall } from './robot/use-robot-call.ts';
import { useBasketTable } from './use-basket-table.ts';

/**
 * On the menu of a basket tied to a table: the table and its people at the bottom corner, and the
 * robot button where the restaurant offers one (spec §2: "A robot button appears if the basket has
 * a table_id and robot_request_available is set"), which asks first (the dish-collector dialog).
 */
export function TableDockHost() {
  const info = useRestaurantInfo();
  const { t } = useTranslation('table');
  const onMenu = useMatch('/menu') !== null;
  const table = useBasketTable();
  const robotDialog = useOverlay('robot');
  const robot = useRobotCall();
  if (!table) return null;
  const robotTable = table.id !== null && info.robot_request_available ? { id: table.id, name: table.name } : null;
  const people = table.capacity ? table.capacity.adults + table.capacity.children : null;

  return (
    <>
      {onMenu ? (
        <TableDock
          floating
          tableName={table.name}
          people={people}
          onChangePeople={() => overlayStore.getState().show('table-capacity')}
          {...(robotTable ? { onCallRobot: robotDialog.show, robotBusy: robot.calling } : {})}
        />
      ) : null}
      {robotTable ? (
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
      ) : null}
    </>
  );
}
