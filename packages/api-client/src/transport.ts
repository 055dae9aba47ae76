import ky, { isTimeoutError, type KyInstance } from 'ky';
import { ApiError, DEFAULT_ERROR_MESSAGE, isBasketMissing, isUnauthenticated } from './api-error.ts';
import { readEnvelopeData } from './envelope.ts';
import type { ResponseOutput, ResponseSchema } from './json-check.ts';
import { ownTask } from './own-task.ts';
import { type KeyValueStorage, TOKEN_KEYS, type TokenManager } from './token-manager.ts';

type SearchParams = Record<string, string | number | boolean | null | undefined>;

/** Which token a request carries: the guest's (private, else public), the manager's, or none (`api/oauth/token`). */
export type TokenChoice = 'guest' | 'manager' | 'none';

/**
 * The schema of a response (a zod schema, or a JSON Schema check of one: `json-check.ts`), or a
 * function loading it: the calls load theirs on first use (`lazy-schemas.ts`), so that zod and the
 * contract's schemas stay out of the apps' first load.
 */
export type SchemaSource<T extends ResponseSchema> = T | (() => Promise<T>);

export interface RequestOptions<T extends ResponseSchema> {
  method?: 'get' | 'post' | 'put' | 'delete';
  /** The schema of the envelope's `data`; the response is parsed with it. A function is called as the request starts. */
  schema: SchemaSource<T>;
  searchParams?: SearchParams;
  json?: Record<string, unknown>;
  /** @default 'guest' */
  token?: TokenChoice;
  /**
   * Adds the client's restaurantId unless the call gives one: to the query of GET requests and of
   * requests that send only a query, else to the JSON body. @default true
   */
  withRestaurantId?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The call-specific text of failures whose server message is not shown. @default 'Something went wrong' */
  errorMessage?: string;
  /** Further statuses whose server message is kept (the robot request's 503). */
  keepMessageOn?: readonly number[];
}

export interface TransportOptions {
  baseUrl: string;
  restaurantId?: number;
  fetch?: typeof globalThis.fetch;
  timeout?: number | false;
  storage: KeyValueStorage;
  tokens: Pick<TokenManager, 'tokenFor'>;
  onUnauthenticated?: (error: ApiError) => void;
  onBasketMissing?: (error: ApiError) => void;
}

export type SendRequest = <T extends ResponseSchema>(path: string, options: RequestOptions<T>) => Promise<ResponseOutput<T>>;

/**
 * Sends requests: the token first (waiting while one is renewed), restaurantId added, the envelope
 * unwrapped and parsed, every failure an ApiError. A stored public token the server no longer
 * accepts (its signing secret changed) is dropped and the request tried once more with a new one.
 */
export function createTransport(options: TransportOptions): SendRequest {
  const http: KyInstance = ky.create({
    prefix: options.baseUrl,
    timeout: options.timeout ?? false,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  function withRestaurant(values: SearchParams | Record<string, unknown> | undefined) {
    if (options.restaurantId === undefined) return values;
    return { restaurantId: options.restaurantId, ...values };
  }

  async function send(path: string, request: RequestOptions<ResponseSchema>, token: string | null): Promise<Response> {
    const { method = 'get', searchParams, json, withRestaurantId = true } = request;
    const restaurantInQuery = method === 'get' || (json === undefined && searchParams !== undefined);
    const query = withRestaurantId && restaurantInQuery ? withRestaurant(searchParams) : searchParams;
    const body = withRestaurantId && !restaurantInQuery ? withRestaurant(json ?? {}) : json;
    try {
      return await http(path, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...request.headers },
        ...(query ? { searchParams: definedOnly(query as SearchParams) } : {}),
        ...(body ? { json: body } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
      });
    } catch (error) {
      if (request.signal?.aborted) throw error;
      const code = isTimeoutError(error) ? 'timeout' : 'network_error';
      throw new ApiError(0, code, request.errorMessage ?? DEFAULT_ERROR_MESSAGE, {}, {}, { cause: error });
    }
  }

  function report(error: ApiError): void {
    if (isUnauthenticated(error)) options.onUnauthenticated?.(error);
    if (isBasketMissing(error)) options.onBasketMissing?.(error);
  }

  return async function sendRequest<T extends ResponseSchema>(path: string, request: RequestOptions<T>): Promise<ResponseOutput<T>> {
    // The queries of a screen start together in React's effects as it mounts: each request is sent
    // in a task of its own, not all of them (schema chunk, ky, fetch) in that one (30 to 35 ms in
    // traces of the menu's load).
    await ownTask();
    const choice = request.token ?? 'guest';
    // Loaded while the token and the answer travel, so the network hides it.
    const schema = loadSchema(request.schema);
    for (let attempt = 1; ; attempt += 1) {
      const token = choice === 'none' ? null : await options.tokens.tokenFor(choice);
      const sentPublicToken = token !== null && token === options.storage.getItem(TOKEN_KEYS.publicToken);
      const response = await send(path, request, token);
      const payload: unknown = await response.json().catch(() => undefined);
      if (response.ok) return parseData(path, response.status, payload, await schemaOrFailure(schema, request), request);
      const error = ApiError.fromBody(response.status, payload, {
        ...(request.errorMessage !== undefined ? { fallbackMessage: request.errorMessage } : {}),
        ...(request.keepMessageOn ? { keepMessageOn: request.keepMessageOn } : {}),
      });
      if (attempt === 1 && sentPublicToken && isUnauthenticated(error)) {
        if (options.storage.getItem(TOKEN_KEYS.publicToken) === token) options.storage.removeItem(TOKEN_KEYS.publicToken);
        continue;
      }
      report(error);
      throw error;
    }
  };
}

function loadSchema<T extends ResponseSchema>(source: SchemaSource<T>): Promise<T> {
  const loading = typeof source === 'function' ? source() : Promise.resolve(source);
  // A failed request never awaits it; its failure must not surface as an unhandled rejection.
  loading.catch(() => undefined);
  return loading;
}

/** The loaded schema; one that could not be loaded (the network went) fails like the request would have. */
async function schemaOrFailure<T extends ResponseSchema>(schema: Promise<T>, request: RequestOptions<T>): Promise<T> {
  try {
    return await schema;
  } catch (error) {
    throw new ApiError(0, 'network_error', request.errorMessage ?? DEFAULT_ERROR_MESSAGE, {}, {}, { cause: error });
  }
}

function parseData<T extends ResponseSchema>(
  path: string,
  status: number,
  payload: unknown,
  schema: T,
  request: RequestOptions<T>,
): ResponseOutput<T> {
  const envelope = readEnvelopeData(payload);
  const data = (schema as ResponseSchema<ResponseOutput<T>>).safeParse(envelope.ok ? envelope.value : undefined);
  if (envelope.ok && data.success) return data.data;
  const reason = !envelope.ok ? envelope.reason : data.success ? undefined : data.error.message;
  throw new ApiError(
    status,
    'contract_violation',
    request.errorMessage ?? DEFAULT_ERROR_MESSAGE,
    {},
    {},
    { cause: new Error(`Response of ${path} breaks the contract: ${reason}`) },
  );
}

function definedOnly(values: SearchParams): Record<string, string | number | boolean> {
  const result: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null) result[key] = value;
  return result;
}
