import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Input,
  InputBase,
  Modal,
  Popover,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { ITEM_DETAIL_COUNT_MAX, ITEM_DETAILS_MAX } from '@platter/contract';
import { formatDate } from '@platter/i18n';
import { IconAlertCircle, IconCalendar, IconTrash, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWideFrom } from '../../hooks/use-wide-from.ts';
import { useFormatMoney } from '../../money/use-format-money.ts';
import frame from '../../styles/product-dialog.module.css';
import { DateCalendar } from '../DateCalendar/index.ts';
import { UnitStepper } from '../UnitStepper/index.ts';
import classes from './PersonDetailsDialog.module.css';

/** One person being entered: what an event-shop line carries per person (spec §3 `extra_info.itemDetails`). */
export interface PersonDetailsValue {
  /** As typed; the app trims it (spec §5). */
  fullName: string;
  /** 'YYYY-MM-DD', or null while not chosen. */
  date: string | null;
  /** Tickets the person takes, at least 1; stays 1 where the product does not count them. */
  count: number;
}

/** A person's field errors, already translated. */
export type PersonDetailsFieldErrors = Partial<Record<'fullName' | 'date' | 'count', string>>;

export interface PersonDetailsDialogProps {
  opened: boolean;
  /** Called by the close button, Escape and a click on the overlay. */
  onClose: () => void;
  product: { name: string; price: number; image: string | null; description?: string | null };
  /** Which details the product asks for (additional_info_config): each one shown is required. */
  config: { name: boolean; date: boolean; count: boolean };
  /** The persons being entered, controlled; starts with one empty person. */
  persons: PersonDetailsValue[];
  /** Called with the whole new list when a field changes or a person is added or removed. */
  onChange: (persons: PersonDetailsValue[]) => void;
  /** Days the date may be ('YYYY-MM-DD'); others greyed. */
  dates: readonly string[];
  /** Today in the restaurant's zone. */
  today: string;
  /**
   * Tickets still available (stock left), null = unlimited: caps the sum of counts / number of
   * persons (the pluses and "Add another person" are disabled once the sum reaches it).
   */
  available: number | null;
  /** Per-person field errors, already translated by the app (index = person). */
  errors: PersonDetailsFieldErrors[];
  /** A failure of the whole add (server refused), shown as an alert. */
  error: string | null;
  /** The submit button shows a spinner and the fields are disabled. */
  submitting: boolean;
  /** Called on "Add to basket"; the app validates and adds. */
  onSubmit: () => void;
}

const EMPTY_PERSON: PersonDetailsValue = { fullName: '', date: null, count: 1 };

interface PersonCardProps {
  index: number;
  person: PersonDetailsValue;
  config: PersonDetailsDialogProps['config'];
  errors: PersonDetailsFieldErrors;
  dates: readonly string[];
  today: string;
  /** No more tickets may be added (sum of counts at `available`). */
  capped: boolean;
  onChange: (person: PersonDetailsValue) => void;
  onCalendarChange: (open: boolean) => void;
  /** Missing for the first person, who cannot be removed. */
  onRemove: (() => void) | null;
}

function DateField({
  number,
  value,
  error,
  dates,
  today,
  onChange,
  onOpenChange,
}: {
  number: number;
  value: string | null;
  error: string | undefined;
  dates: readonly string[];
  today: string;
  onChange: (date: string) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('product');
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange(next);
  };
  const id = useId();
  const shown = value ? formatDate(value, i18n.language) : null;
  return (
    // The popover names its trigger by `id`, so the input's label and the trigger share it.
    <Popover id={id} opened={open} onChange={setOpen} trapFocus returnFocus position="bottom-start" shadow="md" radius="md">
      <Popover.Target>
        <InputBase
          id={id}
          component="button"
          type="button"
          pointer
          label={t('persons.date')}
          withAsterisk
          error={error}
          // The label alone would hide the chosen day from screen readers: the name carries both.
          aria-label={`${t('persons.date')}: ${shown ?? t('persons.chooseDate')}`}
          rightSection={<IconCalendar size={18} aria-hidden />}
          onClick={() => setOpen(!open)}
          data-person-field
        >
          {shown ? <bdi className={classes.date}>{shown}</bdi> : <Input.Placeholder>{t('persons.chooseDate')}</Input.Placeholder>}
        </InputBase>
      </Popover.Target>
      {/* Named for the person rather than by its trigger, which Mantine would use. */}
      <Popover.Dropdown aria-labelledby={`${id}-calendar`}>
        <VisuallyHidden id={`${id}-calendar`}>{t('persons.calendar', { number })}</VisuallyHidden>
        {/* The dropdown sizes to its content, so the calendar's width is set here. */}
        <div className={classes.calendar}>
          <DateCalendar
            autoFocus
            dates={dates}
            value={value}
            today={today}
            onChange={(date) => {
              onChange(date);
              setOpen(false);
            }}
          />
        </div>
      </Popover.Dropdown>
    </Popover>
  );
}

function PersonCard({ index, person, config, errors, dates, today, capped, onChange, onCalendarChange, onRemove }: PersonCardProps) {
  const { t } = useTranslation('product');
  const id = useId();
  const number = index + 1;
  const twoColumns = config.name && config.date;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the visible heading names the group; a fieldset's legend would not lay out beside the remove button
    <div role="group" aria-labelledby={`${id}-title`} className={classes.card}>
      <div className={classes.cardHead}>
        <ThemeIcon variant="light" radius="xl" size={32} aria-hidden>
          <IconUser size={18} />
        </ThemeIcon>
        <Title order={3} size="h5" id={`${id}-title`} className={classes.cardTitle} tabIndex={-1} data-person-title>
          {t('persons.person', { number })}
        </Title>
        {onRemove ? (
          <ActionIcon variant="subtle" color="red" radius="xl" size={40} onClick={onRemove} aria-label={t('persons.remove', { number })}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        ) : null}
      </div>
      {config.name || config.date ? (
        <div className={classes.fields} data-columns={twoColumns ? 2 : 1}>
          {config.name ? (
            <TextInput
              label={t('persons.fullName')}
              withAsterisk
              aria-required
              autoComplete={index === 0 ? 'name' : 'off'}
              value={person.fullName}
              error={errors.fullName}
              maxLength={120}
              onChange={(event) => onChange({ ...person, fullName: event.currentTarget.value })}
              data-person-field
            />
          ) : null}
          {config.date ? (
            <DateField
              number={number}
              value={person.date}
              error={errors.date}
              dates={dates}
              today={today}
              onChange={(date) => onChange({ ...person, date })}
              onOpenChange={onCalendarChange}
            />
          ) : null}
        </div>
      ) : null}
      {config.count ? (
        <div className={classes.count}>
          <div className={classes.countRow}>
            {/* The stepper's group carries the same name for screen readers. */}
            <Text size="sm" fw={500} aria-hidden="true">
              {t('persons.tickets')}
            </Text>
            <UnitStepper
              name={t('persons.tickets')}
              value={person.count}
              onDecrease={() => onChange({ ...person, count: Math.max(1, person.count - 1) })}
              onIncrease={() => onChange({ ...person, count: person.count + 1 })}
              decreaseDisabled={person.count <= 1}
              increaseDisabled={capped || person.count >= ITEM_DETAIL_COUNT_MAX}
            />
          </div>
          {errors.count ? <Input.Error>{errors.count}</Input.Error> : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The dialog that asks for the per-person details when an event product is added (spec §3
 * `additional_info_config`, §5 event mode): one card per person with the fields the product asks
 * for, "Add another person", the total and "Add to basket". Controlled: the app holds the persons,
 * validates them (`@platter/basket-core` event details) and passes the translated errors back.
 * Full screen on phones, like the other product dialogs.
 */
export function PersonDetailsDialog({
  opened,
  onClose,
  product,
  config,
  persons,
  onChange,
  dates,
  today,
  available,
  errors,
  error,
  submitting,
  onSubmit,
}: PersonDetailsDialogProps) {
  const { t } = useTranslation('product');
  const formatMoney = useFormatMoney();
  const wide = useWideFrom('sm');
  const listRef = useRef<HTMLOListElement>(null);
  // Escape closes an open calendar only; the modal listens on the window, ahead of the popover.
  const [calendarOpen, setCalendarOpen] = useState(false);
  // After adding or removing a person, where focus goes once the list has rendered.
  const pendingFocus = useRef<{ index: number; target: 'field' | 'title' } | null>(null);

  const tickets = persons.reduce((sum, person) => sum + person.count, 0);
  const capped = available !== null && tickets >= available;
  const canAddPerson = !capped && persons.length < ITEM_DETAILS_MAX;

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const card = listRef.current?.children[pending.index];
    const target =
      pending.target === 'field'
        ? (card?.querySelector<HTMLElement>('[data-person-field]') ?? card?.querySelector<HTMLElement>('[data-person-title]'))
        : card?.querySelector<HTMLElement>('[data-person-title]');
    target?.focus();
  });

  const update = (index: number, person: PersonDetailsValue) =>
    onChange(persons.map((current, position) => (position === index ? person : current)));
  const addPerson = () => {
    pendingFocus.current = { index: persons.length, target: 'field' };
    onChange([...persons, { ...EMPTY_PERSON }]);
  };
  const removePerson = (index: number) => {
    pendingFocus.current = { index: index - 1, target: 'title' };
    onChange(persons.filter((_, position) => position !== index));
  };

  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      closeOnEscape={!calendarOpen}
      fullScreen={!wide}
      size={560}
      radius="lg"
      classNames={{ content: frame.content, header: classes.header, title: frame.title, body: frame.body }}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          {product.image ? <img className={classes.headerThumb} src={product.image} alt="" loading="lazy" decoding="async" /> : null}
          <Stack gap={0} flex={1} miw={0}>
            <Modal.Title>
              <span dir="auto">{product.name}</span>
            </Modal.Title>
            <Text size="sm" c="dimmed" className={classes.money}>
              {t('persons.each', { price: formatMoney(product.price) })}
            </Text>
          </Stack>
          <Modal.CloseButton aria-label={t('persons.close')} />
        </Modal.Header>
        <Modal.Body>
          <form
            noValidate
            className={classes.form}
            onSubmit={(event) => {
              event.preventDefault();
              if (!submitting) onSubmit();
            }}
          >
            <fieldset disabled={submitting} className={classes.fieldset}>
              <Stack gap="md" pt="sm" pb="lg">
                {product.description ? (
                  <Text size="sm" c="dimmed" dir="auto">
                    {product.description}
                  </Text>
                ) : null}
                <Text size="sm">{t('persons.intro')}</Text>
                <ol className={classes.persons} aria-label={t('persons.list')} ref={listRef}>
                  {persons.map((person, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: persons have no id; the app's errors address them by position too
                    <li key={index}>
                      <PersonCard
                        index={index}
                        person={person}
                        config={config}
                        errors={errors[index] ?? {}}
                        dates={dates}
                        today={today}
                        capped={capped}
                        onChange={(next) => update(index, next)}
                        onCalendarChange={setCalendarOpen}
                        onRemove={index > 0 ? () => removePerson(index) : null}
                      />
                    </li>
                  ))}
                </ol>
                <Stack gap={4}>
                  <Button
                    variant="default"
                    radius="md"
                    size="md"
                    fullWidth
                    className={classes.addPerson}
                    leftSection={<IconUserPlus size={18} aria-hidden />}
                    disabled={!canAddPerson}
                    onClick={addPerson}
                  >
                    {t('persons.add')}
                  </Button>
                  {available !== null ? (
                    <Text size="xs" c="dimmed" ta="center">
                      {t('persons.left', { count: Math.max(0, available - tickets) })}
                    </Text>
                  ) : null}
                </Stack>
              </Stack>
            </fieldset>
            <div className={frame.footer}>
              {error ? (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} mb="sm" radius="md">
                  {error}
                </Alert>
              ) : null}
              <Group wrap="nowrap" gap="md" justify="space-between">
                <div>
                  <Text size="xs" c="dimmed">
                    {t('persons.total')}
                  </Text>
                  <Text fw={700} size="lg" className={classes.money}>
                    {formatMoney(product.price * tickets)}
                  </Text>
                </div>
                <Button type="submit" size="md" radius="xl" className={classes.submit} loading={submitting}>
                  {t('persons.submit')}
                </Button>
              </Group>
            </div>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
