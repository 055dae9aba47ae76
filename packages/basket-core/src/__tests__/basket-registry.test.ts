import { describe, expect, it } from 'vitest';
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
});
