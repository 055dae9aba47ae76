import type { KeyValueStorage, TokenManager } from '@platter/api-client';
import { createStore } from 'zustand/vanilla';

/** Where the chosen restaurant of a manager of several is remembered. */
export const CHOSEN_RESTAURANT_KEY = 'platter:manager-restaurant';

export interface ManagerSessionState {
  /** A manager token is stored and not expired (spec §4: managers have their own token). */
  signedIn: boolean;
  /** The restaurant the manager works on, of those `managers/restaurant` lists; null until chosen. */
  chosenRestaurantId: number | null;
  signIn: (token: string, expiresAt: string) => void;
  signOut: () => void;
  chooseRestaurant: (id: number) => void;
}

export type ManagerSession = ReturnType<typeof createManagerSession>;

/** The manager's sign-in state over the API client's token store. */
export function createManagerSession(tokens: TokenManager, storage: KeyValueStorage) {
  const stored = Number(storage.getItem(CHOSEN_RESTAURANT_KEY));
  return createStore<ManagerSessionState>()((set) => ({
    signedIn: tokens.hasManagerToken(),
    chosenRestaurantId: Number.isInteger(stored) && stored > 0 ? stored : null,
    signIn: (token, expiresAt) => {
      tokens.rememberLogin(token, expiresAt, 'manager');
      set({ signedIn: true });
    },
    signOut: () => {
      tokens.forgetManager();
      set({ signedIn: false });
    },
    chooseRestaurant: (id) => {
      storage.setItem(CHOSEN_RESTAURANT_KEY, String(id));
      set({ chosenRestaurantId: id });
    },
  }));
}
