import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDelivery } from '@platter/basket-core/react';
import type { TicketSlot } from '@platter/contract';
import { dateTimeFormat } from '@platter/i18n';
import {
  ChosenMenuProducts,
  MenuCategoryCarousel,
  useAddProduct,
  useMenu,
  useOrderingRouteMeta,
  useRestaurantInfo,
} from '@platter/ordering';
import { DateStrip, RestaurantHero, TicketSlotPicker, usePageData } from '@platter/ui-kit';
import { IconTicket } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChooseSlot } from './use-choose-slot.ts';
import { slotOfTime, useTicketDays } from './use-ticket-days.ts';

/**
 * Ticketing mode (spec §4 "Ticketing"): a date, then a time slot, then the menu. Dates come from
 * the restaurant's ticket times; a day whose slots are all taken is greyed; each slot says how many
 * places are left. Choosing a slot sets the basket's time (its button shows loading meanwhile);
 * only then does the menu show.
 */
export function BookingScreen() {
  const { appearance } = usePageData();
  const info = useRestaurantInfo();
  const { t, i18n } = useTranslation(['ticketing', 'ordering']);
  useOrderingRouteMeta('menu');
  const days = useTicketDays();
  const storedTime = useDelivery((state) => state.deliveryTime);
  const chosenSlot = useMemo(() => slotOfTime(days.data ?? [], storedTime, info.timeZone), [days.data, storedTime, info.timeZone]);
  const [date, setDate] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const { choose, savingId } = useChooseSlot();

  // The basket's slot decides the day shown, until the visitor picks another day.
  useEffect(() => {
    if (chosenSlot && date === null) setDate(chosenSlot.date);
  }, [chosenSlot, date]);

  const bookable = (days.data ?? []).filter((day) => day.slots.length > 0);
  const soldOutDays = new Set(bookable.filter((day) => day.slots.every((slot) => slot.remaining === 0)).map((day) => day.date));
  const day = bookable.find((each) => each.date === date);
  const showMenu = chosenSlot !== null && !changing;

  return (
    <Stack gap="lg">
      <RestaurantHero title={info.name} subtitle={info.meta.foot_note ?? t('ticketing:intro')} imageUrl={appearance.mainImageUrl} />
      {showMenu ? (
        <ChosenSlot slot={chosenSlot.slot} date={chosenSlot.date} language={i18n.language} onChange={() => setChanging(true)} />
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="booking-title">
          <Stack gap="md">
            <Title order={2} size="h3" id="booking-title">
              {t('ticketing:title')}
            </Title>
            {days.isLoading || bookable.length > 0 ? (
              <>
                <Text fw={600} aria-live="polite">
                  {date ? t('ticketing:selectTime') : t('ticketing:selectDate')}
                </Text>
                <DateStrip
                  dates={bookable.map((each) => each.date)}
                  value={date}
                  onChange={setDate}
                  label={t('ticketing:date')}
                  disabledDates={soldOutDays}
                />
                {date ? (
                  <TicketSlotPicker
                    slots={(day?.slots ?? []).map(toView)}
                    value={chosenSlot?.date === date ? chosenSlot.slot.id : null}
                    savingId={savingId}
                    loading={days.isLoading}
                    label={t('ticketing:slots', { date: longDate(date, i18n.language) })}
                    onChange={(slot) => {
                      const picked = day?.slots.find((each) => each.id === slot.id);
                      if (picked && date) void choose(date, picked).then((done) => done && setChanging(false));
                    }}
                  />
                ) : null}
              </>
            ) : (
              <TicketSlotPicker slots={[]} value={null} onChange={() => undefined} label={t('ticketing:date')} />
            )}
          </Stack>
        </Paper>
      )}
      {showMenu ? <TicketMenu /> : null}
    </Stack>
  );
}

function toView(slot: TicketSlot) {
  return { id: slot.id, time: slot.time, endTime: slot.end_time, remaining: slot.remaining };
}

function longDate(isoDate: string, language: string): string {
  return dateTimeFormat(language, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

/** The slot the basket holds, with the way to choose another. */
function ChosenSlot({ slot, date, language, onChange }: { slot: TicketSlot; date: string; language: string; onChange: () => void }) {
  const { t } = useTranslation('ticketing');
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
          <IconTicket size={24} aria-hidden style={{ flex: 'none' }} />
          <div>
            <Text size="sm" c="dimmed">
              {t('yourSlot')}
            </Text>
            <Text fw={700}>
              {longDate(date, language)}, <bdi>{slot.end_time ? `${slot.time} – ${slot.end_time}` : slot.time}</bdi>
            </Text>
          </div>
        </Group>
        <Button variant="light" onClick={onChange} style={{ flex: 'none' }}>
          {t('changeSlot')}
        </Button>
      </Group>
    </Paper>
  );
}

/** The menu, once a slot is set (spec §4: "the menu shows only once a delivery time is set"). */
function TicketMenu() {
  const menu = useMenu();
  const addProduct = useAddProduct();
  return (
    <Stack gap="lg">
      <MenuCategoryCarousel menu={menu} />
      <ChosenMenuProducts menu={menu} onAdd={addProduct} />
    </Stack>
  );
}
