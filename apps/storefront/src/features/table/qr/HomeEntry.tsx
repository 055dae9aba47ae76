import { useBasketStore } from '@platter/basket-core/react';
import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useDescribeError } from '../../../lib/errors.ts';
import { notifyError } from '../../../lib/notify.ts';
import { tableFromQuery, withoutTableQuery } from './table-query.ts';

/**
 * `/`: the home guard's menu branch. Spec §2: tableId or tableName (a QR code on the table) tie
 * the basket to that table with the QR flag, and leave the URL: the guest lands on the menu with
 * any other parameters kept. A table the restaurant does not know is said in a notice.
 */
export function HomeEntry() {
  const [params] = useSearchParams();
  const basketStore = useBasketStore();
  const describeError = useDescribeError();
  const search = params.toString();
  // One call per QR visit, also when React runs the effect twice in development.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    const table = tableFromQuery(new URLSearchParams(search));
    if (!table || sentFor.current === search) return;
    sentFor.current = search;
    basketStore
      .getState()
      .setTable(table, { qrcode: true })
      .catch((error: unknown) => notifyError(describeError(error)));
  }, [search, basketStore, describeError]);

  return <Navigate to={{ pathname: '/menu', search: withoutTableQuery(params) }} replace />;
}
