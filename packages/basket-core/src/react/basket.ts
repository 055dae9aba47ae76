import { createContext, createElement } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { type BasketState, type BasketStoreDeps, createBasketStore } from '../stores/basket-store.ts';
import { type StoreProviderProps, useContextStore, useProvidedStore } from './store-context.ts';

const BasketStoreContext = createContext<StoreApi<BasketState> | null>(null);
BasketStoreContext.displayName = 'BasketStoreContext';

/** `<BasketStoreProvider store={basketStore}>` or `<BasketStoreProvider deps={{ api, storage, restaurantId }}>`. */
export function BasketStoreProvider(props: StoreProviderProps<BasketState, BasketStoreDeps>) {
  return createElement(BasketStoreContext.Provider, { value: useProvidedStore(props, createBasketStore) }, props.children);
}

/** The store itself, for actions outside render and for subscriptions. */
export function useBasketStore(): StoreApi<BasketState> {
  return useContextStore(BasketStoreContext, 'Basket');
}

/** A slice of the state (select stable values, or wrap the selector in zustand's `useShallow`); throws outside a BasketStoreProvider. */
export function useBasket<T>(selector: (state: BasketState) => T): T {
  return useStore(useBasketStore(), selector);
}
