import { Chip, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatDate } from '@platter/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateCalendar, useCalendarFormats } from '../DateCalendar/index.ts';
import classes from './DeliveryTimePicker.module.css';

export interface DeliveryTimePickerProps {
  /** The days that can be chosen, 'YYYY-MM-DD' in the restaurant's zone; others are greyed. */
  dates: string[];
  /** The chosen day and time; `time` null while only a day is chosen. */
  value: { date: string; time: string | null } | null;
  /** The times ('HH:mm', quarter hours) of the chosen day. */
  times: string[];
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
  /** Skeletons instead of the calendar and the times. @default false */
  loading?: boolean;
  /** 'YYYY-MM-DD' of today in the restaurant's zone, to mark it. */
  today: string;
}

/**
 * The delivery or pickup time: a month calendar (weeks from Monday, spec §9) with the days that can
 * be chosen, then the chosen day's quarter hours. Controlled; dates are plain ISO strings.
 */
export function DeliveryTimePicker({ dates, value, times, onDateChange, onTimeChange, loading = false, today }: DeliveryTimePickerProps) {
  const { t, i18n } = useTranslation('delivery');
  const language = i18n.language;
  const formats = useCalendarFormats(language);
  const id = useId();
  const chosenDate = value?.date ?? null;

  if (loading) {
    return (
      <div className={classes.root} aria-busy="true">
        <VisuallyHidden>{t('timePicker.loading')}</VisuallyHidden>
        <div className={classes.layout}>
          <Skeleton height={300} radius="md" />
          <Stack gap="xs">
            <Skeleton height={20} width="50%" radius="sm" />
            <Skeleton height={128} radius="md" />
          </Stack>
        </div>
      </div>
    );
  }

  if (dates.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {t('timePicker.noDates')}
      </Text>
    );
  }

  const chosenText = chosenDate ? `${formats.weekday(chosenDate)}, ${formatDate(chosenDate, language)}` : null;

  return (
    <div className={classes.root}>
      <div className={classes.layout}>
        <DateCalendar dates={dates} value={chosenDate} onChange={onDateChange} today={today} />
        <div>
          {chosenText ? (
            <Text className={classes.chosenDate} id={`${id}-chosen`}>
              {chosenText}
            </Text>
          ) : null}
          {!chosenDate ? (
            <Text c="dimmed" size="sm">
              {t('timePicker.chooseDay')}
            </Text>
          ) : times.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('timePicker.noTimes')}
            </Text>
          ) : (
            <Chip.Group value={value?.time ?? ''} onChange={(time) => onTimeChange(String(time))}>
              <div className={classes.times} role="radiogroup" aria-label={`${t('timePicker.times')}, ${chosenText}`}>
                {times.map((time) => (
                  <Chip
                    key={time}
                    value={time}
                    type="radio"
                    variant="filled"
                    radius="md"
                    size="md"
                    classNames={{ root: classes.chipRoot, label: classes.chipLabel, iconWrapper: classes.chipIcon }}
                  >
                    {time}
                  </Chip>
                ))}
              </div>
            </Chip.Group>
          )}
        </div>
      </div>
    </div>
  );
}
