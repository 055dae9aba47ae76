import { Button, Grid, Group, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkConfirmation,
  checkPassword,
  checkRequired,
  collectErrors,
  type FieldErrors,
  FormFailure,
  PASSWORD_MIN_LENGTH,
  PasswordField,
  useErrorText,
  useSubmission,
} from '../../forms/index.ts';

/** `api/auth/user/update` changes the password only with the current one. */
export interface PasswordChangeValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export interface PasswordChangeFormProps {
  /** Changes the password; the fields empty on success, a rejection's message is shown above the button. */
  onSubmit: (values: PasswordChangeValues) => Promise<void>;
}

const EMPTY: PasswordChangeValues = { current_password: '', password: '', password_confirmation: '' };

/** The current password, a new one (at least 8 characters) and its confirmation. */
export function PasswordChangeForm({ onSubmit }: PasswordChangeFormProps) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof PasswordChangeValues>>({});
  const { sending, failure, run, clearFailure } = useSubmission(t('errors.failed'));

  const change = (field: keyof PasswordChangeValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = collectErrors({
      current_password: checkRequired(values.current_password),
      password: checkPassword(values.password),
      password_confirmation: checkConfirmation(values.password, values.password_confirmation),
    });
    setErrors(found);
    clearFailure();
    if (Object.keys(found).length > 0) return;
    if (await run(() => onSubmit(values))) setValues(EMPTY);
  }

  const field = (name: keyof PasswordChangeValues, label: string, autoComplete: string, description?: string) => (
    <PasswordField
      label={label}
      description={description}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => change(name, event.currentTarget.value)}
      error={errorText(errors[name])}
      // The hint below the box keeps the boxes of a row level, with or without a hint.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>{field('current_password', t('fields.currentPassword'), 'current-password')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }} visibleFrom="sm" />
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {field('password', t('fields.newPassword'), 'new-password', t('fields.passwordHint', { count: PASSWORD_MIN_LENGTH }))}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{field('password_confirmation', t('fields.passwordConfirmation'), 'new-password')}</Grid.Col>
        </Grid>
        <FormFailure message={failure} />
        <Group justify="flex-end">
          <Button type="submit" size="md" variant="light" loading={sending} w={{ base: '100%', sm: 'auto' }}>
            {t('profile.passwordSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
