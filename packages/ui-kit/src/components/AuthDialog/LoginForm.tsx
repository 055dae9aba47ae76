import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkEmail,
  checkPassword,
  collectErrors,
  type FieldErrors,
  FormFailure,
  PasswordField,
  useErrorText,
  useSubmission,
} from '../../forms/index.ts';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  /** Logs in with the trimmed email; a rejection's message is shown above the button. */
  onSubmit: (values: LoginValues) => Promise<void>;
  /** Opens the forgot-password step. */
  onForgotPassword: () => void;
  /** @default '' */
  initialEmail?: string;
  /** Told of every change of the email, so that another step can start with it. */
  onEmailChange?: (email: string) => void;
}

/** Email and password (spec §5: a valid email, at least 8 characters). */
export function LoginForm({ onSubmit, onForgotPassword, initialEmail = '', onEmailChange }: LoginFormProps) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const { sending, failure, run, clearFailure } = useSubmission(t('errors.failed'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = collectErrors({ email: checkEmail(email), password: checkPassword(password) });
    setErrors(found);
    clearFailure();
    if (Object.keys(found).length > 0) return;
    await run(() => onSubmit({ email: email.trim(), password }));
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          size="md"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            onEmailChange?.(event.currentTarget.value);
            if (errors.email) setErrors(({ email: _, ...rest }) => rest);
          }}
          error={errorText(errors.email)}
          data-autofocus
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            if (errors.password) setErrors(({ password: _, ...rest }) => rest);
          }}
          error={errorText(errors.password)}
        />
        <Group justify="flex-end" mt={-8}>
          <Button variant="subtle" size="sm" h={40} px="xs" onClick={onForgotPassword}>
            {t('login.forgot')}
          </Button>
        </Group>
        <FormFailure message={failure} />
        <Button type="submit" size="md" fullWidth loading={sending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
