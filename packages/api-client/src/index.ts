export { ApiError, type ApiErrorParams } from './api-error.ts';
export { type ApiClient, type ApiClientOptions, createApiClient, type RequestOptions } from './create-api-client.ts';
