import { type ApiClient, createApiClient, type RealtimeSocketConstructor } from '@platter/api-client';
import {
  type BasketStore,
  createBasketStore,
  createDeliveryStore,
  createSessionStore,
  type DeliveryStore,
  type SessionStore,
} from '@platter/basket-core';
import type { PageData } from '@platter/contract';
import { QueryClient } from '@tanstack/react-query';
import { createRecaptcha, type Recaptcha, type ScriptLoader } from '../recaptcha/recaptcha.ts';

/** Everything the ordering screens talk to, made once per page. */
export interface OrderingServices {
  api: ApiClient;
  basketStore: BasketStore;
  sessionStore: SessionStore;
  deliveryStore: DeliveryStore;
  queryClient: QueryClient;
  /** The bot-protection script and its tokens (loaded only where the restaurant has a site key). */
  recaptcha: Recaptcha;
}

export interface CreateOrderingServicesOptions {
  pageData: PageData;
  storage: Storage;
  /** Spec §8: a 422 "unauthenticated" clears all local storage and reloads the page. */
  onUnauthenticated?: () => void;
  fetch?: typeof globalThis.fetch;
  /** How scripts (the recaptcha one) get into the page; tests fake it. @default a `<script async>` in the head */
  loadScript?: ScriptLoader;
  /** The WebSocket class of the realtime updates; tests hand the fake server's. @default globalThis.WebSocket */
  WebSocket?: RealtimeSocketConstructor;
}

export function createOrderingServices({
  pageData,
  storage,
  onUnauthenticated,
  fetch,
  loadScript,
  WebSocket,
}: CreateOrderingServicesOptions): OrderingServices {
  const restaurantId = pageData.restaurant.id;
  // The callbacks need the stores and the stores need the client: they are wired after creation.
  const wiring: { basket?: BasketStore; session?: SessionStore } = {};
  const baseFetch = fetch ?? globalThis.fetch.bind(globalThis);
  const api = createApiClient({
    baseUrl: pageData.apiBase,
    restaurantId,
    storage,
    fetch: withDisplayLanguage(baseFetch),
    onPrivateExpired: () => void wiring.session?.getState().expire(),
    onBasketMissing: () => wiring.basket?.getState().forgetBaskets(),
    onUnauthenticated: () => {
      if (onUnauthenticated) return onUnauthenticated();
      storage.clear();
      window.location.reload();
    },
    ...(WebSocket ? { WebSocket } : {}),
  });
  const basketStore = createBasketStore({
    api,
    storage,
    restaurantId,
    itemCommentMaxLength: pageData.features.itemCommentMaxLength,
  });
  const sessionStore = createSessionStore({ api, storage, restaurantId });
  wiring.basket = basketStore;
  wiring.session = sessionStore;
  const deliveryStore = createDeliveryStore({ api, basketStore });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
  const recaptcha = createRecaptcha(loadScript ? { loadScript } : {});
  return { api, basketStore, sessionStore, deliveryStore, queryClient, recaptcha };
}

/**
 * Server texts that are data, not codes (the restaurant's payment method names), come in the
 * request's language: every call says which one the page shows (AppThemeProvider keeps `lang`).
 */
function withDisplayLanguage(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => {
    const request = new Request(input, init);
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (language && !request.headers.has('accept-language')) request.headers.set('accept-language', language);
    return fetch(request);
  };
}
