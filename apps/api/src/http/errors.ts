import type { MessageCode } from '@platter/i18n';

export interface AppErrorOptions {
  /** Parameters the message is translated with, also sent in the body (`name`, `inStock`, `validTime`). */
  params?: Record<string, string | number>;
  /** For 422: the field the code belongs to. @default the code's own field is unknown: `_` */
  field?: string;
  /**
   * For 422: several fields with their codes at once (every person of a line, say); the error's own
   * `code` and `field` are then the first of them.
   */
  problems?: ReadonlyArray<FieldCode>;
  cause?: unknown;
}

/** A field of a 422 and the catalogue code it failed with. */
export interface FieldCode {
  field: string;
  code: MessageCode;
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
  /** For 422: every field and its code; one entry unless `problems` were given. */
  readonly problems: ReadonlyArray<FieldCode>;

  constructor(status: number, code: MessageCode, options: AppErrorOptions = {}) {
    super(code, { cause: options.cause });
    this.status = status;
    this.code = code;
    this.params = options.params ?? {};
    this.field = options.field;
    this.problems = options.problems?.length ? options.problems : [{ field: options.field ?? '_', code }];
  }

  static validation(field: string, code: MessageCode, params?: Record<string, string | number>): AppError {
    return new AppError(422, code, { field, ...(params ? { params } : {}) });
  }

  /** A 422 naming several fields at once; `problems` must not be empty. */
  static validationOf(problems: ReadonlyArray<FieldCode>, params?: Record<string, string | number>): AppError {
    const [first] = problems;
    if (!first) throw new Error('AppError.validationOf needs at least one problem');
    return new AppError(422, first.code, { field: first.field, problems, ...(params ? { params } : {}) });
  }

  static notFound(code: MessageCode = 'not_found'): AppError {
    return new AppError(404, code);
  }
}
