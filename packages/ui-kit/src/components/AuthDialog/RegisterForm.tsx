import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkConfirmation,
  checkEmail,
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

/** What signup sends (`api/auth/signup`); `mobile` only when given. */
export interface RegisterValues {
  name: string;
  email: string;
  mobile?: string;
  password: string;
  password_confirmation: string;
}

export interface RegisterFormProps {
  /** Creates the account with trimmed texts; a rejection's message is shown above the button. */
  onSubmit: (values: RegisterValues) => Promise<void>;
  /** @default '' */
  initialEmail?: string;
  onEmailChange?: (email: string) => void;
}

type Field = 'name' | 'email' | 'mobile' | 'password' | 'password_confirmation';

/** Name, email, optional mobile, a password and its confirmation (spec §5). */
export function RegisterForm({ onSubmit, initialEmail = '', onEmailChange }: RegisterFormProps) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: initialEmail,
    mobile: '',
    password: '',
    password_confirmation: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const { sending, failure, run, clearFailure } = useSubmission(t('errors.failed'));

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'email') onEmailChange?.(value);
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = collectErrors({
      name: checkRequired(values.name),
      email: checkEmail(values.email),
      password: checkPassword(values.password),
      password_confirmation: checkConfirmation(values.password, values.password_confirmation),
    });
    setErrors(found);
    clearFailure();
    if (Object.keys(found).length > 0) return;
    const mobile = values.mobile.trim();
    await run(() =>
      onSubmit({
        name: values.name.trim(),
        email: values.email.trim(),
        ...(mobile ? { mobile } : {}),
        password: values.password,
        password_confirmation: values.password_confirmation,
      }),
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('fields.name')}
          autoComplete="name"
          required
          size="md"
          maxLength={120}
          value={values.name}
          onChange={(event) => change('name', event.currentTarget.value)}
          error={errorText(errors.name)}
          data-autofocus
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          size="md"
          value={values.email}
          onChange={(event) => change('email', event.currentTarget.value)}
          error={errorText(errors.email)}
        />
        <TextInput
          label={t('fields.mobile')}
          description={t('fields.optional')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          size="md"
          maxLength={40}
          value={values.mobile}
          onChange={(event) => change('mobile', event.currentTarget.value)}
        />
        <PasswordField
          label={t('fields.password')}
          description={t('fields.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => change('password', event.currentTarget.value)}
          error={errorText(errors.password)}
        />
        <PasswordField
          label={t('fields.passwordConfirmation')}
          autoComplete="new-password"
          value={values.password_confirmation}
          onChange={(event) => change('password_confirmation', event.currentTarget.value)}
          error={errorText(errors.password_confirmation)}
        />
        <FormFailure message={failure} />
        <Button type="submit" size="md" fullWidth loading={sending}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
