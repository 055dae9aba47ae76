export { ApiError, type ApiErrorParams } from './api-error.ts';
export { type ApiClient, type ApiClientOptions, createApiClient, type RequestOptions } from './create-api-client.ts';
export { type LoadPageDataOptions, loadPageData, PageDataError, type PageDataSource, type WebAppName } from './page-data.ts';
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
