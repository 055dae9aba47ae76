import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { happyHourAt, happyHourDeliveryDates, isHappyHourDate, productDateMaximum, ticketSlots } from '../index.ts';

const happyHours = [
  { weekday_id: 5, start_time: '17:00', end_time: '19:00', start_date: '2026-01-01', end_date: '2026-12-31', price: 4.5 },
];

describe('happy hours', () => {
  it('apply on their weekday and window, in the restaurant zone', () => {
    const fridayEvening = DateTime.fromISO('2026-11-27T17:30:00', { zone: 'Europe/Berlin' });
    expect(happyHourAt(happyHours, fridayEvening, 'Europe/Berlin')?.price).toBe(4.5);
    expect(happyHourAt(happyHours, fridayEvening.set({ hour: 19 }), 'Europe/Berlin')).toBeNull();
    expect(happyHourAt(happyHours, fridayEvening.plus({ days: 1 }), 'Europe/Berlin')).toBeNull();
    expect(happyHourAt(happyHours, DateTime.fromISO('2027-01-01T17:30:00', { zone: 'Europe/Berlin' }), 'Europe/Berlin')).toBeNull();
  });

  it('run until midnight when the end is not after the start', () => {
    const late = [{ weekday_id: 5, start_time: '22:00', end_time: '00:00', start_date: '2026-01-01', end_date: '2026-12-31' }];
    expect(happyHourAt(late, DateTime.fromISO('2026-11-27T23:45:00', { zone: 'Europe/Berlin' }), 'Europe/Berlin')).not.toBeNull();
    expect(happyHourAt(late, DateTime.fromISO('2026-11-28T00:15:00', { zone: 'Europe/Berlin' }), 'Europe/Berlin')).toBeNull();
  });

  it('cap the product date at the earlier of the last happy hour and the delivery limit', () => {
    expect(productDateMaximum(happyHours, '2027-02-01')).toBe('2026-12-31');
    expect(productDateMaximum(happyHours, '2026-11-30')).toBe('2026-11-30');
    expect(productDateMaximum([], '2026-11-30')).toBe('2026-11-30');
  });

  it('grey out days outside their weekdays and ranges', () => {
    expect(isHappyHourDate(happyHours, '2026-11-27')).toBe(true);
    expect(isHappyHourDate(happyHours, '2026-11-28')).toBe(false);
  });
});

describe('happyHourDeliveryDates', () => {
  // Monday 2026-11-23 to Sunday 2026-12-06, as a delivery type with 13 days ahead offers them.
  const dates = Array.from({ length: 14 }, (_, day) => DateTime.fromISO('2026-11-23').plus({ days: day }).toISODate() as string);
  const friday = { weekday_id: 5, start_time: '17:00', end_time: '19:00' };

  it('keeps the days on a happy-hour weekday inside its date range', () => {
    const hours = [
      { ...friday, start_date: '2026-11-01', end_date: '2026-12-31' },
      { weekday_id: 2, start_time: '12:00', end_time: '14:00', start_date: '2026-12-01', end_date: '2026-12-31' },
    ];
    // Fridays 27.11. and 04.12.; Tuesday 24.11. is before the Tuesday range starts, 01.12. inside it.
    expect(happyHourDeliveryDates(dates, hours, '2026-11-23')).toEqual(['2026-11-27', '2026-12-01', '2026-12-04']);
  });

  it('stops at the product date maximum, the latest happy-hour end', () => {
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday_id) => ({
      ...friday,
      weekday_id,
      start_date: '2026-11-01',
      end_date: '2026-11-26',
    }));
    expect(happyHourDeliveryDates(dates, everyDay, '2026-11-23')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
  });

  it('leaves the dates alone when no happy hour is left to order ahead for', () => {
    expect(happyHourDeliveryDates(dates, [], '2026-11-23')).toEqual(dates);
    const ended = [{ ...friday, start_date: '2026-01-01', end_date: '2026-11-20' }];
    expect(happyHourDeliveryDates(dates, ended, '2026-11-23')).toEqual(dates);
  });

  it('offers no day when the happy hours fall outside the delivery dates', () => {
    const later = [{ ...friday, start_date: '2027-01-01', end_date: '2027-01-31' }];
    expect(happyHourDeliveryDates(dates, later, '2026-11-23')).toEqual([]);
  });
});

describe('ticketSlots', () => {
  const times = [
    { id: 1, start_date: '2026-01-01', end_date: '2027-12-31', weekday: 1, time: '14:00', duration: '01:30', capacity: 20 },
    { id: 2, start_date: '2026-01-01', end_date: '2027-12-31', weekday: 1, time: '10:00', duration: '01:30', capacity: null },
    { id: 3, start_date: '2026-01-01', end_date: '2027-12-31', weekday: 1, time: '16:00', duration: '01:30', capacity: 0 },
    { id: 4, start_date: '2026-01-01', end_date: '2027-12-31', weekday: 2, time: '10:00', duration: '01:30', capacity: 5 },
  ];
  const sundayNight = new Date('2026-11-22T20:00:00Z');

  it('lists the slots of the date in time order with what is left', () => {
    const slots = ticketSlots(times, '2026-11-23', 'Europe/Berlin', sundayNight, new Map([[1, 18]]));
    expect(slots.map((slot) => [slot.time, slot.remaining, slot.available])).toEqual([
      ['10:00', null, true],
      ['14:00', 2, true],
      ['16:00', 0, false],
    ]);
    expect(slots[0]?.starts_at).toBe('2026-11-23T10:00:00.000+01:00');
  });

  it('does not offer slots that have started', () => {
    const mondayNoon = new Date('2026-11-23T11:00:00Z');
    expect(ticketSlots(times, '2026-11-23', 'Europe/Berlin', mondayNoon).map((slot) => slot.time)).toEqual(['14:00', '16:00']);
  });
});
