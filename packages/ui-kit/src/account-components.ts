// Public exports of this group of components; index.ts re-exports this file.
export { AccountLayout, type AccountLayoutProps, type AccountSection } from './components/AccountLayout/index.ts';
export {
  AddressBook,
  type AddressBookProps,
  UserAddressForm,
  type UserAddressFormProps,
  type UserAddressValues,
} from './components/AddressBook/index.ts';
export {
  AuthDialog,
  type AuthDialogProps,
  type AuthView,
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
  LoginForm,
  type LoginFormProps,
  type LoginValues,
  RegisterForm,
  type RegisterFormProps,
  type RegisterValues,
} from './components/AuthDialog/index.ts';
export { type OrderDetailLine, OrderDetailPanel, type OrderDetailPanelProps } from './components/OrderDetailPanel/index.ts';
export {
  ORDER_SKELETON_ROWS,
  OrderHistoryList,
  type OrderHistoryListProps,
  OrderStatusBadge,
  type OrderStatusBadgeProps,
} from './components/OrderHistoryList/index.ts';
export {
  PasswordChangeForm,
  type PasswordChangeFormProps,
  type PasswordChangeValues,
  ProfileForm,
  type ProfileFormProps,
  type ProfileValues,
} from './components/ProfileForm/index.ts';
export { type NewPasswordValues, ResetPasswordForm, type ResetPasswordFormProps } from './components/ResetPasswordForm/index.ts';
