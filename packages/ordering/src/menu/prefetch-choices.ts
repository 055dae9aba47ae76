import { needsAttributeGroups } from '@platter/basket-core';
import type { Product } from '@platter/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { categoryAttributesQuery } from '../queries.ts';
import { useApi } from '../services/context.tsx';
import { whenIdle } from '../when-idle.ts';

/**
 * Fetches, once the page is idle, the attribute groups of the categories whose listed products ask
 * for choices, so that their "+" opens the panel without waiting for the call (while `enabled`).
 */
export function usePrefetchChoices(products: readonly Product[], pinned: boolean, enabled: boolean): void {
  const api = useApi();
  const queryClient = useQueryClient();
  const categoryIds = useMemo(
    () => [...new Set(products.filter((product) => needsAttributeGroups(product, pinned)).map((product) => product.category_id))].join(),
    [products, pinned],
  );
  useEffect(() => {
    if (!enabled || categoryIds === '') return;
    return whenIdle(() => {
      for (const categoryId of categoryIds.split(',')) void queryClient.prefetchQuery(categoryAttributesQuery(api, Number(categoryId)));
    });
  }, [api, queryClient, categoryIds, enabled]);
}
