import { ActionIcon, Alert, Button, Group, Input, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { RESERVATION_PARTY_MAX, reserveTableRequestSchema } from '@platter/contract';
import { IconCircleCheck, IconMinus, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../format/format-long-date.ts';
import { FormFailure, fieldCodes, useFieldMessage, useSubmission } from '../../forms/index.ts';
import classes from './TableReservationForm.module.css';

export interface ReservationValues {
  people: { adults: number; children: number };
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`, on the quarter hour. */
  time: string;
  name: string;
  email: string;
  phone: string;
}

type Field = 'people' | 'date' | 'time' | 'name' | 'email' | 'phone';
const FIELDS: Field[] = ['people', 'date', 'time', 'name', 'email', 'phone'];

export interface TableReservationFormProps {
  /** The first day that may be booked (today in the restaurant's zone), `YYYY-MM-DD`. */
  minDate: string;
  /** The last day that may be booked, `YYYY-MM-DD`. @default no limit */
  maxDate?: string;
  /** The quarter hours offered on a day (`18:00`, `18:15`…); empty when the restaurant is closed then. */
  timesFor: (date: string) => string[];
  /** Books the table; values are trimmed. A rejection's message is shown above the button. */
  onSubmit: (values: ReservationValues) => Promise<void>;
  /** Prefills the contact fields (a signed-in customer). */
  initialValues?: Partial<Pick<ReservationValues, 'name' | 'email' | 'phone'>>;
  /** Adults counted at the start. @default 2 */
  defaultAdults?: number;
  /** Shows a "Done" button after booking. */
  onDone?: () => void;
}

/** "Reserve a table": how many (adults, children), which day and quarter hour, who books. */
export function TableReservationForm({
  minDate,
  maxDate,
  timesFor,
  onSubmit,
  initialValues = {},
  defaultAdults = 2,
  onDone,
}: TableReservationFormProps) {
  const { t, i18n } = useTranslation('content');
  const messageFor = useFieldMessage();
  const peopleLabel = useId();
  const [adults, setAdults] = useState(defaultAdults);
  const [children, setChildren] = useState(0);
  const [date, setDate] = useState(minDate);
  const [time, setTime] = useState('');
  const [contact, setContact] = useState({
    name: initialValues.name ?? '',
    email: initialValues.email ?? '',
    phone: initialValues.phone ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { sending, failure, run, clearFailure } = useSubmission(t('reservation.failed'));
  const [booked, setBooked] = useState<ReservationValues | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLElement | null>>>({});

  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= minDate && (!maxDate || date <= maxDate);
  const times = validDate ? timesFor(date) : [];
  const shownTime = times.includes(time) ? time : '';

  const clear = (field: Field) => {
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };
  const changePeople = (next: { adults: number; children: number }) => {
    setAdults(next.adults);
    setChildren(next.children);
    clear('people');
  };

  function validate(values: ReservationValues): Partial<Record<Field, string>> {
    const codes = fieldCodes(reserveTableRequestSchema, { ...values, restaurantId: 1 });
    // Client rules the server checks against its own clock: not before today, a time offered that day.
    if (!codes.date && date < minDate) codes.date = 'date_in_past';
    if (!codes.date && maxDate && date > maxDate) codes.date = 'invalid';
    if (!codes.time && !codes.date && !times.includes(values.time)) codes.time = 'required';
    if (!values.time) codes.time = 'required';
    const found: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const code = codes[field];
      if (code) found[field] = messageFor(code);
    }
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const values: ReservationValues = {
      people: { adults, children },
      date,
      time: shownTime,
      name: contact.name.trim(),
      email: contact.email.trim(),
      phone: contact.phone.trim(),
    };
    const found = validate(values);
    setErrors(found);
    clearFailure();
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    if (await run(() => onSubmit(values))) setBooked(values);
  }

  if (booked)
    return (
      <Stack gap="md">
        <Alert
          color="teal"
          variant="light"
          radius="md"
          icon={<IconCircleCheck aria-hidden />}
          title={t('reservation.bookedTitle')}
          role="status"
        >
          <Stack gap={4}>
            <Text size="sm">
              {t('reservation.bookedSummary', {
                date: formatLongDate(`${booked.date}T12:00:00Z`, i18n.language, 'UTC'),
                time: booked.time,
                people: t('reservation.partySize', { count: booked.people.adults + booked.people.children }),
              })}
            </Text>
            <Text size="sm">{t('reservation.bookedMail', { email: booked.email })}</Text>
          </Stack>
        </Alert>
        {onDone ? (
          <Button onClick={onDone} size="md">
            {t('reservation.done')}
          </Button>
        ) : null}
      </Stack>
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <Text c="dimmed">{t('reservation.intro')}</Text>
        <Input.Wrapper label={t('reservation.people')} labelElement="div" id={peopleLabel} error={errors.people}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={6}>
            <CountField
              label={t('reservation.adults')}
              increaseLabel={t('reservation.addAdult')}
              decreaseLabel={t('reservation.removeAdult')}
              value={adults}
              onChange={(value) => changePeople({ adults: value, children })}
              buttonRef={(element) => {
                inputs.current.people = element;
              }}
            />
            <CountField
              label={t('reservation.children')}
              increaseLabel={t('reservation.addChild')}
              decreaseLabel={t('reservation.removeChild')}
              value={children}
              onChange={(value) => changePeople({ adults, children: value })}
            />
          </SimpleGrid>
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            ref={(element) => {
              inputs.current.date = element;
            }}
            type="date"
            label={t('reservation.date')}
            required
            min={minDate}
            {...(maxDate ? { max: maxDate } : {})}
            value={date}
            onChange={(event) => {
              setDate(event.currentTarget.value);
              clear('date');
            }}
            error={errors.date}
          />
          <NativeSelect
            ref={(element) => {
              inputs.current.time = element;
            }}
            label={t('reservation.time')}
            required
            disabled={times.length === 0}
            value={shownTime}
            onChange={(event) => {
              setTime(event.currentTarget.value);
              clear('time');
            }}
            data={[{ value: '', label: t('reservation.chooseTime'), disabled: true }, ...times.map((value) => ({ value, label: value }))]}
            description={validDate && times.length === 0 ? t('reservation.closedThatDay') : undefined}
            error={errors.time}
          />
        </SimpleGrid>
        <TextInput
          ref={(element) => {
            inputs.current.name = element;
          }}
          label={t('form.name')}
          required
          autoComplete="name"
          maxLength={120}
          value={contact.name}
          onChange={(event) => {
            setContact({ ...contact, name: event.currentTarget.value });
            clear('name');
          }}
          error={errors.name}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
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
            value={contact.email}
            onChange={(event) => {
              setContact({ ...contact, email: event.currentTarget.value });
              clear('email');
            }}
            error={errors.email}
          />
          <TextInput
            ref={(element) => {
              inputs.current.phone = element;
            }}
            label={t('form.phone')}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={40}
            value={contact.phone}
            onChange={(event) => {
              setContact({ ...contact, phone: event.currentTarget.value });
              clear('phone');
            }}
            error={errors.phone}
          />
        </SimpleGrid>
        <FormFailure message={failure} />
        <Button type="submit" size="md" loading={sending} fullWidth>
          {t('reservation.submit')}
        </Button>
      </Stack>
    </form>
  );
}

interface CountFieldProps {
  label: string;
  increaseLabel: string;
  decreaseLabel: string;
  value: number;
  onChange: (value: number) => void;
  /** The increase button, focused when the party is empty. */
  buttonRef?: (element: HTMLButtonElement | null) => void;
}

/** A label with − count + for one kind of guest, from 0 to the contract's maximum. */
function CountField({ label, increaseLabel, decreaseLabel, value, onChange, buttonRef }: CountFieldProps) {
  const labelId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and borders this row does not want
    <div role="group" aria-labelledby={labelId} className={classes.count}>
      <Text id={labelId} fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          radius="xl"
          size={40}
          onClick={() => onChange(Math.max(0, value - 1))}
          disabled={value <= 0}
          aria-label={decreaseLabel}
        >
          <IconMinus size={18} aria-hidden />
        </ActionIcon>
        <span className={classes.value} aria-live="polite">
          {value}
        </span>
        <ActionIcon
          ref={buttonRef}
          variant="default"
          radius="xl"
          size={40}
          onClick={() => onChange(Math.min(RESERVATION_PARTY_MAX, value + 1))}
          disabled={value >= RESERVATION_PARTY_MAX}
          aria-label={increaseLabel}
        >
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </div>
  );
}
