import type { Health } from '@platter/contract';
import type { ApiError } from './api-error.ts';
import { type AuthCalls, createAuthCalls } from './calls/auth.ts';
import { type BasketCalls, createBasketCalls } from './calls/basket.ts';
import { type ContentCalls, createContentCalls } from './calls/content.ts';
import { createManagerCalls, type ManagerCalls } from './calls/managers.ts';
import { createOrderCalls, type OrderCalls } from './calls/order.ts';
import { createPaymentCalls, type PaymentCalls } from './calls/payment.ts';
import { createRestaurantCalls, type RestaurantCalls } from './calls/restaurant.ts';
import { createTablePaymentCalls, type TablePaymentCalls } from './calls/table-payments.ts';
import type { ResponseOutput, ResponseSchema } from './json-check.ts';
import { createLazyRealtimeClient } from './lazy-realtime.ts';
import { lazySchemas } from './lazy-schemas.ts';
import { createMemoryStorage } from './memory-storage.ts';
import type { RealtimeClient, RealtimeSocketConstructor } from './realtime.ts';
import { realtimeUrlOf } from './realtime-url.ts';
import { createTokenManager, type KeyValueStorage, TOKEN_KEYS, type TokenManager } from './token-manager.ts';
import { createTransport, type RequestOptions } from './transport.ts';

const schema = lazySchemas(() => import('./responses/payment.ts'));

/** The public client the server knows by default (`OAUTH_CLIENTS=storefront:storefront-secret`). */
export const DEFAULT_CLIENT_CREDENTIALS = { clientId: 'storefront', clientSecret: 'storefront-secret' } as const;

export interface ApiClientOptions {
  /** Where the API lives, e.g. `/api` in the browser or `http://127.0.0.1:3000/api` in Node. */
  baseUrl: string;
  /** Sent with every request unless the call gives its own (spec document 2, §4). */
  restaurantId?: number;
  /** A fetch to use instead of the global one (tests, server-side rendering). */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds before a request is abandoned (an ApiError with code `timeout`); the spec sets none. @default false */
  timeout?: number | false;
  /** Where tokens live: `localStorage` in browsers. @default an in-memory storage */
  storage?: KeyValueStorage;
  /** The client-credentials client asking `api/oauth/token` for public tokens. Public clients ship in the page, so this is no secret. @default 'storefront' */
  clientId?: string;
  /** @default 'storefront-secret' */
  clientSecret?: string;
  /** A stored private token expired: its auth data is already cleared; unassign the basket, forget the user. */
  onPrivateExpired?: () => void;
  /**
   * The server refused the session (spec document 2, §8: "422 with body message 'unauthenticated'",
   * and our server's 401 `unauthenticated`/`token_expired` for a private or manager token). The
   * spec's client clears all local storage and reloads the page; the app does that here.
   */
  onUnauthenticated?: (error: ApiError) => void;
  /** The server does not know the basket (`basket_does_not_exists`): the spec removes the local basket list. */
  onBasketMissing?: (error: ApiError) => void;
  /** The clock of token expiry checks. @default () => new Date() */
  now?: () => Date;
  /** The realtime socket's address. @default `baseUrl` + `/realtime` as ws(s), a relative base read against the page's address */
  realtimeUrl?: string;
  /** The WebSocket class of `realtime` (tests). @default globalThis.WebSocket */
  WebSocket?: RealtimeSocketConstructor;
}

export interface ApiClient {
  /** Sends a request and returns the parsed `data` of the envelope, or throws an ApiError. */
  request<T extends ResponseSchema>(path: string, options: RequestOptions<T>): Promise<ResponseOutput<T>>;
  /** The token lifecycle: store a login's token (`rememberLogin`), `isLoggedIn`, `forgetPrivate`. */
  tokens: TokenManager;
  /** `GET api/health`: whether the server and its database answer. */
  health(): Promise<Health>;
  auth: AuthCalls;
  basket: BasketCalls;
  order: OrderCalls;
  payment: PaymentCalls;
  tablePayments: TablePaymentCalls;
  restaurant: RestaurantCalls;
  content: ContentCalls;
  managers: ManagerCalls;
  /** Live events over one shared WebSocket (`api/realtime`): `subscribe(channel, onEvent, { onStatus })` returns the way to stop. */
  realtime: RealtimeClient;
}

/**
 * The typed client of spec document 2, §7: one function per call, grouped by area, each input
 * and output inferred from the contract. Every request waits for a token (renewing the public one
 * when needed) and carries it as `Authorization: Bearer`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const storage = options.storage ?? createMemoryStorage();
  const credentials = {
    clientId: options.clientId ?? DEFAULT_CLIENT_CREDENTIALS.clientId,
    clientSecret: options.clientSecret ?? DEFAULT_CLIENT_CREDENTIALS.clientSecret,
  };
  // The token manager asks for public tokens through the calls, which need the transport, which
  // needs the token manager: the late binding below breaks the circle.
  let auth: AuthCalls | undefined;
  const tokens = createTokenManager({
    storage,
    fetchPublicToken: async () => {
      if (!auth) throw new Error('The API client is not set up yet');
      return (await auth.token()).access_token;
    },
    ...(options.onPrivateExpired ? { onPrivateExpired: options.onPrivateExpired } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const request = createTransport({
    baseUrl: options.baseUrl,
    storage,
    tokens,
    ...(options.restaurantId !== undefined ? { restaurantId: options.restaurantId } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
    ...(options.onUnauthenticated ? { onUnauthenticated: options.onUnauthenticated } : {}),
    ...(options.onBasketMissing ? { onBasketMissing: options.onBasketMissing } : {}),
  });
  auth = createAuthCalls(request, credentials);

  return {
    request,
    tokens,
    health: () => request('health', { schema: schema('health'), token: 'none', withRestaurantId: false }),
    auth,
    basket: createBasketCalls(request, () => storage.getItem(TOKEN_KEYS.publicToken)),
    order: createOrderCalls(request),
    payment: createPaymentCalls(request),
    tablePayments: createTablePaymentCalls(request),
    restaurant: createRestaurantCalls(request),
    content: createContentCalls(request),
    managers: createManagerCalls(request),
    realtime: createLazyRealtimeClient({
      url: () => options.realtimeUrl ?? realtimeUrlOf(options.baseUrl, (globalThis as { location?: { href: string } }).location?.href),
      tokenFor: (kind) => tokens.tokenFor(kind),
      ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
    }),
  };
}
