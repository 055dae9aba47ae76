import { createContext, createElement } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { createDeliveryStore, type DeliveryState, type DeliveryStoreDeps } from '../stores/delivery-store.ts';
import { type StoreProviderProps, useContextStore, useProvidedStore } from './store-context.ts';

const DeliveryStoreContext = createContext<StoreApi<DeliveryState> | null>(null);
DeliveryStoreContext.displayName = 'DeliveryStoreContext';

/** Needs the basket store: `deps={{ api, basketStore: useBasketStore() }}` in a component under BasketStoreProvider. */
export function DeliveryStoreProvider(props: StoreProviderProps<DeliveryState, DeliveryStoreDeps>) {
  return createElement(DeliveryStoreContext.Provider, { value: useProvidedStore(props, createDeliveryStore) }, props.children);
}

/** The store itself, for actions outside render and for subscriptions. */
export function useDeliveryStore(): StoreApi<DeliveryState> {
  return useContextStore(DeliveryStoreContext, 'Delivery');
}

/** A slice of the state (select stable values, or wrap the selector in zustand's `useShallow`); throws outside a DeliveryStoreProvider. */
export function useDelivery<T>(selector: (state: DeliveryState) => T): T {
  return useStore(useDeliveryStore(), selector);
}
