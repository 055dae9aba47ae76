import { envelopeSchema, type Health, healthSchema } from '@platter/contract';
import ky, { type KyInstance } from 'ky';
import { z } from 'zod';
import { ApiError } from './api-error.ts';

export interface ApiClientOptions {
  /** Where the API lives, e.g. `/api` in the browser or `http://127.0.0.1:3000/api` in Node. */
  baseUrl: string;
  /** Sent with every request unless the call gives its own (spec document 2, §4). */
  restaurantId?: number;
  /** A fetch to use instead of the global one (tests, server-side rendering). */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds before a request is abandoned; the spec sets none. @default false */
  timeout?: number | false;
}

type SearchParams = Record<string, string | number | boolean | undefined>;

export interface RequestOptions<T extends z.ZodType> {
  method?: 'get' | 'post' | 'put' | 'delete';
  /** The schema of the envelope's `data`; the response is parsed with it. */
  schema: T;
  searchParams?: SearchParams;
  json?: Record<string, unknown>;
}

export interface ApiClient {
  /** Sends a request and returns the parsed `data` of the envelope, or throws an ApiError. */
  request<T extends z.ZodType>(path: string, options: RequestOptions<T>): Promise<z.output<T>>;
  /** `GET api/health`: whether the server and its database answer. */
  health(): Promise<Health>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    prefix: options.baseUrl,
    timeout: options.timeout ?? false,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  function withRestaurant(values: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
    if (options.restaurantId === undefined) return values;
    return { restaurantId: options.restaurantId, ...values };
  }

  async function request<T extends z.ZodType>(
    path: string,
    { method = 'get', schema, searchParams, json }: RequestOptions<T>,
  ): Promise<z.output<T>> {
    const query = method === 'get' ? withRestaurant(searchParams) : searchParams;
    const body = method === 'get' ? json : withRestaurant(json ?? {});
    const response = await http(path, {
      method,
      ...(query ? { searchParams: definedOnly(query as SearchParams) } : {}),
      ...(body ? { json: body } : {}),
    });
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw ApiError.fromBody(response.status, payload);
    const envelope = envelopeSchema(z.unknown()).safeParse(payload);
    const data = schema.safeParse(envelope.success ? envelope.data.data : undefined);
    if (!envelope.success || !data.success) {
      const reason = envelope.success ? data.error?.message : envelope.error.message;
      throw new ApiError(response.status, 'contract_violation', `Response of ${path} breaks the contract: ${reason}`);
    }
    return data.data;
  }

  return {
    request,
    health: () => request('health', { schema: healthSchema }),
  };
}

function definedOnly(values: SearchParams): Record<string, string | number | boolean> {
  const result: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) result[key] = value;
  return result;
}
