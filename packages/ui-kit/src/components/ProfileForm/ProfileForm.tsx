import { Button, Grid, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkEmail,
  checkRequired,
  collectErrors,
  type FieldErrorCode,
  type FieldErrors,
  FormFailure,
  useErrorText,
  useSubmission,
} from '../../forms/index.ts';

/** The editable profile (spec §3 "User"); empty optional fields are sent as null, which clears them. */
export interface ProfileValues {
  name: string;
  email: string;
  mobile: string | null;
  /** `YYYY-MM-DD`. */
  birth_date: string | null;
}

export interface ProfileFormProps {
  /** The signed-in user's details. Give the form a new `key` to start over from other values. */
  initialValues: ProfileValues;
  /** Saves the changes; a rejection's message is shown above the button. */
  onSubmit: (values: ProfileValues) => Promise<void>;
  /** Today as `YYYY-MM-DD`: a birth date after it is refused. */
  today?: string;
}

type Field = keyof ProfileValues;

/** Name, email, mobile and birth date; Save is offered once something changed. */
export function ProfileForm({ initialValues, onSubmit, today }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const initial = toTexts(initialValues);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const { sending, failure, run, clearFailure } = useSubmission(t('errors.failed'));
  const [saved, setSaved] = useState(initial);
  const changed = (Object.keys(values) as Field[]).some((field) => values[field].trim() !== saved[field].trim());

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = collectErrors({
      name: checkRequired(values.name),
      email: checkEmail(values.email),
      birth_date: checkBirthDate(values.birth_date, today),
    });
    setErrors(found);
    clearFailure();
    if (Object.keys(found).length > 0) return;
    const sent = await run(() =>
      onSubmit({
        name: values.name.trim(),
        email: values.email.trim(),
        mobile: values.mobile.trim() || null,
        birth_date: values.birth_date || null,
      }),
    );
    if (sent) setSaved(values);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('fields.name')}
              autoComplete="name"
              required
              size="md"
              maxLength={120}
              value={values.name}
              onChange={(event) => change('name', event.currentTarget.value)}
              error={errorText(errors.name)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
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
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('fields.mobile')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              size="md"
              maxLength={40}
              value={values.mobile}
              onChange={(event) => change('mobile', event.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('fields.birthDate')}
              type="date"
              autoComplete="bday"
              size="md"
              max={today}
              value={values.birth_date}
              onChange={(event) => change('birth_date', event.currentTarget.value)}
              error={errorText(errors.birth_date)}
            />
          </Grid.Col>
        </Grid>
        <FormFailure message={failure} />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={sending} disabled={!changed} w={{ base: '100%', sm: 'auto' }}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function toTexts(values: ProfileValues): Record<Field, string> {
  return { name: values.name, email: values.email, mobile: values.mobile ?? '', birth_date: values.birth_date ?? '' };
}

function checkBirthDate(value: string, today: string | undefined): FieldErrorCode | null {
  return value && today && value > today ? 'birthDateFuture' : null;
}
