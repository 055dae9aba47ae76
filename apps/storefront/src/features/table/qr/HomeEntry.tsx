import { deliveryTypeOptions } from '@platter/basket-core';
import { useBasketStore, useDeliveryStore } from '@platter/basket-core/react';
import { notifyError, useDescribeError, useNotifyDeliveryChange, useRestaurantInfo } from '@platter/ordering';
import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { tableFromQuery, withoutTableQuery } from './table-query.ts';

/**
 * `/`: the home guard's menu branch. Spec §2: tableId or tableName (a QR code on the table) tie
 * the basket to that table with the QR flag, and leave the URL: the guest lands on the menu with
 * any other parameters kept. A table the restaurant does not know is said in a notice.
 *
 * A guest at a table eats there: the basket switches to the here type (spec §3: "here, eat in or
 * at a table") when the restaurant offers it now, so the menu, times and prices are the table's.
 */
export function HomeEntry() {
  const [params] = useSearchParams();
  const basketStore = useBasketStore();
  const deliveryStore = useDeliveryStore();
  const info = useRestaurantInfo();
  const describeError = useDescribeError();
  const notifyDeliveryChange = useNotifyDeliveryChange();
  const search = params.toString();
  // One call per QR visit, also when React runs the effect twice in development.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    const table = tableFromQuery(new URLSearchParams(search));
    if (!table || sentFor.current === search) return;
    sentFor.current = search;
    const hereOffered = deliveryTypeOptions(info).some((option) => option.type === 'here' && option.available);
    basketStore
      .getState()
      .setTable(table, { qrcode: true })
      .then(async () => {
        if (!hereOffered || deliveryStore.getState().deliveryType === 'here') return;
        notifyDeliveryChange(await deliveryStore.getState().changeType('here'));
      })
      .catch((error: unknown) => notifyError(describeError(error)));
  }, [search, basketStore, deliveryStore, info, describeError, notifyDeliveryChange]);

  return <Navigate to={{ pathname: '/menu', search: withoutTableQuery(params) }} replace />;
}
