import { ActionIcon, VisuallyHidden } from '@mantine/core';
import { formatDate } from '@platter/i18n';
import { IconUser, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './PersonList.module.css';

/** One person an event ticket is for (spec §3 `extra_info.itemDetails`). */
export interface Person {
  fullName?: string | undefined;
  /** 'YYYY-MM-DD'. */
  date?: string | undefined;
  count: number;
}

export interface PersonListProps {
  persons: readonly Person[];
  /** The product the persons hold tickets of; names the remove buttons ("Remove Anna from Day ticket"). */
  product: string;
  /** Removes one person (index in the list); omit where persons are only shown (order, payment status). */
  onRemove?: (index: number) => void;
  /** Index of the person being removed (spinner on its button, the others disabled), or null. @default null */
  removing?: number | null;
  /** Disables every remove button, e.g. while the line changes. @default false */
  disabled?: boolean;
}

/**
 * The persons of a line (spec §2 "Cart screen, event mode"): full name (or "Person N"), the date in
 * the language's mask, and the count when above 1; each removable where the caller allows it.
 */
export function PersonList({ persons, product, onRemove, removing = null, disabled = false }: PersonListProps) {
  const { t, i18n } = useTranslation('cart');
  return (
    <ul className={classes.list} aria-label={t('line.persons')}>
      {persons.map((person, index) => {
        const name = person.fullName?.trim() || t('line.person', { number: index + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: persons have no id; their place in the list is what onRemove names
          <li key={index} className={classes.person}>
            <IconUser size={14} aria-hidden className={classes.icon} />
            <span className={classes.text}>
              <bdi className={classes.name}>{name}</bdi>
              {person.date ? <bdi className={classes.date}>{formatDate(person.date, i18n.language)}</bdi> : null}
              {person.count > 1 ? (
                <span className={classes.count}>
                  <span aria-hidden="true">{t('line.personCount', { count: person.count })}</span>
                  <VisuallyHidden>{t('line.personTickets', { count: person.count })}</VisuallyHidden>
                </span>
              ) : null}
            </span>
            {onRemove ? (
              <ActionIcon
                size={32}
                radius="xl"
                variant="subtle"
                color="gray"
                className={classes.remove}
                loading={removing === index}
                disabled={disabled || (removing !== null && removing !== index)}
                onClick={() => onRemove(index)}
                aria-label={t('line.removePerson', { name, product })}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
