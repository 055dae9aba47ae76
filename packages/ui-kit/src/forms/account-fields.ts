import { isEmail, PASSWORD_MIN_LENGTH } from '@platter/contract';

/** Why a field is refused; each has a text under `account:errors`. */
export type FieldErrorCode = 'required' | 'emailInvalid' | 'passwordMin' | 'passwordMismatch' | 'postalCodeNumeric' | 'birthDateFuture';

export type FieldErrors<Field extends string> = Partial<Record<Field, FieldErrorCode>>;

/** The contract's email rule (trimmed, then a valid address), so the server never refuses what passed here. */
export function checkEmail(value: string): FieldErrorCode | null {
  if (!value.trim()) return 'required';
  return isEmail(value) ? null : 'emailInvalid';
}

export function checkRequired(value: string): FieldErrorCode | null {
  return value.trim() ? null : 'required';
}

/** Spec §5: passwords have at least 8 characters. Not trimmed: a space may be part of a password. */
export function checkPassword(value: string): FieldErrorCode | null {
  if (!value) return 'required';
  return value.length < PASSWORD_MIN_LENGTH ? 'passwordMin' : null;
}

export function checkConfirmation(password: string, confirmation: string): FieldErrorCode | null {
  if (!confirmation) return 'required';
  return confirmation === password ? null : 'passwordMismatch';
}

/** Only the codes that are set, so that an empty object means "valid". */
export function collectErrors<Field extends string>(checks: Record<Field, FieldErrorCode | null>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const code = checks[field];
    if (code) errors[field] = code;
  }
  return errors;
}

/** The text a rejected submit shows: the callback's own message (already translated by the app), else a fallback. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export { PASSWORD_MIN_LENGTH };
