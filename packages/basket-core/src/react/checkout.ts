import { createContext, createElement } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { type CheckoutState, type CheckoutStoreDeps, createCheckoutStore } from '../stores/checkout-store.ts';
import { type StoreProviderProps, useContextStore, useProvidedStore } from './store-context.ts';

const CheckoutStoreContext = createContext<StoreApi<CheckoutState> | null>(null);
CheckoutStoreContext.displayName = 'CheckoutStoreContext';

/** Needs the basket and delivery stores: `deps={{ api, basketStore, deliveryStore, restaurant, isLoggedIn }}`. */
export function CheckoutStoreProvider(props: StoreProviderProps<CheckoutState, CheckoutStoreDeps>) {
  return createElement(CheckoutStoreContext.Provider, { value: useProvidedStore(props, createCheckoutStore) }, props.children);
}

/** The store itself, for actions outside render and for subscriptions. */
export function useCheckoutStore(): StoreApi<CheckoutState> {
  return useContextStore(CheckoutStoreContext, 'Checkout');
}

/** A slice of the state (select stable values, or wrap the selector in zustand's `useShallow`); throws outside a CheckoutStoreProvider. */
export function useCheckout<T>(selector: (state: CheckoutState) => T): T {
  return useStore(useCheckoutStore(), selector);
}
