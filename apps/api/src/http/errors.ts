import type { MessageCode } from '@platter/i18n';

export interface AppErrorOptions {
  /** Parameters the message is translated with, also sent in the body (`name`, `inStock`, `validTime`). */
  params?: Record<string, string | number>;
  /** For 422: the field the code belongs to. @default the code's own field is unknown: `_` */
  field?: string;
  cause?: unknown;
}

/**
 * An expected failure, named by a catalogue code; the error handler turns it into the envelope.
 * A 422 carries the field map `{ [field]: [code] }`, other statuses carry `code`.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly status: number;
  readonly code: MessageCode;
  readonly params: Record<string, string | number>;
  readonly field: string | undefined;

  constructor(status: number, code: MessageCode, options: AppErrorOptions = {}) {
    super(code, { cause: options.cause });
    this.status = status;
    this.code = code;
    this.params = options.params ?? {};
    this.field = options.field;
  }

  static validation(field: string, code: MessageCode, params?: Record<string, string | number>): AppError {
    return new AppError(422, code, { field, ...(params ? { params } : {}) });
  }

  static notFound(code: MessageCode = 'not_found'): AppError {
    return new AppError(404, code);
  }
}
