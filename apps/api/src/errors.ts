import type { MessageCode } from '@platter/i18n';
import { type FailureCode, statusOf } from './http/error-status.ts';

export type { FailureCode } from './http/error-status.ts';

/** A field of a 422 and the catalogue code it failed with. */
export interface FieldCode {
  field: string;
  code: MessageCode;
}

type Params = Record<string, string | number>;

/**
 * An expected failure of a rule, named by a catalogue code; services, stores' callers and guards
 * throw it without knowing HTTP. Two kinds:
 * - `AppError.validation(field, code)` / `validationOf(problems)`: a field map (`{ [field]: [code] }`);
 * - `AppError.of(code)`: the call fails as a whole, `code` one of the `FailureCode`s.
 * The error handler (`http/error-handler.ts`) is the one place that turns them into a status
 * (`http/error-status.ts`) and the envelope.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: MessageCode;
  /** Parameters the message is translated with, also sent in the body (`name`, `inStock`, `validTime`). */
  readonly params: Params;
  /** The first field of a validation failure; undefined for a failure of the whole call. */
  readonly field: string | undefined;
  /** Every field and its code of a validation failure; empty for a failure of the whole call. */
  readonly problems: ReadonlyArray<FieldCode>;

  private constructor(code: MessageCode, problems: ReadonlyArray<FieldCode>, params: Params = {}, cause?: unknown) {
    super(code, cause === undefined ? undefined : { cause });
    this.code = code;
    this.params = params;
    this.field = problems[0]?.field;
    this.problems = problems;
  }

  /** A failure of the whole call (401, 403, 404, 503: see `FAILURE_STATUS`). */
  static of(code: FailureCode, options: { params?: Params; cause?: unknown } = {}): AppError {
    return new AppError(code, [], options.params, options.cause);
  }

  /** A 422 naming one field. */
  static validation(field: string, code: MessageCode, params?: Params, options: { cause?: unknown } = {}): AppError {
    return new AppError(code, [{ field, code }], params, options.cause);
  }

  /** A 422 naming several fields at once (every person of a line, say); `problems` must not be empty. */
  static validationOf(problems: ReadonlyArray<FieldCode>, params?: Params): AppError {
    const [first] = problems;
    if (!first) throw new Error('AppError.validationOf needs at least one problem');
    return new AppError(first.code, problems, params);
  }

  /** Whether the failure is a field map (422). */
  get isValidation(): boolean {
    return this.problems.length > 0;
  }

  /** The status the error handler answers with, looked up in `FAILURE_STATUS` (for logs and tests). */
  get status(): number {
    return statusOf(this);
  }
}
