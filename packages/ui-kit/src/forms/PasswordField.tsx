import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A required password box of the account forms, with a named show/hide button. */
export function PasswordField(props: Omit<PasswordInputProps, 'required' | 'size' | 'visibilityToggleButtonProps'>) {
  const { t } = useTranslation('account');
  return <PasswordInput required size="md" visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }} {...props} />;
}
