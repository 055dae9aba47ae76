import type { ApiClient } from '@platter/api-client';
import type { RestaurantInfo } from '@platter/contract';
import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { ManagerSession, ManagerSessionState } from './session.ts';

interface ManagerServices {
  api: ApiClient;
  session: ManagerSession;
}

const ServicesContext = createContext<ManagerServices | null>(null);
const RestaurantContext = createContext<RestaurantInfo | null>(null);

export function ManagerProvider({ api, session, children }: ManagerServices & { children: ReactNode }) {
  return <ServicesContext.Provider value={{ api, session }}>{children}</ServicesContext.Provider>;
}

function useServices(): ManagerServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useManagerApi and useSession need a <ManagerProvider>');
  return services;
}

export function useManagerApi(): ApiClient {
  return useServices().api;
}

export function useSession<T>(select: (state: ManagerSessionState) => T): T {
  return useStore(useServices().session, select);
}

/** Gives the screens below the restaurant the manager works on. */
export const ManagedRestaurantProvider = RestaurantContext.Provider;

/** The restaurant the manager works on (inside the signed-in shell). */
export function useManagedRestaurant(): RestaurantInfo {
  const restaurant = useContext(RestaurantContext);
  if (!restaurant) throw new Error('useManagedRestaurant needs the signed-in shell');
  return restaurant;
}
