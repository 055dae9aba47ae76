import { tableCapacityOf } from '@platter/basket-core';
import { useBasket } from '@platter/basket-core/react';
import { useMemo } from 'react';

/** The table the guest's basket is tied to, with the people given for it; null without a table. */
export interface BasketTable {
  /** The table's id; null when the server named the table only (it always sends the id with a name). */
  id: number | null;
  name: string;
  capacity: { adults: number; children: number } | null;
}

export function useBasketTable(): BasketTable | null {
  const basket = useBasket((state) => state.basket);
  return useMemo(() => {
    if (!basket || (basket.table_id === null && !basket.table)) return null;
    return { id: basket.table_id, name: basket.table ?? String(basket.table_id), capacity: tableCapacityOf(basket) };
  }, [basket]);
}
