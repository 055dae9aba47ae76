import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { CONTACT_MESSAGE_MAX, contactRequestSchema } from '@platter/contract';
import { IconCircleCheck, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure, fieldCodes, useFieldMessage, useSubmission } from '../../forms/index.ts';

export interface ContactValues {
  name: string;
  email: string;
  /** Left out when the guest gave none. */
  phone?: string;
  message: string;
}

type Field = keyof ContactValues;
const FIELDS: Field[] = ['name', 'email', 'phone', 'message'];

export interface ContactFormProps {
  /**
   * Sends the message once the contract's rules pass (name, valid email, phone optional but
   * valid, message); values are trimmed. A rejection's message is shown above the button.
   */
  onSubmit: (values: ContactValues) => Promise<void>;
  /** Prefills name and email (a signed-in customer). */
  initialValues?: Partial<Pick<ContactValues, 'name' | 'email' | 'phone'>>;
  /** The restaurant's own address, phone and email, shown above the form for those who prefer to call. */
  details?: { address?: string | null; telephone?: string | null; email?: string | null };
}

/** "Write to us": the restaurant's details, then name, email, optional phone and the message. */
export function ContactForm({ onSubmit, initialValues = {}, details }: ContactFormProps) {
  const { t } = useTranslation('content');
  const messageFor = useFieldMessage();
  const empty = { name: initialValues.name ?? '', email: initialValues.email ?? '', phone: initialValues.phone ?? '', message: '' };
  const [values, setValues] = useState<Record<Field, string>>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { sending, failure, run, clearFailure } = useSubmission(t('contact.failed'));
  const [sent, setSent] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    // The contract's own schema judges the form; its restaurantId is the client's business, so any valid one will do.
    const codes = fieldCodes(contactRequestSchema, { ...values, restaurantId: 1 });
    const found: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const code = codes[field];
      if (code) found[field] = messageFor(code);
    }
    setErrors(found);
    clearFailure();
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    const phone = values.phone.trim();
    const trimmed: ContactValues = {
      name: values.name.trim(),
      email: values.email.trim(),
      ...(phone ? { phone } : {}),
      message: values.message.trim(),
    };
    if (await run(() => onSubmit(trimmed))) setSent(true);
  }

  if (sent)
    return (
      <Stack gap="md" align="flex-start">
        <Alert
          color="teal"
          variant="light"
          radius="md"
          icon={<IconCircleCheck aria-hidden />}
          title={t('contact.sentTitle')}
          role="status"
          w="100%"
        >
          {t('contact.sent')}
        </Alert>
        <Button
          variant="light"
          onClick={() => {
            setValues({ ...empty, name: values.name, email: values.email, phone: values.phone });
            setSent(false);
          }}
        >
          {t('contact.another')}
        </Button>
      </Stack>
    );

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('contact.intro')}</Text>
      {details && (details.address || details.telephone || details.email) ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            {details.address ? (
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconMapPin size={20} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm">{details.address}</Text>
              </Group>
            ) : null}
            {details.telephone ? (
              <Group gap="sm" wrap="nowrap">
                <IconPhone size={20} aria-hidden style={{ flexShrink: 0 }} />
                <Anchor href={`tel:${details.telephone.replace(/[^\d+]/g, '')}`} size="sm" dir="ltr">
                  {details.telephone}
                </Anchor>
              </Group>
            ) : null}
            {details.email ? (
              <Group gap="sm" wrap="nowrap">
                <IconMail size={20} aria-hidden style={{ flexShrink: 0 }} />
                <Anchor href={`mailto:${details.email}`} size="sm">
                  {details.email}
                </Anchor>
              </Group>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            ref={(element) => {
              inputs.current.name = element;
            }}
            label={t('form.name')}
            required
            autoComplete="name"
            maxLength={120}
            value={values.name}
            onChange={(event) => change('name', event.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            ref={(element) => {
              inputs.current.email = element;
            }}
            label={t('form.email')}
            required
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={255}
            value={values.email}
            onChange={(event) => change('email', event.currentTarget.value)}
            error={errors.email}
          />
          <TextInput
            ref={(element) => {
              inputs.current.phone = element;
            }}
            label={t('form.phoneOptional')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={40}
            value={values.phone}
            onChange={(event) => change('phone', event.currentTarget.value)}
            error={errors.phone}
          />
          <Textarea
            ref={(element) => {
              inputs.current.message = element;
            }}
            label={t('contact.message')}
            placeholder={t('contact.messagePlaceholder')}
            required
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            value={values.message}
            onChange={(event) => change('message', event.currentTarget.value)}
            error={errors.message}
          />
          <FormFailure message={failure} />
          <Button type="submit" size="md" loading={sending} fullWidth>
            {t('contact.send')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
