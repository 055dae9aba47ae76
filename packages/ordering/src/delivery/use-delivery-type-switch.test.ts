import { describe, expect, it } from 'vitest';
import { DEMO_RESTAURANT } from '../testing/fake-api.ts';
import { timeForType } from './delivery.ts';

// Tuesday 24 November 2026, 11:00 in Berlin: the demo opens 11:00-22:00, pickup 15 minutes ahead.
const NOW = new Date('2026-11-24T10:00:00Z');

describe('timeForType: the time a one-tap switch of the delivery type writes', () => {
  it('keeps the chosen time where the new type allows it', () => {
    expect(timeForType(DEMO_RESTAURANT, 'pickup', '2026-11-24T17:00:00Z', NOW)).toBe('2026-11-24 18:00');
  });

  it("takes the type's earliest time where the chosen one is too soon for it, or none is chosen", () => {
    const earliest = timeForType(DEMO_RESTAURANT, 'pickup', null, NOW);
    expect(earliest).toMatch(/^2026-11-24 11:(15|30)$/);
    // 11:05 is within pickup's 15 minutes ahead.
    expect(timeForType(DEMO_RESTAURANT, 'pickup', '2026-11-24T10:05:00Z', NOW)).toBe(earliest);
  });
});
