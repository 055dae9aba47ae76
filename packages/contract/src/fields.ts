import { z } from 'zod';
import { MAX_ID } from './limits.ts';

/** Field schemas every call shares, each naming its catalogue codes. */

/**
 * The code of a value of the wrong type (zod's `error` option as a function): `missingCode` when
 * it is absent or empty, else `code`.
 */
export function missingOr(code: string, missingCode = 'required') {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null || issue.input === '' ? missingCode : code);
}

export interface WholeNumberCodes {
  /** Not a whole number at all. */
  invalid: string;
  tooSmall: string;
  tooBig: string;
}

/**
 * A whole number from `min` to `max`, as JSON or as its digits in text (query strings, forms;
 * surrounding spaces are forgiven, blank text is missing). Stricter than a coercion: `true`, `[5]`,
 * `0x10` and `1e3` are refused instead of becoming numbers. The upper bound is checked first, so a
 * huge number is called too big rather than "not a number" (zod's integers end at 2^53).
 */
/* @__NO_SIDE_EFFECTS__ */
export function wholeNumber(min: number, max: number, codes: WholeNumberCodes) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .union([z.number(), z.string().regex(/^[0-9]+$/, { error: missingOr(codes.invalid) })], { error: missingOr(codes.invalid) })
      .transform(Number)
      .pipe(z.number().max(max, { error: codes.tooBig, abort: true }).int({ error: codes.invalid }).min(min, { error: codes.tooSmall })),
  );
}

/**
 * A numeric id (spec §5 "ids numeric"): digits only, positive, at most a 32-bit integer.
 * Missing is `required`, anything else not a positive whole number `must_be_numeric`, too large `invalid`.
 */
export const idSchema = wholeNumber(1, MAX_ID, { invalid: 'must_be_numeric', tooSmall: 'must_be_numeric', tooBig: 'invalid' });
