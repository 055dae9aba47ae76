import { ActionIcon, Text, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, addMonths, type CalendarMonth, formattable, monthNumber, monthOf, monthWeeks } from './calendar.ts';
import classes from './DateCalendar.module.css';

export interface DateCalendarProps {
  /** The days that can be chosen, 'YYYY-MM-DD'; the others are greyed. */
  dates: readonly string[];
  /** The chosen day, or null. */
  value: string | null;
  onChange: (date: string) => void;
  /** 'YYYY-MM-DD' of today (in the restaurant's zone), to mark it. */
  today: string;
  /**
   * Marks the day in the tab order (the chosen one, else today, else the first) with
   * `data-autofocus`, so a surrounding focus trap such as a popover starts on it. @default false
   */
  autoFocus?: boolean;
}

const MONDAY = '2024-01-01';

/** Weekday and month names of a language, written for calendar dates (UTC, so no zone shifts a day). */
export function useCalendarFormats(language: string) {
  return useMemo(() => {
    const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, { timeZone: 'UTC', ...options });
    // Arabic's short weekday names are the full words: too wide for a seventh of a phone.
    const short = format({ weekday: language.startsWith('ar') ? 'narrow' : 'short' });
    const long = format({ weekday: 'long' });
    const weekdays = Array.from({ length: 7 }, (_, day) => {
      const date = formattable(addDays(MONDAY, day));
      return { short: short.format(date), long: long.format(date) };
    });
    const month = format({ month: 'long', year: 'numeric' });
    const day = format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    return {
      weekdays,
      month: ({ year, month: number }: CalendarMonth) => month.format(new Date(Date.UTC(year, number - 1, 1))),
      day: (isoDate: string) => day.format(formattable(isoDate)),
      weekday: (isoDate: string) => long.format(formattable(isoDate)),
    };
  }, [language]);
}

const clampMonth = (candidate: CalendarMonth, first: CalendarMonth | null, last: CalendarMonth | null) => {
  if (first && monthNumber(candidate) < monthNumber(first)) return first;
  if (last && monthNumber(candidate) > monthNumber(last)) return last;
  return candidate;
};

/**
 * A month calendar (weeks from Monday, spec §9) in which only the given days can be chosen: the
 * delivery time's days, or the days an event product allows. Controlled; dates are ISO strings.
 * The arrow keys move between the days that can be chosen, across months.
 */
export function DateCalendar({ dates, value, onChange, today, autoFocus = false }: DateCalendarProps) {
  const { t, i18n } = useTranslation('delivery');
  const formats = useCalendarFormats(i18n.language);
  const { dir } = useDirection();
  const id = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const focusPending = useRef(false);

  const available = useMemo(() => new Set(dates), [dates]);
  const sorted = useMemo(() => [...dates].sort(), [dates]);
  const firstDate = sorted[0] ?? null;
  const lastDate = sorted.at(-1) ?? null;
  const firstMonth = firstDate ? monthOf(firstDate) : null;
  const lastMonth = lastDate ? monthOf(lastDate) : null;

  const [visible, setVisible] = useState<CalendarMonth>(() => monthOf(value ?? firstDate ?? today));
  const [focused, setFocused] = useState<string | null>(null);
  useEffect(() => {
    if (value) setVisible(monthOf(value));
  }, [value]);
  const shown = clampMonth(visible, firstMonth, lastMonth);
  const weeks = monthWeeks(shown);
  const inShown = (isoDate: string | null): isoDate is string =>
    isoDate !== null && available.has(isoDate) && monthNumber(monthOf(isoDate)) === monthNumber(shown);
  // Roving focus: one day of the month is in the tab order, the arrow keys move between days.
  const tabbable = [focused, value, today].find(inShown) ?? weeks.flat().find(inShown) ?? null;

  useEffect(() => {
    if (!focusPending.current || !focused) return;
    focusPending.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, from: string) => {
    const forward = dir === 'rtl' ? -1 : 1;
    const steps: Record<string, number> = { ArrowRight: forward, ArrowLeft: -forward, ArrowDown: 7, ArrowUp: -7 };
    const step = steps[event.key];
    if (!step || !firstDate || !lastDate) return;
    event.preventDefault();
    for (let candidate = addDays(from, step); candidate >= firstDate && candidate <= lastDate; candidate = addDays(candidate, step)) {
      if (available.has(candidate)) {
        focusPending.current = true;
        setFocused(candidate);
        setVisible(monthOf(candidate));
        return;
      }
    }
  };

  return (
    <div>
      <div className={classes.monthHeader}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={40}
          radius="xl"
          aria-label={t('timePicker.previousMonth')}
          disabled={!firstMonth || monthNumber(shown) <= monthNumber(firstMonth)}
          onClick={() => setVisible(addMonths(shown, -1))}
        >
          <IconChevronLeft size={20} className={classes.chevron} aria-hidden />
        </ActionIcon>
        <Text className={classes.monthTitle} id={`${id}-month`} aria-live="polite">
          {formats.month(shown)}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={40}
          radius="xl"
          aria-label={t('timePicker.nextMonth')}
          disabled={!lastMonth || monthNumber(shown) >= monthNumber(lastMonth)}
          onClick={() => setVisible(addMonths(shown, 1))}
        >
          <IconChevronRight size={20} className={classes.chevron} aria-hidden />
        </ActionIcon>
      </div>
      <table className={classes.calendar} aria-labelledby={`${id}-month`} ref={gridRef}>
        <thead>
          <tr>
            {formats.weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long} className={classes.weekday}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((isoDate, column) =>
                isoDate ? (
                  <td key={isoDate} className={classes.cell}>
                    <button
                      type="button"
                      className={classes.day}
                      data-date={isoDate}
                      disabled={!available.has(isoDate)}
                      tabIndex={isoDate === tabbable ? 0 : -1}
                      data-autofocus={autoFocus && isoDate === tabbable ? true : undefined}
                      aria-label={formats.day(isoDate)}
                      aria-pressed={isoDate === value}
                      aria-current={isoDate === today ? 'date' : undefined}
                      onClick={() => {
                        setFocused(isoDate);
                        onChange(isoDate);
                      }}
                      onKeyDown={(event) => moveFocus(event, isoDate)}
                    >
                      {Number(isoDate.slice(8, 10))}
                    </button>
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have nothing but their column
                  <td key={`empty-${column}`} className={classes.cell} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
