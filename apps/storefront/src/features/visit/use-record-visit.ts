import { recordVisit } from '@platter/basket-core';
import { useApi } from '@platter/ordering';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §4 "Visit": one visit record per app start, with the flags of basket-core's rule: `unique`
 * once per day on this device, `qrCode` when the first address carried tableId, tableName or
 * qrcode. The first address is read on the first render, before the home entry rewrites it.
 * Counting visits must never trouble the guest, so a refused record is dropped silently.
 */
export function useRecordVisit(): void {
  const api = useApi();
  const location = useLocation();
  const [firstSearch] = useState(location.search);
  const recorded = useRef(false);

  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    const params = new URLSearchParams(firstSearch);
    const visit = recordVisit(
      { tableId: params.get('tableId'), tableName: params.get('tableName'), qrcode: params.get('qrcode') },
      window.localStorage,
      new Date(),
    );
    api.restaurant.websiteView(visit).catch(() => undefined);
  }, [api, firstSearch]);
}
