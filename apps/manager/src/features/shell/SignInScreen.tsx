import { Paper, Stack, Text, Title } from '@mantine/core';
import { ForgotPasswordForm, LoginForm, type LoginValues, useDocumentTitle, usePageData } from '@platter/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SignInScreenProps {
  /** Signs in as a manager; a rejection's message is shown above the button (the server translates it). */
  onSignIn: (credentials: LoginValues) => Promise<void>;
  /** Sends the password-reset mail. */
  onForgotPassword: (values: { email: string }) => Promise<void>;
}

/** The manager's way in: ui-kit's login form (a valid email, at least 8 characters), and a reset link. */
export function SignInScreen({ onSignIn, onForgotPassword }: SignInScreenProps) {
  const { restaurant } = usePageData();
  const { t } = useTranslation('manager');
  useDocumentTitle(restaurant.name, t('title'));
  const [step, setStep] = useState<'login' | 'forgot'>('login');
  const [email, setEmail] = useState('');

  return (
    <Paper withBorder radius="lg" p="xl" maw={440} mx="auto" mt="xl" component="section" aria-labelledby="sign-in-title">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2" id="sign-in-title">
            {t('signIn')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('signInHint')}
          </Text>
        </div>
        {step === 'login' ? (
          <LoginForm onSubmit={onSignIn} onForgotPassword={() => setStep('forgot')} initialEmail={email} onEmailChange={setEmail} />
        ) : (
          <ForgotPasswordForm onSubmit={onForgotPassword} onBack={() => setStep('login')} initialEmail={email} onEmailChange={setEmail} />
        )}
      </Stack>
    </Paper>
  );
}
