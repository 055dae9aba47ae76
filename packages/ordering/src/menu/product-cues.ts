import type { AttributeGroup, Product } from '@platter/contract';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDeliveryNote } from '../delivery/delivery-ways.ts';
import { categoryAttributesQuery } from '../queries.ts';
import { useApi } from '../services/context.tsx';

/** What a product card tells before the guest taps "+" (issue 16): the delivery types it is alone for, and required choices. */
export interface ProductCues {
  deliveryNote: string | null;
  withOptions: boolean;
}

const requires = (groups: readonly AttributeGroup[]) => groups.some((group) => group.minimum_value > 0);

/**
 * The cues of the products on screen. Whether a product needs choices comes from its category's
 * attribute groups (the same call the add button makes, so it is cached for it): a group with a
 * minimum, or a package. A pinned product's extras are its groups.
 */
export function useProductCues(products: readonly Product[], pinned = false): (product: Product) => ProductCues {
  const api = useApi();
  const deliveryNote = useDeliveryNote();
  const categoryIds = useMemo(
    () => [
      ...new Set(products.filter((product) => !product.is_package && !(pinned && product.extra.length > 0)).map((p) => p.category_id)),
    ],
    [products, pinned],
  );
  const attributes = useQueries({
    queries: categoryIds.map((categoryId) => ({ ...categoryAttributesQuery(api, categoryId), staleTime: 5 * 60_000 })),
  });
  const required = useMemo(() => {
    const ids = new Set<number>();
    for (const query of attributes) {
      for (const entry of query.data ?? []) if (requires(entry.groups)) ids.add(entry.product_id);
    }
    return ids;
  }, [attributes]);
  return useCallback(
    (product) => ({
      deliveryNote: deliveryNote(product),
      withOptions: product.is_package || (pinned && product.extra.length > 0 ? requires(product.extra) : required.has(product.id)),
    }),
    [deliveryNote, pinned, required],
  );
}
