export { BasketStoreProvider, useBasket, useBasketStore } from './basket.ts';
export { CheckoutStoreProvider, useCheckout, useCheckoutStore } from './checkout.ts';
export { DeliveryStoreProvider, useDelivery, useDeliveryStore } from './delivery.ts';
export { SessionStoreProvider, useSession, useSessionStore } from './session.ts';
export type { StoreProviderProps } from './store-context.ts';
