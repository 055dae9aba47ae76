export { AuthDialog, type AuthDialogProps, type AuthView } from './AuthDialog.tsx';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm.tsx';
export { LoginForm, type LoginFormProps, type LoginValues } from './LoginForm.tsx';
export { RegisterForm, type RegisterFormProps, type RegisterValues } from './RegisterForm.tsx';
