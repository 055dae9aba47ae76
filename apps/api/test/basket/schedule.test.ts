import { describe, expect, it } from 'vitest';
import type { RestaurantRow } from '../../src/db/schema.ts';
import { createSchedules } from '../../src/modules/basket/schedule.ts';

const restaurant = { id: 1, time_zone: 'Europe/Berlin', settings: '{}' } as unknown as RestaurantRow;

function countingStore() {
  const reads = { openingTimes: 0, closeTimes: 0 };
  const store = {
    async openingTimes() {
      reads.openingTimes += 1;
      return [
        { kind: 'available' as const, weekday: 1, open_at: '10:00', close_at: '22:00' },
        { kind: 'takeaway' as const, weekday: 1, open_at: '11:00', close_at: '14:00' },
      ];
    },
    async closeTimes(_restaurantId: number, nowIso: string) {
      reads.closeTimes += 1;
      return [{ starts_at: '2026-11-27T10:00:00.000Z', ends_at: '2026-11-27T12:00:00.000Z' }].filter((period) => period.ends_at > nowIso);
    },
  };
  return { store, reads };
}

describe('the restaurant schedules (issue 18)', () => {
  it('reads a restaurant’s opening and close times once while they are kept, and again once forgotten', async () => {
    const { store, reads } = countingStore();
    const schedules = createSchedules(store, { ttlMs: 60_000 });
    const now = new Date('2026-11-27T09:00:00Z');
    const delivery = await schedules.scheduleFor(restaurant, 'delivery', now);
    const pickup = await schedules.scheduleFor(restaurant, 'pickup', now);
    expect(reads).toEqual({ openingTimes: 1, closeTimes: 1 });
    expect(delivery.windows.map((window) => window.open_at)).toEqual(['10:00']);
    expect(pickup.windows.map((window) => window.open_at)).toEqual(['11:00']);
    // No "here" times: the general ones govern.
    expect((await schedules.scheduleFor(restaurant, 'here', now)).windows.map((window) => window.open_at)).toEqual(['10:00']);
    schedules.forget(restaurant.id);
    await schedules.scheduleFor(restaurant, 'delivery', now);
    expect(reads).toEqual({ openingTimes: 2, closeTimes: 2 });
  });

  it('leaves out a kept closure once it has ended', async () => {
    const { store } = countingStore();
    const schedules = createSchedules(store, { ttlMs: 60_000 });
    expect((await schedules.scheduleFor(restaurant, 'delivery', new Date('2026-11-27T11:59:00Z'))).closedPeriods).toHaveLength(1);
    expect((await schedules.scheduleFor(restaurant, 'delivery', new Date('2026-11-27T12:00:00Z'))).closedPeriods).toEqual([]);
  });

  it('reads them for every call when nothing is kept', async () => {
    const { store, reads } = countingStore();
    const schedules = createSchedules(store, { ttlMs: 0 });
    const now = new Date('2026-11-27T09:00:00Z');
    await schedules.scheduleFor(restaurant, 'delivery', now);
    await schedules.scheduleFor(restaurant, 'delivery', now);
    expect(reads).toEqual({ openingTimes: 2, closeTimes: 2 });
  });
});
