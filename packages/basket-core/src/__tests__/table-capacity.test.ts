import { describe, expect, it } from 'vitest';
import { needsTableCapacity, rememberTableCapacity, shouldAskTableCapacity, tableCapacityKey, tableCapacityOf } from '../index.ts';
import { basket, createMemoryStorage } from './fixtures.ts';

const today = '2026-11-22';
const atTable = basket({ id: 'b1', table: 'T4', table_id: 4 });
const capacity = (adults: number, children: number) => JSON.stringify({ table_capacity: { adults, children } });

describe('table capacity', () => {
  it('uses the key basket-{id}-table-capacity-set-date', () => {
    expect(tableCapacityKey('b1')).toBe('basket-b1-table-capacity-set-date');
  });

  it('is never asked without a table', () => {
    expect(needsTableCapacity(basket(), null, today)).toBe(false);
  });

  it('is asked at a table when the basket has no extra info', () => {
    expect(needsTableCapacity(atTable, today, today)).toBe(true);
    expect(needsTableCapacity({ ...atTable, extra_info: '{}' }, today, today)).toBe(true);
    expect(needsTableCapacity({ ...atTable, extra_info: 'not json' }, today, today)).toBe(true);
  });

  it('is asked when adults plus children is under 1', () => {
    expect(needsTableCapacity({ ...atTable, extra_info: capacity(0, 0) }, today, today)).toBe(true);
    expect(needsTableCapacity({ ...atTable, extra_info: capacity(0, 1) }, today, today)).toBe(false);
  });

  it('is asked when it was not given today', () => {
    expect(needsTableCapacity({ ...atTable, extra_info: capacity(2, 0) }, '2026-11-21', today)).toBe(true);
    expect(needsTableCapacity({ ...atTable, extra_info: capacity(2, 0) }, null, today)).toBe(true);
  });

  it('counts a table named without an id', () => {
    expect(needsTableCapacity({ ...basket(), table: 'Terrace' }, null, today)).toBe(true);
  });

  it('remembers the day it was given, in the device calendar', () => {
    const storage = createMemoryStorage();
    const now = new Date(2026, 10, 22, 12, 0);
    const answered = { ...atTable, extra_info: capacity(2, 1) };
    expect(shouldAskTableCapacity(answered, storage, now)).toBe(true);
    rememberTableCapacity(storage, 'b1', now);
    expect(storage.getItem('basket-b1-table-capacity-set-date')).toBe('2026-11-22');
    expect(shouldAskTableCapacity(answered, storage, now)).toBe(false);
    expect(shouldAskTableCapacity(answered, storage, new Date(2026, 10, 23, 0, 1))).toBe(true);
    expect(tableCapacityOf(answered)).toEqual({ adults: 2, children: 1 });
  });
});
