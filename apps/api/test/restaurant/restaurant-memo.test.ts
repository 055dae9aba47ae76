import { describe, expect, it } from 'vitest';
import type { RestaurantRow } from '../../src/db/schema.ts';
import { createRestaurantLookup } from '../../src/modules/restaurant/lookup.ts';
import { createRestaurantMemo } from '../../src/modules/restaurant/restaurant-memo.ts';

/** A promise resolved from outside: a read that is still running. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the per-restaurant memo (issue 18)', () => {
  it('reads once per restaurant and key until the restaurant changes, and not at all with no time to live', async () => {
    let reads = 0;
    const read = async () => ++reads;
    const memo = createRestaurantMemo<number>({ ttlMs: 60_000 });
    expect(await memo.get(1, 'a', read)).toBe(1);
    expect(await memo.get(1, 'a', read)).toBe(1);
    expect(await memo.get(1, 'b', read)).toBe(2);
    expect(await memo.get(2, 'a', read)).toBe(3);
    memo.forget(1);
    expect(await memo.get(1, 'a', read)).toBe(4);
    expect(await memo.get(1, 'b', read)).toBe(5);
    expect(await memo.get(2, 'a', read)).toBe(3);

    const off = createRestaurantMemo<number>({ ttlMs: 0 });
    expect(await off.get(1, 'a', read)).toBe(6);
    expect(await off.get(1, 'a', read)).toBe(7);
    expect(off.size()).toBe(0);
  });

  it('reads again once the time to live has passed', async () => {
    let clock = 0;
    let reads = 0;
    const memo = createRestaurantMemo<number>({ ttlMs: 1000, monotonicNow: () => clock });
    const read = async () => ++reads;
    expect(await memo.get(1, 'a', read)).toBe(1);
    clock = 999;
    expect(await memo.get(1, 'a', read)).toBe(1);
    clock = 1000;
    expect(await memo.get(1, 'a', read)).toBe(2);
  });

  it('never keeps what a read started before a change returned, though its caller gets it', async () => {
    const memo = createRestaurantMemo<string>({ ttlMs: 60_000 });
    const slow = deferred<string>();
    const before = memo.get(1, 'a', () => slow.promise);
    memo.forget(1);
    // A caller after the change does not wait for the old read: it reads anew.
    const after = memo.get(1, 'a', async () => 'new');
    slow.resolve('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await memo.get(1, 'a', async () => 'read again')).toBe('new');
  });

  it('shares one read among concurrent misses, and keeps no failure', async () => {
    const memo = createRestaurantMemo<number>({ ttlMs: 60_000 });
    let reads = 0;
    const slow = deferred<number>();
    const first = memo.get(1, 'a', () => {
      reads++;
      return slow.promise;
    });
    const second = memo.get(1, 'a', async () => ++reads);
    slow.resolve(7);
    expect([await first, await second, reads]).toEqual([7, 7, 1]);

    await expect(memo.get(2, 'a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await memo.get(2, 'a', async () => 8)).toBe(8);
  });

  it('keeps at most maxEntries values, dropping the oldest', async () => {
    const memo = createRestaurantMemo<number>({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await memo.get(1, key, async () => 1);
    expect(memo.size()).toBe(2);
    expect(await memo.get(1, 'a', async () => 2)).toBe(2);
  });
});

describe('the restaurant lookup with a memo', () => {
  const row = (id: number, name: string) => ({ id, name }) as unknown as RestaurantRow;

  function storeOf(rows: Map<number, RestaurantRow>) {
    let reads = 0;
    return {
      reads: () => reads,
      findRestaurantById: async (id: number) => {
        reads++;
        const found = rows.get(id);
        return found ? { ...found } : undefined;
      },
    };
  }

  it('reads a restaurant once until it is forgotten, and shares it frozen', async () => {
    const rows = new Map([[1, row(1, 'Bistro')]]);
    const store = storeOf(rows);
    const lookup = createRestaurantLookup(store, { ttlMs: 60_000 });
    const first = await lookup.require(1);
    expect(await lookup.require(1)).toBe(first);
    expect(store.reads()).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);

    rows.set(1, row(1, 'Renamed'));
    lookup.forget(1);
    expect((await lookup.require(1)).name).toBe('Renamed');
    expect(store.reads()).toBe(2);
  });

  it('keeps no unknown restaurant: one inserted later is found at once', async () => {
    const rows = new Map<number, RestaurantRow>();
    const lookup = createRestaurantLookup(storeOf(rows), { ttlMs: 60_000 });
    await expect(lookup.require(5)).rejects.toMatchObject({ code: 'restaurant_does_not_exists', isValidation: true });
    rows.set(5, row(5, 'New'));
    expect((await lookup.require(5)).name).toBe('New');
  });

  it('reads on every call without a time to live', async () => {
    const store = storeOf(new Map([[1, row(1, 'Bistro')]]));
    const lookup = createRestaurantLookup(store);
    await lookup.require(1);
    await lookup.require(1);
    expect(store.reads()).toBe(2);
  });
});
