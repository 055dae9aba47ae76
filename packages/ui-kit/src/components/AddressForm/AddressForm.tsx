import { Button, Fieldset, Grid, Group, Loader, Stack, Textarea, TextInput, type TextInputProps, VisuallyHidden } from '@mantine/core';
import type { DeliveryTypeName, PersonalInformationField, UserInfo } from '@platter/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../money/use-format-money.ts';
import classes from './AddressForm.module.css';

/** The fields this form can show: the restaurant's personal information fields but the per-line comment. */
export type AddressFormField = Exclude<PersonalInformationField, 'product_comment'>;

const CONTACT_FIELDS = ['name', 'email', 'mobile', 'birth_date', 'company'] as const satisfies readonly AddressFormField[];
const ADDRESS_FIELDS = ['address', 'house_number', 'postalCode', 'city', 'country'] as const satisfies readonly AddressFormField[];
/** A delivery needs somewhere to go, whatever the restaurant's field list says. */
const DELIVERY_FIELDS: readonly AddressFormField[] = ['address', 'house_number', 'postalCode', 'city'];

type Values = Record<AddressFormField, string>;
type ErrorCode = 'required' | 'emailInvalid' | 'postalCodeNumeric';

const EMPTY: Values = {
  name: '',
  email: '',
  mobile: '',
  birth_date: '',
  company: '',
  address: '',
  house_number: '',
  postalCode: '',
  city: '',
  country: '',
  comment: '',
};

/** How each field is asked for: input type, autofill hint, keyboard, width in a 12-column row. */
const FIELD_SETUP: Record<
  AddressFormField,
  { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email'; span: { base: number; sm: number } }
> = {
  name: { autoComplete: 'name', span: { base: 12, sm: 6 } },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', span: { base: 12, sm: 6 } },
  mobile: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', span: { base: 12, sm: 6 } },
  birth_date: { type: 'date', autoComplete: 'bday', span: { base: 12, sm: 6 } },
  company: { autoComplete: 'organization', span: { base: 12, sm: 6 } },
  address: { autoComplete: 'address-line1', span: { base: 8, sm: 8 } },
  house_number: { span: { base: 4, sm: 4 } },
  postalCode: { autoComplete: 'postal-code', inputMode: 'numeric', span: { base: 12, sm: 5 } },
  city: { autoComplete: 'address-level2', span: { base: 12, sm: 7 } },
  country: { autoComplete: 'country-name', span: { base: 12, sm: 6 } },
  comment: { span: { base: 12, sm: 12 } },
};

// Deliberately loose: the server checks the address for real; this catches typos like a missing "@".
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS = /^\d+$/;

export interface AddressFormProps {
  /** The restaurant's personal_information_fields; `product_comment` is ignored (it belongs to the cart lines). */
  fields: PersonalInformationField[];
  /** With `delivery`, street, house number, postal code and city are always asked for and required. */
  deliveryType: DeliveryTypeName | null;
  /** Prefills the fields (a logged-in guest's profile). Values arriving later fill only fields still empty. */
  initialValues?: Partial<UserInfo>;
  /**
   * Called with the trimmed values of the shown fields (empty ones left out) and the delivery type,
   * once the client rules pass (spec §5: required, valid email, numeric postal code).
   */
  onSubmit: (values: UserInfo) => void | Promise<void>;
  /** @default "Continue" */
  submitLabel?: string;
  /** Spinner on the submit button; further submits are ignored meanwhile. @default false */
  submitting?: boolean;
  /** The form element's id, so a button elsewhere (`<button form={formId}>`) can submit it. */
  formId?: string;
  /** Hides the form's own submit button, when a button outside submits it. @default true */
  withSubmitButton?: boolean;
  /** Field messages from the server; each hides once the guest edits that field. */
  serverErrors?: Partial<Record<keyof UserInfo, string>>;
  /** Called with the trimmed postal code when the field loses focus (not when it is empty). */
  onPostalCodeBlur?: (postalCode: string) => void;
  /** The delivery-area check of the postal code, shown under the field. */
  postalCodeStatus?: { state: 'idle' | 'checking' | 'ok' | 'error'; message?: string | null; shippingPrice?: number | null };
  /** Shown fields that may stay empty. @default ['company', 'comment'] */
  optionalFields?: AddressFormField[];
}

/** Contact details and address at checkout, for guests and logged-in customers alike. */
export function AddressForm({
  fields,
  deliveryType,
  initialValues,
  onSubmit,
  submitLabel,
  submitting = false,
  formId,
  withSubmitButton = true,
  serverErrors,
  onPostalCodeBlur,
  postalCodeStatus,
  optionalFields = ['company', 'comment'],
}: AddressFormProps) {
  const { t } = useTranslation('checkout');
  const shown = shownFields(fields, deliveryType);
  const isRequired = (field: AddressFormField) =>
    (deliveryType === 'delivery' && DELIVERY_FIELDS.includes(field)) || !optionalFields.includes(field);

  const [values, setValues] = useState<Values>(() => fill(EMPTY, initialValues));
  const [errors, setErrors] = useState<Partial<Record<AddressFormField, ErrorCode>>>({});
  // Server messages belong to the values that were sent: editing a field hides its message.
  const [edited, setEdited] = useState<{ for: AddressFormProps['serverErrors']; fields: Set<AddressFormField> }>({
    for: serverErrors,
    fields: new Set(),
  });
  const editedFields = edited.for === serverErrors ? edited.fields : new Set<AddressFormField>();
  const inputs = useRef<Partial<Record<AddressFormField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  // Profile data often arrives after the first render (login at checkout): fill what is still empty.
  const initialKey = JSON.stringify(initialValues ?? {});
  const [seenInitial, setSeenInitial] = useState(initialKey);
  if (seenInitial !== initialKey) {
    setSeenInitial(initialKey);
    setValues((current) => fill(current, initialValues, true));
  }

  const change = (field: AddressFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
    if (serverErrors?.[field]) setEdited({ for: serverErrors, fields: new Set(editedFields).add(field) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validate(values, shown, isRequired);
    setErrors(found);
    const firstInvalid = shown.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    const result: UserInfo = {};
    for (const field of shown) {
      const value = values[field].trim();
      if (value) result[field] = value;
    }
    if (deliveryType) result.deliveryType = deliveryType;
    void onSubmit(result);
  };

  const errorOf = (field: AddressFormField): string | undefined => {
    const code = errors[field];
    if (code) return t(`address.errors.${code}`);
    const server = editedFields.has(field) ? undefined : serverErrors?.[field];
    if (server) return server;
    if (field === 'postalCode' && postalCodeStatus?.state === 'error') return postalCodeText ?? undefined;
    return undefined;
  };

  const postalCodeText = usePostalCodeText(postalCodeStatus);
  const postalCodeProps: Partial<TextInputProps> = {
    onBlur: () => {
      const code = values.postalCode.trim();
      if (code && onPostalCodeBlur) onPostalCodeBlur(code);
    },
    description:
      postalCodeStatus?.state === 'checking' ? (
        <span className={classes.status}>
          <Loader size={12} aria-hidden />
          {postalCodeText}
        </span>
      ) : postalCodeStatus?.state === 'ok' ? (
        <span className={`${classes.status} ${classes.ok}`}>
          <IconCircleCheck size={14} aria-hidden />
          {postalCodeText}
        </span>
      ) : null,
    inputWrapperOrder: ['label', 'input', 'description', 'error'],
  };

  const renderField = (field: AddressFormField) => {
    const setup = FIELD_SETUP[field];
    const common = {
      label: t(`address.fields.${field}`),
      value: values[field],
      required: isRequired(field),
      error: errorOf(field),
      name: field,
      size: 'md' as const,
    };
    if (field === 'comment') {
      return (
        <Textarea
          {...common}
          ref={(element) => {
            inputs.current.comment = element;
          }}
          rows={3}
          maxLength={500}
          placeholder={t('address.commentPlaceholder')}
          onChange={(event) => change(field, event.currentTarget.value)}
        />
      );
    }
    return (
      <TextInput
        {...common}
        ref={(element) => {
          inputs.current[field] = element;
        }}
        type={setup.type ?? 'text'}
        autoComplete={setup.autoComplete}
        inputMode={setup.inputMode}
        onChange={(event) => change(field, event.currentTarget.value)}
        {...(field === 'postalCode' ? postalCodeProps : {})}
      />
    );
  };

  const section = (legend: string, list: readonly AddressFormField[]): ReactNode => {
    const present = list.filter((field) => shown.includes(field));
    if (present.length === 0) return null;
    return (
      <Fieldset legend={legend} variant="unstyled" classNames={{ root: classes.fieldset, legend: classes.legend }}>
        <Grid gap="md">
          {present.map((field) => (
            <Grid.Col key={field} span={FIELD_SETUP[field].span}>
              {renderField(field)}
            </Grid.Col>
          ))}
        </Grid>
      </Fieldset>
    );
  };

  return (
    <form id={formId} onSubmit={submit} noValidate>
      {/* Rendered from the start, so screen readers announce the check's result when it arrives. */}
      {shown.includes('postalCode') ? (
        <VisuallyHidden role="status" aria-live="polite">
          {postalCodeText}
        </VisuallyHidden>
      ) : null}
      <Stack gap="xl">
        {section(t('address.contactTitle'), CONTACT_FIELDS)}
        {section(deliveryType === 'delivery' ? t('address.deliveryTitle') : t('address.addressTitle'), ADDRESS_FIELDS)}
        {shown.includes('comment') ? renderField('comment') : null}
        {withSubmitButton ? (
          <Group justify="flex-end">
            <Button type="submit" size="lg" loading={submitting} w={{ base: '100%', sm: 'auto' }} miw={{ sm: 240 }}>
              {submitLabel ?? t('address.submit')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}

/** What the delivery-area check says, in words; null while there is nothing to say. */
function usePostalCodeText(status: AddressFormProps['postalCodeStatus']): string | null {
  const { t } = useTranslation('checkout');
  const formatMoney = useFormatMoney();
  switch (status?.state) {
    case 'checking':
      return t('address.postalCode.checking');
    case 'ok': {
      if (status.message) return status.message;
      const price = status.shippingPrice;
      if (price == null) return t('address.postalCode.delivers');
      return price > 0 ? t('address.postalCode.deliveryFee', { price: formatMoney(price) }) : t('address.postalCode.freeDelivery');
    }
    case 'error':
      return status.message || t('address.postalCode.error');
    default:
      return null;
  }
}

function shownFields(fields: readonly PersonalInformationField[], deliveryType: DeliveryTypeName | null): AddressFormField[] {
  const wanted = new Set<PersonalInformationField>(fields);
  if (deliveryType === 'delivery') for (const field of DELIVERY_FIELDS) wanted.add(field);
  return [...CONTACT_FIELDS, ...ADDRESS_FIELDS, 'comment' as const].filter((field) => wanted.has(field));
}

function fill(current: Values, initial: Partial<UserInfo> | undefined, onlyEmpty = false): Values {
  if (!initial) return current;
  const next = { ...current };
  for (const field of Object.keys(EMPTY) as AddressFormField[]) {
    const value = initial[field];
    if (typeof value === 'string' && (!onlyEmpty || next[field] === '')) next[field] = value;
  }
  return next;
}

function validate(
  values: Values,
  shown: readonly AddressFormField[],
  isRequired: (field: AddressFormField) => boolean,
): Partial<Record<AddressFormField, ErrorCode>> {
  const errors: Partial<Record<AddressFormField, ErrorCode>> = {};
  for (const field of shown) {
    const value = values[field].trim();
    if (!value) {
      if (isRequired(field)) errors[field] = 'required';
    } else if (field === 'email' && !EMAIL_PATTERN.test(value)) {
      errors[field] = 'emailInvalid';
    } else if (field === 'postalCode' && !DIGITS.test(value)) {
      errors[field] = 'postalCodeNumeric';
    }
  }
  return errors;
}
