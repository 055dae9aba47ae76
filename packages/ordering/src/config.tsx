import { createContext, type ReactNode, useContext } from 'react';

/** Where the ordering screens live in the app that assembles them (route names of spec §2). */
export interface OrderingPaths {
  menu: string;
  cart: string;
  checkout: string;
  payment: string;
  paymentStatus: string;
  review: string;
}

/** How an app composes the ordering layer; the screens read it instead of being forked. */
export interface OrderingConfig {
  paths: OrderingPaths;
  /**
   * Event or online-shop mode (spec §1): cart lines carry per-person details, the cart is the
   * event cart. @default false
   */
  eventMode: boolean;
  /**
   * Ticketing mode (spec §1): the basket's time is a ticket slot chosen on the app's home page, so
   * "Change" on the delivery bar leads there instead of opening the delivery dialog, and no default
   * time is filled in at checkout. @default false
   */
  ticketing: boolean;
  /**
   * The text key (`namespace:key`) of a title part that replaces every ordering route's own
   * (spec §2: "Online Shop" in event mode). @default null
   */
  titleKey: string | null;
}

export const DEFAULT_ORDERING_CONFIG: OrderingConfig = {
  paths: { menu: '/menu', cart: '/cart', checkout: '/checkout', payment: '/payment', paymentStatus: '/paymentstatus', review: '/review' },
  eventMode: false,
  ticketing: false,
  titleKey: null,
};

export type OrderingConfigInput = Partial<Omit<OrderingConfig, 'paths'>> & { paths?: Partial<OrderingPaths> };

export function resolveOrderingConfig(input: OrderingConfigInput = {}): OrderingConfig {
  return {
    ...DEFAULT_ORDERING_CONFIG,
    ...input,
    paths: { ...DEFAULT_ORDERING_CONFIG.paths, ...input.paths },
  };
}

const OrderingConfigContext = createContext<OrderingConfig>(DEFAULT_ORDERING_CONFIG);

export function OrderingConfigProvider({ config, children }: { config: OrderingConfig; children: ReactNode }) {
  return <OrderingConfigContext.Provider value={config}>{children}</OrderingConfigContext.Provider>;
}

export function useOrderingConfig(): OrderingConfig {
  return useContext(OrderingConfigContext);
}
