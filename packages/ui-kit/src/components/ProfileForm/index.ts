export { PasswordChangeForm, type PasswordChangeFormProps, type PasswordChangeValues } from './PasswordChangeForm.tsx';
export { ProfileForm, type ProfileFormProps, type ProfileValues } from './ProfileForm.tsx';
