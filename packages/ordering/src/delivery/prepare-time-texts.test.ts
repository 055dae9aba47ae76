import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quickTimeLabel } from './default-time.ts';
import { prepareTimeTexts } from './prepare-time-texts.ts';

describe('prepareTimeTexts', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('builds the formats of the time label ahead, so that the first label builds none', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const lists = vi.spyOn(Intl, 'ListFormat');
    prepareTimeTexts('fr', 'Pacific/Auckland');
    vi.runAllTimers();
    expect(lists).toHaveBeenCalledTimes(2);
    const built = dates.mock.calls.length;
    const t = ((key: string, values: { time: string }) => `${key} ${values.time}`) as unknown as TFunction<'ordering'>;
    const now = new Date(Date.UTC(2026, 10, 26, 1));
    expect(quickTimeLabel('2026-11-30 18:30', 'Pacific/Auckland', 'fr', t, now)).toBe('lun. 30/11, 18:30');
    expect(dates.mock.calls.length).toBe(built);
  });

  it('builds the zone, the time label and the delivery ways in three tasks, and stops when cancelled', () => {
    vi.useFakeTimers();
    const lists = vi.spyOn(Intl, 'ListFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    prepareTimeTexts('de', 'America/Lima');
    expect(dates).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    const zone = dates.mock.calls.length;
    expect(zone).toBeGreaterThan(0);
    expect(lists).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(dates.mock.calls.length).toBeGreaterThan(zone);
    expect(lists).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(lists).toHaveBeenCalled();

    const cancel = prepareTimeTexts('fr', 'Asia/Kathmandu');
    cancel();
    const before = dates.mock.calls.length;
    vi.runAllTimers();
    expect(dates.mock.calls.length).toBe(before);
  });
});
