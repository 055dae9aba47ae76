import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@platter/contract';
import { useDocumentTitle, usePageData } from '@platter/ui-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignInScreenProps {
  /** Signs in as a manager; a rejection's message is shown as it is (the server translates it). */
  onSignIn: (credentials: Credentials) => Promise<unknown>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type FieldErrors = Partial<Record<keyof Credentials, string>>;

/** The manager's way in: an email and a password of at least 8 characters (spec §5). */
export function SignInScreen({ onSignIn }: SignInScreenProps) {
  const { restaurant } = usePageData();
  const { t } = useTranslation('manager');
  useDocumentTitle(restaurant.name, t('title'));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials = { email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') };
    const found: FieldErrors = {};
    if (!EMAIL_PATTERN.test(credentials.email)) found.email = t('emailInvalid');
    if (credentials.password.length < PASSWORD_MIN_LENGTH) found.password = t('passwordMin');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await onSignIn(credentials);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="xl" maw={420} mx="auto" mt="xl" component="section">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('signIn')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('signInHint')}
          </Text>
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextInput name="email" type="email" label={t('email')} autoComplete="username" required error={errors.email} />
          <PasswordInput
            name="password"
            label={t('password')}
            autoComplete="current-password"
            required
            error={errors.password}
            description={errors.password ? undefined : t('passwordMin')}
          />
          <Button type="submit" loading={submitting} fullWidth>
            {t('signIn')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
