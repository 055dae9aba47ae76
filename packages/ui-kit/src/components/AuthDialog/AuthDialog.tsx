import { Alert, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { LoginForm, type LoginValues } from './LoginForm.tsx';
import { RegisterForm, type RegisterValues } from './RegisterForm.tsx';

/** The dialog's steps: the register tab exists only with `registrationEnabled`. */
export type AuthView = 'login' | 'register' | 'forgot';

export interface AuthDialogProps {
  opened: boolean;
  /** Also called by Escape, the close button and a click on the dark layer (spec §2 overlays). */
  onClose: () => void;
  view: AuthView;
  onViewChange: (view: AuthView) => void;
  /** The restaurant's `registration_enabled`: without it only login and the forgotten password are offered. */
  registrationEnabled: boolean;
  /** A rejection's message is shown in the form; the caller closes the dialog on success. */
  onLogin: (values: LoginValues) => Promise<void>;
  onRegister: (values: RegisterValues) => Promise<void>;
  /** Asks for the reset mail; the form then says that it is on its way. */
  onForgotPassword: (values: { email: string }) => Promise<void>;
  /** Why the guest is asked to log in, shown above the forms (e.g. the restaurant requires it to order). */
  notice?: string | null;
}

/** Login, registration and the forgotten password in one dialog; full screen on phones. */
export function AuthDialog({
  opened,
  onClose,
  view,
  onViewChange,
  registrationEnabled,
  onLogin,
  onRegister,
  onForgotPassword,
  notice = null,
}: AuthDialogProps) {
  const { t } = useTranslation('account');
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  // The email typed in one step starts the next, so nobody types it twice.
  const [email, setEmail] = useState('');
  const shown: AuthView = view === 'register' && !registrationEnabled ? 'login' : view;

  const login = (
    <LoginForm onSubmit={onLogin} onForgotPassword={() => onViewChange('forgot')} initialEmail={email} onEmailChange={setEmail} />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(`auth.title.${shown}`)}
      fullScreen={phone}
      centered
      size="md"
      radius={phone ? 0 : 'lg'}
      padding="lg"
      closeButtonProps={{ 'aria-label': t('auth.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <Stack gap="md">
        {notice ? (
          <Alert color="orange" variant="light">
            {notice}
          </Alert>
        ) : null}
        {shown === 'forgot' ? (
          <ForgotPasswordForm
            onSubmit={onForgotPassword}
            onBack={() => onViewChange('login')}
            initialEmail={email}
            onEmailChange={setEmail}
          />
        ) : registrationEnabled ? (
          <Tabs value={shown} onChange={(next) => onViewChange(next === 'register' ? 'register' : 'login')} keepMounted={false}>
            <Tabs.List grow aria-label={t('auth.tabs.label')} mb="lg">
              <Tabs.Tab value="login" fz="md" fw={600}>
                {t('auth.tabs.login')}
              </Tabs.Tab>
              <Tabs.Tab value="register" fz="md" fw={600}>
                {t('auth.tabs.register')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="login">{login}</Tabs.Panel>
            <Tabs.Panel value="register">
              <Stack gap="md">
                <Text c="dimmed" size="sm">
                  {t('register.intro')}
                </Text>
                <RegisterForm onSubmit={onRegister} initialEmail={email} onEmailChange={setEmail} />
              </Stack>
            </Tabs.Panel>
          </Tabs>
        ) : (
          login
        )}
      </Stack>
    </Modal>
  );
}
