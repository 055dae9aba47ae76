import type { ApiClient } from '@platter/api-client';
import type { RestaurantInfo } from '@platter/contract';
import { createContext, type ReactNode, useContext } from 'react';
import type { OrderingServices } from './services.ts';

const ServicesContext = createContext<OrderingServices | null>(null);
const RestaurantInfoContext = createContext<RestaurantInfo | null>(null);

export function ServicesProvider({ services, children }: { services: OrderingServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function RestaurantInfoProvider({ info, children }: { info: RestaurantInfo; children: ReactNode }) {
  return <RestaurantInfoContext.Provider value={info}>{children}</RestaurantInfoContext.Provider>;
}

export function useServices(): OrderingServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a <ServicesProvider> above it');
  return services;
}

export function useApi(): ApiClient {
  return useServices().api;
}

/** The restaurant's full info (flags, times, payment methods), loaded once before any screen shows. */
export function useRestaurantInfo(): RestaurantInfo {
  const info = useContext(RestaurantInfoContext);
  if (!info) throw new Error('useRestaurantInfo needs the restaurant info to be loaded (OrderingProvider)');
  return info;
}
