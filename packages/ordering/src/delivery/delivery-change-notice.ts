import type { DeliveryChange } from '@platter/basket-core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyWarning } from '../notify.ts';

/**
 * Says what a change of delivery type or time took out of the cart (spec §4): the server's notice
 * with the items' names, else "Some items are removed from the cart" when the cart shrank.
 */
export function useNotifyDeliveryChange(): (...changes: DeliveryChange[]) => void {
  const { t } = useTranslation('ordering');
  return useCallback(
    (...changes) => {
      const notice = changes.find((change) => change.notice)?.notice;
      if (notice) notifyWarning(t(`notices.${notice.code}`, { defaultValue: t('notices.itemsRemoved'), items: notice.removed.join(', ') }));
      else if (changes.some((change) => change.warning)) notifyWarning(t('notices.itemsRemoved'));
    },
    [t],
  );
}
