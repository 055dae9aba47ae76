import { selectStockLines, stockLeft } from '@platter/basket-core';
import { useBasket } from '@platter/basket-core/react';
import type { Product } from '@platter/contract';
import { useCallback } from 'react';

/** Units of a product the guest can still add: its stock minus the cart's (spec §5); null is unlimited. */
export function useAvailable(): (product: Product) => number | null {
  const lines = useBasket(selectStockLines);
  return useCallback(
    (product) => {
      const left = stockLeft(product, lines);
      return Number.isFinite(left) ? left : null;
    },
    [lines],
  );
}
