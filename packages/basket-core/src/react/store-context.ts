import { type Context, type ReactNode, useContext, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';

/** A provider takes a store the app made, or the deps to make one with. */
export type StoreProviderProps<S, D> = { children?: ReactNode } & ({ store: StoreApi<S> } | { deps: D });

/**
 * The provider's store, made once (zustand docs: "Initialize state with props"): later prop
 * changes do not replace it, so the state survives re-renders of the provider.
 */
export function useProvidedStore<S, D>(props: StoreProviderProps<S, D>, create: (deps: D) => StoreApi<S>): StoreApi<S> {
  const [store] = useState(() => ('store' in props ? props.store : create(props.deps)));
  return store;
}

/** The store of the nearest provider; a clear error instead of a null store when there is none. */
export function useContextStore<S>(context: Context<StoreApi<S> | null>, name: string): StoreApi<S> {
  const store = useContext(context);
  if (!store) throw new Error(`use${name} is used outside <${name}StoreProvider>: wrap the tree in one.`);
  return store;
}
