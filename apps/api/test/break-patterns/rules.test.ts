import { describe, expect, it } from 'vitest';
import { isPatternActiveAt, nameKeyOf, type PatternSchedule, pausedProductIds } from '../../src/modules/break-patterns/rules.ts';
import { wallClockAt } from '../../src/time/wall-clock.ts';

const PATTERN: PatternSchedule = {
  start_time: '14:30',
  weekdays: [1, 3],
  start_date: '2026-11-02',
  end_date: '2026-11-30',
  stopped_at: null,
};

/** 2026-11-23 is a Monday (weekday 1), 2026-11-24 a Tuesday. */
const at = (date: string, time: string, weekday: number) => ({ date, time, weekday });

describe('isPatternActiveAt', () => {
  it('is active on its weekdays inside its dates from its start time to the end of the day', () => {
    expect(isPatternActiveAt(PATTERN, at('2026-11-23', '14:30', 1))).toBe(true);
    expect(isPatternActiveAt(PATTERN, at('2026-11-23', '23:59', 1))).toBe(true);
    expect(isPatternActiveAt(PATTERN, at('2026-11-25', '18:00', 3))).toBe(true);
  });

  it('is not active before its start time', () => {
    expect(isPatternActiveAt(PATTERN, at('2026-11-23', '14:29', 1))).toBe(false);
    expect(isPatternActiveAt(PATTERN, at('2026-11-23', '00:00', 1))).toBe(false);
  });

  it('is not active on another weekday', () => {
    expect(isPatternActiveAt(PATTERN, at('2026-11-24', '18:00', 2))).toBe(false);
  });

  it('takes both ends of its dates, and nothing outside them', () => {
    expect(isPatternActiveAt(PATTERN, at('2026-11-02', '15:00', 1))).toBe(true);
    expect(isPatternActiveAt(PATTERN, at('2026-11-30', '15:00', 1))).toBe(true);
    expect(isPatternActiveAt(PATTERN, at('2026-10-26', '15:00', 1))).toBe(false);
    expect(isPatternActiveAt(PATTERN, at('2026-12-07', '15:00', 1))).toBe(false);
  });

  it('is never active once stopped', () => {
    const stopped = { ...PATTERN, stopped_at: '2026-11-20T10:00:00.000Z' };
    expect(isPatternActiveAt(stopped, at('2026-11-23', '18:00', 1))).toBe(false);
  });

  it('pauses the whole day with a start of 00:00', () => {
    const allDay = { ...PATTERN, start_time: '00:00' };
    expect(isPatternActiveAt(allDay, at('2026-11-23', '00:00', 1))).toBe(true);
  });

  it("is judged on the restaurant's wall clock: 23:30 UTC on a Monday is Tuesday in Berlin", () => {
    const tuesdays = { ...PATTERN, weekdays: [2], start_time: '00:00' };
    const instant = new Date('2026-11-23T23:30:00.000Z');
    expect(isPatternActiveAt(tuesdays, wallClockAt(instant, 'Europe/Berlin'))).toBe(true);
    expect(isPatternActiveAt(tuesdays, wallClockAt(instant, 'UTC'))).toBe(false);
  });
});

describe('pausedProductIds', () => {
  it('gathers the products of the active patterns only', () => {
    const paused = pausedProductIds(
      [
        { ...PATTERN, products: [1, 2] },
        { ...PATTERN, products: [2, 3], start_time: '20:00' },
        { ...PATTERN, products: [4], weekdays: [1] },
        { ...PATTERN, products: [5], stopped_at: '2026-11-01T00:00:00.000Z' },
      ],
      at('2026-11-23', '15:00', 1),
    );
    expect([...paused].sort()).toEqual([1, 2, 4]);
  });
});

describe('nameKeyOf', () => {
  it('folds case in every script and ignores surrounding spaces', () => {
    expect(nameKeyOf('  Äpfel Pause ')).toBe(nameKeyOf('äPFEL pause'));
    expect(nameKeyOf('ÉTÉ')).toBe('été');
    expect(nameKeyOf('Lunch')).not.toBe(nameKeyOf('Lunch 2'));
  });
});
