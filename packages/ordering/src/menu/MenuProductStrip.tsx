import { ProductStrip, type ProductStripProps } from '@platter/ui-kit';
import { useStore } from 'zustand';
import { choiceStore } from '../product-choice/choice-store.ts';

/** The menu's "Most popular" strip, whose spinner follows the product being added: a tap renders the strip, not the screen around it. */
export function MenuProductStrip(props: Omit<ProductStripProps, 'addingId'>) {
  const addingId = useStore(choiceStore, (state) => state.busyProductId);
  return <ProductStrip {...props} addingId={addingId} />;
}
