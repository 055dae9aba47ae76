import { createContext, createElement } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { createSessionStore, type SessionState, type SessionStoreDeps } from '../stores/session-store.ts';
import { type StoreProviderProps, useContextStore, useProvidedStore } from './store-context.ts';

const SessionStoreContext = createContext<StoreApi<SessionState> | null>(null);
SessionStoreContext.displayName = 'SessionStoreContext';

/** `<SessionStoreProvider store={sessionStore}>` or `deps={{ api, storage, restaurantId }}`. */
export function SessionStoreProvider(props: StoreProviderProps<SessionState, SessionStoreDeps>) {
  return createElement(SessionStoreContext.Provider, { value: useProvidedStore(props, createSessionStore) }, props.children);
}

/** The store itself, for actions outside render and for subscriptions. */
export function useSessionStore(): StoreApi<SessionState> {
  return useContextStore(SessionStoreContext, 'Session');
}

/** A slice of the state (select stable values, or wrap the selector in zustand's `useShallow`); throws outside a SessionStoreProvider. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useSessionStore(), selector);
}
