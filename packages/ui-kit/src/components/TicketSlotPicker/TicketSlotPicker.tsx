import { Alert, Loader, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './TicketSlotPicker.module.css';

/** A ticket slot of the chosen day as the visitor sees it. */
export interface TicketSlotView {
  id: number;
  /** `HH:mm`, the slot's start. */
  time: string;
  /** `HH:mm`, its end, when the slot has a duration. */
  endTime?: string | null;
  /** Places left; null when the slot has no limit. */
  remaining: number | null;
}

export interface TicketSlotPickerProps {
  /** The day's slots in time order; none shows the spec's "no available booking times". */
  slots: readonly TicketSlotView[];
  /** The chosen slot's id, or null. */
  value: number | null;
  onChange: (slot: TicketSlotView) => void;
  /** The slot whose choice is being saved (spinner on its button, the others wait). @default null */
  savingId?: number | null;
  /** Skeletons while the day's slots load. @default false */
  loading?: boolean;
  /** Names the group for screen readers. */
  label: string;
}

/** Few places left are called out, so a visitor knows to hurry. */
export const FEW_PLACES = 5;

/**
 * The time slots of a day (spec §4 "Ticketing"): each with its time and the places left; a full
 * slot is shown sold out and cannot be chosen (spec §9: available when the capacity is null or
 * above 0). Choosing one reports it; the chosen slot's button shows loading while it is saved.
 */
export function TicketSlotPicker({ slots, value, onChange, savingId = null, loading = false, label }: TicketSlotPickerProps) {
  const { t } = useTranslation('ticketing');
  if (loading) {
    return (
      <fieldset className={classes.grid} aria-busy="true" aria-label={label}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={72} radius="md" />
        ))}
      </fieldset>
    );
  }
  if (slots.length === 0) {
    return (
      <Alert variant="light" color="gray" icon={<IconClock size={18} aria-hidden />}>
        {t('noSlots')}
      </Alert>
    );
  }
  return (
    <fieldset className={classes.grid} aria-label={label}>
      {slots.map((slot) => {
        const soldOut = slot.remaining !== null && slot.remaining <= 0;
        const chosen = slot.id === value;
        const saving = savingId === slot.id;
        const places = slot.remaining === null ? null : soldOut ? t('soldOut') : t('placesLeft', { count: slot.remaining });
        return (
          <UnstyledButton
            key={slot.id}
            className={classes.slot}
            data-chosen={chosen || undefined}
            data-few={(!soldOut && slot.remaining !== null && slot.remaining <= FEW_PLACES) || undefined}
            disabled={soldOut || (savingId !== null && !saving)}
            aria-pressed={chosen}
            aria-busy={saving || undefined}
            onClick={() => onChange(slot)}
          >
            <span className={classes.time}>
              <bdi>{slot.endTime ? `${slot.time} – ${slot.endTime}` : slot.time}</bdi>
              {saving ? <Loader size={16} aria-label={t('saving')} /> : null}
            </span>
            {places ? (
              <Text component="span" size="sm" className={classes.places}>
                {places}
              </Text>
            ) : null}
          </UnstyledButton>
        );
      })}
    </fieldset>
  );
}
