import { Chip, Stack, Text } from '@mantine/core';
import { dateTimeFormat } from '@platter/i18n';
import { useTranslation } from 'react-i18next';
import classes from './DateStrip.module.css';

export interface DateStripProps {
  /** ISO dates (`2026-11-22`) to offer, in order. */
  dates: readonly string[];
  value: string | null;
  onChange: (date: string) => void;
  /** Names the group for screen readers. */
  label: string;
  /** Days shown but not choosable (greyed): a ticket date without a slot left, say. @default none */
  disabledDates?: ReadonlySet<string>;
}

function parts(isoDate: string, language: string) {
  // Noon UTC keeps the calendar date whatever the viewer's zone.
  const date = new Date(`${isoDate}T12:00:00Z`);
  return {
    weekday: dateTimeFormat(language, { timeZone: 'UTC', weekday: 'short' }).format(date),
    day: dateTimeFormat(language, { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(date),
  };
}

/**
 * A row of days to choose from, scrolling sideways on a phone (ticketing: date first). The row is
 * the browser's own scroll container with its bar hidden, not Mantine's ScrollArea: that one
 * brings @floating-ui/react (about 14 KB gzip with it) into the first load of the ticketing app,
 * whose first screen this is (issue 18).
 */
export function DateStrip({ dates, value, onChange, label, disabledDates }: DateStripProps) {
  const { i18n } = useTranslation();
  return (
    <Chip.Group value={value ?? ''} onChange={(next) => onChange(String(next))}>
      <div className={classes.row} role="radiogroup" aria-label={label}>
        {dates.map((isoDate) => {
          const { weekday, day } = parts(isoDate, i18n.language);
          return (
            <Chip
              key={isoDate}
              value={isoDate}
              type="radio"
              radius="md"
              size="md"
              variant="outline"
              disabled={disabledDates?.has(isoDate) ?? false}
              classNames={{ root: classes.day, label: classes.label }}
            >
              <Stack gap={0} align="center" component="span">
                <Text component="span" size="xs" tt="uppercase">
                  {weekday}
                </Text>
                <Text component="span" fw={600}>
                  {day}
                </Text>
              </Stack>
            </Chip>
          );
        })}
      </div>
    </Chip.Group>
  );
}
