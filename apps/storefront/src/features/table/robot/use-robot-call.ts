import { notifyError, notifySuccess, useApi, useDescribeError } from '@platter/ordering';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { robotFailureText } from './robot-failure.ts';

/** Calls the dish-collecting robot to a table, then says how it went in a notice (spec §4). */
export function useRobotCall(): { calling: boolean; call: (table: { id: number; name: string }) => Promise<void> } {
  const api = useApi();
  const describeError = useDescribeError();
  const { t } = useTranslation('table');
  const [calling, setCalling] = useState(false);

  async function call(table: { id: number; name: string }) {
    setCalling(true);
    try {
      await api.restaurant.robotRequest({ tableId: table.id });
      notifySuccess(t('robot.success', { name: table.name }));
    } catch (error) {
      notifyError(robotFailureText(error, describeError, t('robot.failed')));
    } finally {
      setCalling(false);
    }
  }

  return { calling, call };
}
