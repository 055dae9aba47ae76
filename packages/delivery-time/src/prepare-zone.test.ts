import { afterEach, describe, expect, it, vi } from 'vitest';
import { weekdayIn } from './opening-hours.ts';
import { prepareZone } from './prepare-zone.ts';
import { offsetAt } from './zone-offsets.ts';

describe('prepareZone', () => {
  afterEach(() => vi.restoreAllMocks());

  it("builds a zone's formats once, so that the menu's later questions build none", () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const now = new Date(Date.UTC(2026, 10, 26, 12));
    prepareZone('America/Santiago', now);
    const afterPreparing = built.mock.calls.length;
    expect(afterPreparing).toBeGreaterThan(0);
    expect(weekdayIn(now, 'America/Santiago')).toBe(4);
    expect(weekdayIn(new Date(Date.UTC(2026, 10, 27, 12)), 'America/Santiago')).toBe(5);
    expect(offsetAt('America/Santiago', now.getTime())).toBe(-180);
    expect(built.mock.calls.length).toBe(afterPreparing);
  });

  it('leaves a zone Intl does not know to its first use', () => {
    expect(() => prepareZone('Not/AZone')).not.toThrow();
    expect(() => weekdayIn(new Date(), 'Not/AZone')).toThrow(RangeError);
  });
});
