import { offersPinnedExtras } from '@platter/basket-core';
import type { AttributeGroup, Product } from '@platter/contract';
import { useCallback } from 'react';
import { useDeliveryNote } from '../delivery/delivery-ways.ts';

/** What a product card tells before the guest taps "+" (issue 16): the delivery types it is alone for, and required choices. */
export interface ProductCues {
  deliveryNote: string | null;
  withOptions: boolean;
}

const requires = (groups: readonly AttributeGroup[]) => groups.some((group) => group.minimum_value > 0);

/**
 * The cues of products on screen, from the products alone: a product needs choices when it is a
 * package, when its attribute groups ask for one (`choices`), or, pinned, when its extras do.
 */
export function useProductCues(pinned = false): (product: Product) => ProductCues {
  const deliveryNote = useDeliveryNote();
  return useCallback(
    (product) => ({
      deliveryNote: deliveryNote(product),
      withOptions: product.is_package || (offersPinnedExtras(product, pinned) ? requires(product.extra) : product.choices === 'required'),
    }),
    [deliveryNote, pinned],
  );
}
