import { describe, expect, it } from 'vitest';
import { addDays, addMonths, mondayFirstWeekday, monthNumber, monthOf, monthWeeks } from './calendar.ts';

describe('calendar', () => {
  it('starts weeks on Monday', () => {
    expect(mondayFirstWeekday('2026-11-23')).toBe(0);
    expect(mondayFirstWeekday('2026-11-29')).toBe(6);
    const weeks = monthWeeks({ year: 2026, month: 11 });
    // 1 November 2026 is a Sunday: six empty cells before it.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
  });

  it('handles leap years and year ends', () => {
    expect(monthWeeks({ year: 2028, month: 2 }).flat().filter(Boolean)).toHaveLength(29);
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(monthNumber(monthOf('2027-01-05')) - monthNumber(monthOf('2026-12-31'))).toBe(1);
  });
});
