import type { TFunction } from 'i18next';
import { DateTime, Settings } from 'luxon';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_RESTAURANT } from '../testing/fake-api.ts';
import { earliestTimeOf, quickTimeForType, quickTimeLabel, readWallClock } from './default-time.ts';
import { luxonTimeLabel, timeForType } from './delivery.ts';

const t = ((key: string, options: { time: string }) => `${key} ${options.time}`) as unknown as TFunction<'ordering'>;
const ZONES = ['Europe/Berlin', 'Europe/Zurich', 'Asia/Kolkata', 'America/New_York', 'Australia/Lord_Howe', 'UTC'];
const LANGUAGES = ['de', 'en', 'fr', 'ar', 'ar-EG', 'fa'];

// Through the DST changes of 2026 (Europe 29 March and 25 October, New York 8 March and 1 November,
// Lord Howe 5 April and 4 October) and a day without one, in steps that miss no quarter hour pattern.
function* moments(): Generator<number> {
  for (const day of ['2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01', '2026-11-24']) {
    const start = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
    for (let instant = start; instant < start + 3 * 86_400_000; instant += 113 * 60_000) yield instant;
  }
}

/**
 * Each zone at each of those moments, with a `now` before it (luxon's clock set to it) and the
 * moment as the guest's wall-clock choice in the zone (`2026-03-29 02:30`).
 */
function* zonedMoments(): Generator<{ timeZone: string; instant: number; now: Date; wallClock: string }> {
  for (const timeZone of ZONES) {
    for (const instant of moments()) {
      const now = new Date(instant - ((instant / 60_000) % 4_000) * 60_000);
      Settings.now = () => now.getTime();
      yield { timeZone, instant, now, wallClock: DateTime.fromMillis(instant, { zone: timeZone }).toFormat('yyyy-LL-dd HH:mm') };
    }
  }
}

const realNow = Settings.now;
afterAll(() => {
  Settings.now = realNow;
});

describe('quickTimeLabel: the label of a delivery time without luxon', () => {
  it('says what the luxon label says, for instants and wall-clock choices around DST changes', () => {
    let compared = 0;
    for (const { timeZone, instant, now, wallClock } of zonedMoments()) {
      const values = [new Date(instant).toISOString(), new Date(instant).toISOString().replace('.000Z', 'Z'), wallClock];
      for (const value of values) {
        const language = LANGUAGES[compared % LANGUAGES.length] ?? 'de';
        expect(quickTimeLabel(value, timeZone, language, t, now), `${value} ${timeZone} ${language}`).toBe(
          luxonTimeLabel(value, timeZone, language, t, now),
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(2_000);
  }, 60_000);

  it('leaves to luxon what it does not read, and luxon labels it as before', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    for (const value of ['2026-11-24T18:30:00+01:00', '2026-11-24T18:30:00.5-05:00']) {
      expect(quickTimeLabel(value, 'Europe/Berlin', 'de', t, now)).toBe(luxonTimeLabel(value, 'Europe/Berlin', 'de', t, now));
    }
    for (const value of ['2026-W48-2T18:30', '2026-02-30 18:30', 'soon', '2026-11-24 24:00']) {
      expect(quickTimeLabel(value, 'Europe/Berlin', 'de', t, now)).toBeNull();
    }
    expect(quickTimeLabel('2026-11-24T18:30:00Z', 'Mars/Olympus_Mons', 'de', t, now)).toBeNull();
    expect(luxonTimeLabel('2026-11-24T18:30:00Z', 'Mars/Olympus_Mons', 'de', t, now)).toBe('2026-11-24T18:30:00Z');
  });
});

describe('readWallClock: the date and time of day of a delivery time without luxon', () => {
  it('reads what luxon reads, for instants and wall-clock choices around DST changes', () => {
    let compared = 0;
    for (const { timeZone, instant, now, wallClock } of zonedMoments()) {
      for (const value of [new Date(instant).toISOString(), wallClock, `${wallClock.replace(' ', 'T')}:00+05:30`]) {
        const moment = DateTime.fromISO(value.replace(' ', 'T'), { zone: timeZone }).setZone(timeZone);
        expect(readWallClock(value, timeZone, now), `${value} ${timeZone}`).toEqual({
          date: moment.toISODate(),
          time: moment.toFormat('HH:mm'),
        });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(1_000);
  });

  it('leaves to luxon the ISO shapes it does not read, and says null for an unknown zone', () => {
    for (const value of ['2026-W48-2T18:30', '2026-02-30 18:30', 'soon']) expect(readWallClock(value, 'Europe/Berlin')).toBeUndefined();
    expect(readWallClock('2026-11-24T18:30:00Z', 'Mars/Olympus_Mons')).toBeNull();
  });
});

describe('earliestTimeOf', () => {
  it('gives the first quarter hour after the lead minutes, the same answer from the cache', () => {
    // Tuesday 24 November 2026, 11:00 in Berlin: the demo opens 11:00-22:00, delivery 30 minutes ahead.
    const now = new Date('2026-11-24T10:00:00Z');
    expect(earliestTimeOf(DEMO_RESTAURANT, 'delivery', now)).toBe('2026-11-24T10:30:00.000Z');
    expect(earliestTimeOf(DEMO_RESTAURANT, 'delivery', new Date(now))).toBe('2026-11-24T10:30:00.000Z');
    expect(earliestTimeOf({ ...DEMO_RESTAURANT, restaurantAvailableTimes: [] }, 'delivery', now)).toBeNull();
  });
});

describe('quickTimeForType: the time a switch of the delivery type keeps, without luxon', () => {
  it('keeps or replaces the chosen time as timeForType does', () => {
    let compared = 0;
    for (const timeZone of ['Europe/Berlin', 'America/New_York']) {
      // Open late (past midnight) so the DST hours are offered; a closed period on the second day.
      const info = {
        ...DEMO_RESTAURANT,
        timeZone,
        restaurantAvailableTimes: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open_at: '17:00', close_at: '03:00' })),
        restaurantTakeawayTimes: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open_at: '11:00', close_at: '14:30' })),
        restaurant_close_times: [{ id: 1, starts_at: '2026-10-26T10:00:00Z', ends_at: '2026-10-26T20:00:00Z', reason: null }],
      };
      for (let instant = Date.parse('2026-10-23T00:00:00Z'); instant < Date.parse('2026-11-03T00:00:00Z'); instant += 173 * 60_000) {
        const now = new Date(instant);
        Settings.now = () => now.getTime();
        const later = DateTime.fromMillis(instant + 7 * 3_600_000, { zone: timeZone });
        for (const current of [
          null,
          later.toUTC().toISO(),
          later.toFormat('yyyy-LL-dd HH:mm'),
          later.startOf('hour').toFormat('yyyy-LL-dd HH:mm'),
        ]) {
          for (const type of ['delivery', 'pickup'] as const) {
            expect(quickTimeForType(info, type, current, now), `${timeZone} ${now.toISOString()} ${current} ${type}`).toBe(
              timeForType(info, type, current, now),
            );
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1_000);
    expect(quickTimeForType(DEMO_RESTAURANT, 'pickup', '2026-W48-2T18:30', new Date())).toBeUndefined();
  }, 60_000);
});
