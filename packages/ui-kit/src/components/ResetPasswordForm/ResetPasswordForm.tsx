import { Button, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkConfirmation,
  checkPassword,
  collectErrors,
  type FieldErrors,
  FormFailure,
  PASSWORD_MIN_LENGTH,
  PasswordField,
  useErrorText,
  useSubmission,
} from '../../forms/index.ts';

export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

export interface ResetPasswordFormProps {
  /** The account the reset link belongs to (`api/auth/password/reset`), shown read-only. */
  email: string;
  /** Saves the new password; a rejection's message is shown above the button. */
  onSubmit: (values: NewPasswordValues) => Promise<void>;
  /** The "Log in" button after success. */
  onLogin: () => void;
}

/** A new password and its confirmation for a reset link (spec §5: at least 8 characters, matching). */
export function ResetPasswordForm({ email, onSubmit, onLogin }: ResetPasswordFormProps) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordValues>>({});
  const { sending, failure, run, clearFailure } = useSubmission(t('errors.failed'));
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = collectErrors({ password: checkPassword(password), password_confirmation: checkConfirmation(password, confirmation) });
    setErrors(found);
    clearFailure();
    if (Object.keys(found).length > 0) return;
    if (await run(() => onSubmit({ password, password_confirmation: confirmation }))) setDone(true);
  }

  if (done)
    return (
      <Stack align="center" gap="sm" ta="center" py="md" role="status">
        <ThemeIcon size={64} radius="xl" variant="light" color="teal">
          <IconCircleCheck size={36} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('reset.doneTitle')}
        </Title>
        <Text c="dimmed" maw={360}>
          {t('reset.done')}
        </Text>
        <Button size="md" mt="sm" onClick={onLogin}>
          {t('reset.login')}
        </Button>
      </Stack>
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput label={t('fields.email')} value={email} readOnly variant="filled" size="md" autoComplete="username" />
        <PasswordField
          label={t('fields.newPassword')}
          description={t('fields.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            if (errors.password) setErrors(({ password: _, ...rest }) => rest);
          }}
          error={errorText(errors.password)}
          data-autofocus
        />
        <PasswordField
          label={t('fields.passwordConfirmation')}
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => {
            setConfirmation(event.currentTarget.value);
            if (errors.password_confirmation) setErrors(({ password_confirmation: _, ...rest }) => rest);
          }}
          error={errorText(errors.password_confirmation)}
        />
        <FormFailure message={failure} />
        <Button type="submit" size="md" fullWidth loading={sending}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
