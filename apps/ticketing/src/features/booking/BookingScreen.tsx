import { Alert, Stack, Text, Title } from '@mantine/core';
import { upcomingDates } from '@platter/delivery-time';
import { DateStrip, useDocumentTitle, usePageData } from '@platter/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How far ahead visitors may book; ticket times from the API narrow it further. */
export const BOOKING_HORIZON_DAYS = 14;

export interface BookingScreenProps {
  /** The current instant; injected so tests and stories are stable. @default new Date() */
  now?: Date;
}

/**
 * Ticketing mode, step one and two (spec §4 "Ticketing"): a date, then a time slot; the menu
 * follows once a time is set. Time slots come from the restaurant's ticket times.
 */
export function BookingScreen({ now }: BookingScreenProps) {
  const { restaurant } = usePageData();
  const { t } = useTranslation(['ticketing', 'common']);
  useDocumentTitle(restaurant.name, t('common:routes.tickets'));
  const [date, setDate] = useState<string | null>(null);
  const dates = useMemo(
    () => upcomingDates({ now: now ?? new Date(), timeZone: restaurant.timeZone, days: BOOKING_HORIZON_DAYS }),
    [now, restaurant.timeZone],
  );
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{restaurant.name}</Title>
      <Text fw={600} aria-live="polite">
        {date ? t('ticketing:selectTime') : t('ticketing:selectDate')}
      </Text>
      <DateStrip dates={dates} value={date} onChange={setDate} label={t('ticketing:date')} />
      {date ? (
        <Alert variant="light" color="gray">
          {t('ticketing:noSlots')}
        </Alert>
      ) : null}
    </Stack>
  );
}
