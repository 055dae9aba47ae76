import { errorBodySchema, validationErrorBodySchema } from '@platter/contract';

export interface ApiErrorParams {
  name?: string;
  inStock?: number;
  validTime?: string;
}

/**
 * Every failed call becomes one ApiError (house style: the client normalises, apps translate).
 * `code` is the catalogue code: for a 422 the first code of the first field, as the spec's client
 * shows the first message of the first field.
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
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.params = params;
  }

  /** Reads a failed response body in the catalogue's shape; anything else is `something_went_wrong`. */
  static fromBody(status: number, body: unknown): ApiError {
    if (status === 422) {
      const parsed = validationErrorBodySchema.safeParse(body);
      if (parsed.success) {
        const { errors, message, name, inStock, validTime } = parsed.data;
        const firstCode = Object.values(errors)[0]?.[0] ?? 'validation_failed';
        const params: ApiErrorParams = {};
        if (name !== undefined) params.name = name;
        if (inStock !== undefined) params.inStock = inStock;
        if (validTime !== undefined) params.validTime = validTime;
        return new ApiError(status, firstCode, message.body, errors, params);
      }
    }
    const parsed = errorBodySchema.safeParse(body);
    if (parsed.success) return new ApiError(status, parsed.data.code, parsed.data.message.body);
    return new ApiError(status, 'something_went_wrong', 'Something went wrong');
  }

  /** The first message of the first field, as the spec's client shows 422 failures. */
  get firstFieldCode(): string | undefined {
    return Object.values(this.fields)[0]?.[0];
  }
}
