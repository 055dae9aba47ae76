/** Pieces every form of the kit shares: field checks, the failure alert, the password box, sending state. */
export {
  checkConfirmation,
  checkEmail,
  checkPassword,
  checkRequired,
  collectErrors,
  type FieldErrorCode,
  type FieldErrors,
  failureText,
  PASSWORD_MIN_LENGTH,
} from './account-fields.ts';
export { FormFailure } from './FormFailure.tsx';
export { fieldCodes, type ParsingSchema } from './field-codes.ts';
export { PasswordField } from './PasswordField.tsx';
export { useErrorText } from './use-error-text.ts';
export { useFieldMessage } from './use-field-message.ts';
export { type Submission, useSubmission } from './use-submission.ts';
