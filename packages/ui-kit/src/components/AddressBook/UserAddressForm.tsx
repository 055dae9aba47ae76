import { Button, Flex, Grid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UserAddress } from '@platter/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkRequired,
  collectErrors,
  type FieldErrorCode,
  type FieldErrors,
  FormFailure,
  useErrorText,
  useSubmission,
} from '../../forms/index.ts';

/** A saved address as add and edit send it; empty company and comment are null. */
export type UserAddressValues = Pick<UserAddress, 'address' | 'house_number' | 'postal_code' | 'city' | 'country' | 'company' | 'comment'>;

type Field = keyof UserAddressValues;

export interface UserAddressFormProps {
  /** The address being edited; a new one starts empty. */
  initialValues?: Partial<UserAddressValues>;
  /** Saves the address (trimmed); a rejection's message is shown above the buttons. */
  onSubmit: (values: UserAddressValues) => Promise<void>;
  onCancel: () => void;
}

const SPANS: Record<Field, { base: number; sm: number }> = {
  address: { base: 8, sm: 8 },
  house_number: { base: 4, sm: 4 },
  postal_code: { base: 5, sm: 4 },
  city: { base: 7, sm: 8 },
  country: { base: 12, sm: 6 },
  company: { base: 12, sm: 6 },
  comment: { base: 12, sm: 12 },
};
const AUTOCOMPLETE: Partial<Record<Field, string>> = {
  address: 'address-line1',
  postal_code: 'postal-code',
  city: 'address-level2',
  country: 'country-name',
  company: 'organization',
};
const DIGITS = /^\d+$/;

/** Street, house number, postal code (numeric, spec §5), city, country, and optional company and comment. */
export function UserAddressForm({ initialValues = {}, onSubmit, onCancel }: UserAddressFormProps) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const idPrefix = useId();
  // Ids of the inputs, so that the first wrong field can take the focus.
  const inputId = (field: Field) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<Record<Field, string>>({
    address: initialValues.address ?? '',
    house_number: initialValues.house_number ?? '',
    postal_code: initialValues.postal_code ?? '',
    city: initialValues.city ?? '',
    country: initialValues.country ?? '',
    company: initialValues.company ?? '',
    comment: initialValues.comment ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const { sending, failure, run, clearFailure } = useSubmission(t('errors.failed'));

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found: FieldErrors<Field> = collectErrors({
      address: checkRequired(values.address),
      house_number: checkRequired(values.house_number),
      postal_code: checkPostalCode(values.postal_code),
      city: checkRequired(values.city),
      country: checkRequired(values.country),
    });
    setErrors(found);
    clearFailure();
    const firstInvalid = (Object.keys(SPANS) as Field[]).find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(inputId(firstInvalid))?.focus();
      return;
    }
    await run(() =>
      onSubmit({
        address: values.address.trim(),
        house_number: values.house_number.trim(),
        postal_code: values.postal_code.trim(),
        city: values.city.trim(),
        country: values.country.trim(),
        company: values.company.trim() || null,
        comment: values.comment.trim() || null,
      }),
    );
  }

  const text = (field: Field, required: boolean) => (
    <TextInput
      id={inputId(field)}
      label={t(`addresses.fields.${field}`)}
      description={required ? undefined : t('fields.optional')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      required={required}
      size="md"
      maxLength={field === 'house_number' ? 20 : field === 'postal_code' ? 12 : 200}
      autoComplete={AUTOCOMPLETE[field]}
      inputMode={field === 'postal_code' ? 'numeric' : undefined}
      value={values[field]}
      onChange={(event) => change(field, event.currentTarget.value)}
      error={errorText(errors[field])}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Grid gap="md">
          {(['address', 'house_number', 'postal_code', 'city', 'country'] as const).map((field) => (
            <Grid.Col key={field} span={SPANS[field]}>
              {text(field, true)}
            </Grid.Col>
          ))}
          <Grid.Col span={SPANS.company}>{text('company', false)}</Grid.Col>
          <Grid.Col span={SPANS.comment}>
            <Textarea
              id={inputId('comment')}
              label={t('addresses.fields.comment')}
              description={t('fields.optional')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              placeholder={t('addresses.commentPlaceholder')}
              size="md"
              rows={2}
              maxLength={500}
              value={values.comment}
              onChange={(event) => change('comment', event.currentTarget.value)}
            />
          </Grid.Col>
        </Grid>
        <FormFailure message={failure} />
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={onCancel} disabled={sending}>
            {t('addresses.cancel')}
          </Button>
          <Button type="submit" size="md" loading={sending}>
            {t('addresses.save')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

function checkPostalCode(value: string): FieldErrorCode | null {
  const code = value.trim();
  if (!code) return 'required';
  return DIGITS.test(code) ? null : 'postalCodeNumeric';
}
