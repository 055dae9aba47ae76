export {
  ApiError,
  type ApiErrorParams,
  DEFAULT_ERROR_MESSAGE,
  type ErrorMessageOptions,
  isBasketMissing,
  isUnauthenticated,
  STATUSES_KEEPING_MESSAGE,
} from './api-error.ts';
export type { CallInput, CallOptions, CallOutput, Sendable } from './call-types.ts';
export type { AccountCallOptions, AuthCalls, ClientCredentials } from './calls/auth.ts';
export type { BasketCalls } from './calls/basket.ts';
export type { ContentCalls } from './calls/content.ts';
export type { ManagerCalls } from './calls/managers.ts';
export type { CreatedOrder, CreateOrderOptions, OrderCalls } from './calls/order.ts';
export type { PaymentCalls } from './calls/payment.ts';
export {
  type FollowedPaymentLink,
  type FollowPaymentLinkOptions,
  followPaymentLink,
  type PaymentRoute,
  paymentRouteOf,
} from './calls/payment-link.ts';
export { type RestaurantCalls, ROBOT_REQUEST_ERROR_MESSAGE } from './calls/restaurant.ts';
export type { TablePaymentCalls, TablePaymentEventOptions } from './calls/table-payments.ts';
export { type ApiClient, type ApiClientOptions, createApiClient, DEFAULT_CLIENT_CREDENTIALS } from './create-api-client.ts';
export { createMemoryStorage } from './memory-storage.ts';
export { type LoadPageDataOptions, loadPageData, PageDataError, type PageDataSource, type WebAppName } from './page-data.ts';
export {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeSocket,
  type RealtimeSocketConstructor,
  type RealtimeStatus,
  type RealtimeSubscribeOptions,
} from './realtime.ts';
export { realtimeUrlOf } from './realtime-url.ts';
export {
  createTokenManager,
  isTokenExpired,
  type KeyValueStorage,
  TOKEN_KEYS,
  type TokenKind,
  type TokenManager,
  type TokenManagerOptions,
  tokenExpiry,
} from './token-manager.ts';
export type { RequestOptions, SchemaSource, TokenChoice } from './transport.ts';
