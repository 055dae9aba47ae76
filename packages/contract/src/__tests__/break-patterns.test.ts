import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type BreakPattern,
  breakPatternIdRequestSchema,
  createBreakPatternRequestSchema,
  type UpdateBreakPatternRequest,
  updateBreakPatternRequestSchema,
} from '../index.ts';

const VALID = {
  restaurantId: 1,
  name: '  Lunch break ',
  start_time: '12:00',
  products: [3, '4'],
  weekdays: [1, '5'],
  start_date: '2026-11-01',
  end_date: '2026-11-30',
};

/** The field map a parse fails with: path -> messages. */
function problems(result: { success: boolean; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }) {
  const map: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    map[field] = [...(map[field] ?? []), issue.message];
  }
  return map;
}

describe('break pattern requests', () => {
  it('reads a pattern: the name trimmed, ids and weekdays as numbers', () => {
    expect(createBreakPatternRequestSchema.parse(VALID)).toEqual({ ...VALID, name: 'Lunch break', products: [3, 4], weekdays: [1, 5] });
    expect(updateBreakPatternRequestSchema.parse({ ...VALID, breakPatternId: '7' }).breakPatternId).toBe(7);
  });

  it('wants at least one product and one weekday, as lists', () => {
    expect(problems(createBreakPatternRequestSchema.safeParse({ ...VALID, products: [], weekdays: [] }))).toEqual({
      products: ['required'],
      weekdays: ['required'],
    });
    expect(problems(createBreakPatternRequestSchema.safeParse({ ...VALID, products: 3, weekdays: '1' }))).toEqual({
      products: ['must_be_array'],
      weekdays: ['must_be_array'],
    });
  });

  it('takes weekdays 1 to 7, each once', () => {
    expect(problems(createBreakPatternRequestSchema.safeParse({ ...VALID, weekdays: [0, 8] }))).toEqual({
      'weekdays.0': ['weekday_invalid'],
      'weekdays.1': ['weekday_invalid'],
    });
    expect(problems(createBreakPatternRequestSchema.safeParse({ ...VALID, weekdays: [3, 3] }))).toEqual({
      weekdays: ['weekday_duplicated'],
    });
  });

  it('refuses an end before the start, but only once both dates are valid', () => {
    expect(problems(createBreakPatternRequestSchema.safeParse({ ...VALID, end_date: '2026-10-31' }))).toEqual({
      end_date: ['end_date_before_start_date'],
    });
    expect(problems(createBreakPatternRequestSchema.safeParse({ ...VALID, start_date: '2026-13-01', end_date: '2026-10-31' }))).toEqual({
      start_date: ['date_format_invalid'],
    });
    // Another field's problem does not hide it.
    expect(problems(createBreakPatternRequestSchema.safeParse({ ...VALID, name: '', end_date: '2026-10-31' }))).toEqual({
      name: ['required'],
      end_date: ['end_date_before_start_date'],
    });
  });

  it('reads a missing body as empty, naming each field', () => {
    expect(Object.keys(problems(breakPatternIdRequestSchema.safeParse(undefined))).sort()).toEqual(['breakPatternId', 'restaurantId']);
  });

  it('types the pattern and the update from the schemas', () => {
    expectTypeOf<BreakPattern['products']>().toEqualTypeOf<number[]>();
    expectTypeOf<BreakPattern['stopped_at']>().toEqualTypeOf<string | null>();
    expectTypeOf<UpdateBreakPatternRequest['breakPatternId']>().toEqualTypeOf<number>();
  });
});
