export { type NewPasswordValues, ResetPasswordForm, type ResetPasswordFormProps } from './ResetPasswordForm.tsx';
