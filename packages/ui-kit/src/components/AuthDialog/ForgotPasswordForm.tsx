import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEmail, type FieldErrorCode, FormFailure, useErrorText, useSubmission } from '../../forms/index.ts';

export interface ForgotPasswordFormProps {
  /** Asks for the reset mail; a rejection's message is shown above the button. */
  onSubmit: (values: { email: string }) => Promise<void>;
  /** Back to the login step. */
  onBack: () => void;
  /** @default '' */
  initialEmail?: string;
  onEmailChange?: (email: string) => void;
}

/** Asks for the account's email and says that a reset link is on its way. */
export function ForgotPasswordForm({ onSubmit, onBack, initialEmail = '', onEmailChange }: ForgotPasswordFormProps) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<FieldErrorCode | undefined>();
  const { sending, failure, run, clearFailure } = useSubmission(t('errors.failed'));
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = checkEmail(email) ?? undefined;
    setError(found);
    clearFailure();
    if (found) return;
    if (await run(() => onSubmit({ email: email.trim() }))) setSentTo(email.trim());
  }

  if (sentTo)
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status" title={t('forgot.sentTitle')} icon={<IconMailCheck size={20} aria-hidden />}>
          {t('forgot.sent', { email: sentTo })}
        </Alert>
        <Button variant="light" size="md" fullWidth onClick={onBack}>
          {t('forgot.back')}
        </Button>
      </Stack>
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {t('forgot.intro')}
        </Text>
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
            setError(undefined);
          }}
          error={errorText(error)}
          data-autofocus
        />
        <FormFailure message={failure} />
        <Button type="submit" size="md" fullWidth loading={sending}>
          {t('forgot.submit')}
        </Button>
        <Button variant="subtle" size="md" fullWidth onClick={onBack}>
          {t('forgot.back')}
        </Button>
      </Stack>
    </form>
  );
}
