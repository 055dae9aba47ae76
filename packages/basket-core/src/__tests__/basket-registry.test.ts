import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BASKET_REGISTRY_KEY, createBasketRegistry, parseBasketRegistry } from '../index.ts';
import { createMemoryStorage } from './fixtures.ts';

describe('basket registry', () => {
  it('stores [{ restaurantId, basketId }] under the key basket', () => {
    const storage = createMemoryStorage();
    const registry = createBasketRegistry(storage);
    registry.remember(1, 'a');
    registry.remember(2, 'b');
    expect(BASKET_REGISTRY_KEY).toBe('basket');
    expect(JSON.parse(storage.getItem('basket') ?? '')).toEqual([
      { restaurantId: 1, basketId: 'a' },
      { restaurantId: 2, basketId: 'b' },
    ]);
    expect(registry.basketIdFor(2)).toBe('b');
    expect(registry.basketIdFor(3)).toBeNull();
  });

  it('keeps one basket per restaurant', () => {
    const registry = createBasketRegistry(createMemoryStorage());
    registry.remember(1, 'a');
    registry.remember(1, 'c');
    expect(registry.list()).toEqual([{ restaurantId: 1, basketId: 'c' }]);
  });

  it('forgets one restaurant, or clears the whole list', () => {
    const storage = createMemoryStorage();
    const registry = createBasketRegistry(storage);
    registry.remember(1, 'a');
    registry.remember(2, 'b');
    registry.forget(1);
    expect(registry.list()).toEqual([{ restaurantId: 2, basketId: 'b' }]);
    registry.clear();
    expect(storage.getItem('basket')).toBeNull();
  });

  it('reads what older clients stored, and drops what it cannot read', () => {
    expect(parseBasketRegistry('[{"restaurantId":"4","basketId":"x"},{"restaurantId":1},42]')).toEqual([
      { restaurantId: 4, basketId: 'x' },
    ]);
    expect(parseBasketRegistry('not json')).toEqual([]);
    expect(parseBasketRegistry('{"restaurantId":1}')).toEqual([]);
    expect(parseBasketRegistry(null)).toEqual([]);
  });

  it('reads each entry exactly as the zod schema it replaced (coerced positive whole id, non-empty basket id)', () => {
    const zodRecord = z.object({ restaurantId: z.coerce.number().int().positive(), basketId: z.string().min(1) });
    const ids: unknown[] = [
      1,
      4,
      '4',
      ' 7 ',
      '0x10',
      '1e3',
      '',
      '  ',
      0,
      -1,
      1.5,
      '2.0',
      true,
      false,
      null,
      [],
      [5],
      {},
      2 ** 53,
      2 ** 53 - 1,
      'abc',
      Number.NaN,
    ];
    const basketIds: unknown[] = ['x', '', ' ', 7, null, undefined, ['x'], { id: 'x' }];
    const entries: unknown[] = [42, 'text', null, [], [{ restaurantId: 1, basketId: 'x' }]];
    for (const restaurantId of ids)
      for (const basketId of basketIds) entries.push({ restaurantId, basketId, other: 1 }, { basketId, restaurantId });
    for (const id of ids) entries.push({ restaurantId: id });
    for (const entry of entries) {
      const parsed = zodRecord.safeParse(entry);
      expect(parseBasketRegistry(JSON.stringify([entry])), JSON.stringify(entry)).toEqual(parsed.success ? [parsed.data] : []);
    }
  });
});
