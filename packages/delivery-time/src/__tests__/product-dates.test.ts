import { describe, expect, it } from 'vitest';
import { productDateRule } from '../index.ts';

const now = new Date('2026-11-24T22:30:00Z'); // 23:30 in Berlin, still the 24th
const fridays = [{ weekday_id: 5, start_time: '17:00', end_time: '19:00', start_date: '2026-11-01', end_date: '2026-12-18' }];

describe('productDateRule', () => {
  it('runs from today in the restaurant zone to the delivery horizon without happy hours', () => {
    const rule = productDateRule({ happyHours: [], now, timeZone: 'Europe/Berlin', availableDays: 60 });
    expect(rule.first).toBe('2026-11-24');
    expect(rule.last).toBe('2027-01-23');
    expect(rule.allows('2026-11-24')).toBe(true);
    expect(rule.allows('2026-11-23')).toBe(false);
    expect(rule.allows('2027-01-24')).toBe(false);
  });

  it('judges today by the restaurant, not by UTC', () => {
    expect(productDateRule({ happyHours: [], now, timeZone: 'America/New_York', availableDays: 0 }).first).toBe('2026-11-24');
    expect(productDateRule({ happyHours: [], now, timeZone: 'Asia/Tokyo', availableDays: 0 }).first).toBe('2026-11-25');
  });

  it('allows only happy-hour days and stops at the latest happy-hour end', () => {
    const rule = productDateRule({ happyHours: fridays, now, timeZone: 'Europe/Berlin', availableDays: 60 });
    expect(rule.last).toBe('2026-12-18');
    expect(rule.allows('2026-11-27')).toBe(true);
    expect(rule.allows('2026-11-28')).toBe(false);
    expect(rule.allows('2026-12-25')).toBe(false);
  });

  it('refuses text that is not a date', () => {
    const rule = productDateRule({ happyHours: [], now, timeZone: 'Europe/Berlin', availableDays: 60 });
    for (const text of ['', '2026-11-31', '26-11-25', '2026-11-25T10:00', 'tomorrow']) expect(rule.allows(text)).toBe(false);
  });
});
