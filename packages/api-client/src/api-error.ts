import { readErrorBody, readValidationErrorBody } from './envelope.ts';

export interface ApiErrorParams {
  name?: string;
  inStock?: number;
  validTime?: string;
}

/** The text shown for failures whose server message is not shown (spec document 2, §8 "Other"). */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong';

/**
 * Statuses whose server message the client shows as it is (spec document 2, §8): 400, 401, 403
 * and 404, and 422, whose message is the first message of the first field.
 */
export const STATUSES_KEEPING_MESSAGE: readonly number[] = [400, 401, 403, 404, 422];

export interface ErrorMessageOptions {
  /** The call-specific text for the other statuses. @default DEFAULT_ERROR_MESSAGE */
  fallbackMessage?: string;
  /** Further statuses whose server message is kept, e.g. 503 of the robot request. @default [] */
  keepMessageOn?: readonly number[];
}

/**
 * Every failed call becomes one ApiError (house style: the client normalises, apps translate).
 * `code` is the catalogue code: for a 422 the first code of the first field, as the spec's client
 * shows the first message of the first field. A request that never got an answer has status 0 and
 * code `network_error` or `timeout`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, readonly string[]>>;
  readonly params: ApiErrorParams;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Readonly<Record<string, readonly string[]>> = {},
    params: ApiErrorParams = {},
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.params = params;
  }

  /**
   * Reads a failed response body in the catalogue's shape; anything else is `something_went_wrong`.
   * The server's message is kept for the statuses of `STATUSES_KEEPING_MESSAGE`; the others get
   * the call's fallback text, while `code` always stays the server's.
   */
  static fromBody(
    status: number,
    body: unknown,
    { fallbackMessage = DEFAULT_ERROR_MESSAGE, keepMessageOn = [] }: ErrorMessageOptions = {},
  ): ApiError {
    const shown = (serverMessage: string) =>
      STATUSES_KEEPING_MESSAGE.includes(status) || keepMessageOn.includes(status) ? serverMessage : fallbackMessage;
    if (status === 422) {
      const parsed = readValidationErrorBody(body);
      if (parsed) {
        const { errors, message, name, inStock, validTime } = parsed;
        const firstCode = Object.values(errors)[0]?.[0] ?? 'validation_failed';
        const params: ApiErrorParams = {};
        if (name !== undefined) params.name = name;
        if (inStock !== undefined) params.inStock = inStock;
        if (validTime !== undefined) params.validTime = validTime;
        return new ApiError(status, firstCode, shown(message.body), errors, params);
      }
    }
    const parsed = readErrorBody(body);
    if (parsed) return new ApiError(status, parsed.code, shown(parsed.message.body));
    return new ApiError(status, 'something_went_wrong', fallbackMessage);
  }

  /** The first message of the first field, as the spec's client shows 422 failures. */
  get firstFieldCode(): string | undefined {
    return Object.values(this.fields)[0]?.[0];
  }
}

/** Codes saying the token the request carried is no good (revoked, forged, expired on the server's clock). */
const UNAUTHENTICATED_CODES: readonly string[] = ['unauthenticated', 'token_expired'];

/**
 * The session is gone (spec document 2, §8: "422 with body message 'unauthenticated'"). Our server
 * answers such tokens with a 401 and the code instead, which is treated the same.
 */
export function isUnauthenticated(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 422 && (error.message === 'unauthenticated' || error.code === 'unauthenticated')) return true;
  return error.status === 401 && UNAUTHENTICATED_CODES.includes(error.code);
}

/** The basket the client named is gone (spec document 2, §8: `basket_does_not_exists` on basketId or restaurantId). */
export function isBasketMissing(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (error.status !== 422) return error.code === 'basket_does_not_exists';
  return ['basketId', 'restaurantId'].some((field) => error.fields[field]?.includes('basket_does_not_exists'));
}
