import { ProductCard, type ProductCardProps } from '@platter/ui-kit';
import { memo } from 'react';
import { useStore } from 'zustand';
import { choiceStore } from '../product-choice/choice-store.ts';

/**
 * A menu card that follows whether its own product is being added: a tap on "+" renders the
 * tapped card (and the one it stops), not the lists and screens around 600 cards (issue 18, INP).
 */
export const MenuProductCard = memo(function MenuProductCard(props: Omit<ProductCardProps, 'adding'>) {
  const adding = useStore(choiceStore, (state) => state.busyProductId === props.product.id);
  return <ProductCard {...props} adding={adding} />;
});
