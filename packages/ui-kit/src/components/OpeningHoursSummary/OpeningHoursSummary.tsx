import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { Fragment, memo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './OpeningHoursSummary.module.css';

/** Slots of today the summary shows at most (spec §9). */
export const OPENING_SLOTS_SHOWN = 2;

export interface OpeningHoursSummaryProps {
  /** Today's opening slots, times as the restaurant gives them ("11:30"). Only the first 2 are shown. */
  slots: Array<{ open: string; close: string }>;
  /** The restaurant is closed right now: adds the "We are closed at the moment" badge. */
  closedNow: boolean;
  /** Adds an "Opening hours" text button, usually opening the full week. */
  onShowAll?: () => void;
}

/** Where the slots go in the translated sentence ("Open today {{hours}}"), whatever its word order. */
const SLOTS_MARK = '\u0000';

/**
 * Today's opening hours in one line for the menu header: "Open today 11:30–14:30, 17:30–22:00".
 * Each slot is an element of its own that does not wrap: a phone's line breaks between slots,
 * never after a slot's dash ("17:00–" / "22:00" on a 360 px phone in French).
 */
export const OpeningHoursSummary = memo(function OpeningHoursSummary({ slots, closedNow, onShowAll }: OpeningHoursSummaryProps) {
  const { t } = useTranslation('menu');
  const shown = slots.slice(0, OPENING_SLOTS_SHOWN);
  const [before = '', after = ''] = t('hours.openToday', { hours: SLOTS_MARK }).split(SLOTS_MARK);
  return (
    <Group gap="xs" wrap="wrap" className={classes.root}>
      <Group gap={6} wrap="nowrap">
        <IconClock size={18} aria-hidden className={classes.icon} />
        <Text size="sm" fw={500} className={classes.times}>
          {shown.length > 0 ? (
            <>
              {before}
              {shown.map((slot, index) => (
                <Fragment key={`${slot.open}-${slot.close}`}>
                  {index > 0 ? t('hours.slotSeparator') : null}
                  <span className={classes.slot}>{`${slot.open}–${slot.close}`}</span>
                </Fragment>
              ))}
              {after}
            </>
          ) : (
            t('hours.closedToday')
          )}
        </Text>
      </Group>
      {closedNow ? (
        <Badge color="red" variant="light" radius="sm" size="lg" className={classes.badge}>
          {t('closedNow')}
        </Badge>
      ) : null}
      {onShowAll ? (
        <Anchor component="button" type="button" size="sm" fw={600} onClick={onShowAll} className={classes.more}>
          {t('openingHours')}
        </Anchor>
      ) : null}
    </Group>
  );
});
