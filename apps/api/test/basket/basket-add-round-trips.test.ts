import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { basketOf, type GuestSession, guestSession } from './basket-client.ts';

// Monday 2026-11-23, 12:00 in Berlin: Demo Bistro is open.
const NOW = new Date('2026-11-23T11:00:00Z');

/** The queries sent to PostgreSQL while `task` runs: each is a round trip on a pool connection. */
async function queriesDuring(task: () => Promise<unknown>): Promise<string[]> {
  const query = pg.Client.prototype.query;
  const sent: string[] = [];
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    const [config] = args;
    sent.push(typeof config === 'string' ? config : String((config as { text?: string }).text));
    return (query as (...args: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await task();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

// Issue 18: on PostgreSQL every statement is a round trip to another process; a line's write and
// the basket's touch go in one (a data-modifying WITH).
describe.skipIf(!process.env.TEST_DATABASE_URL)('the round trips of basket/add on postgres', () => {
  let test: TestApp;
  let guest: GuestSession;

  beforeAll(async () => {
    test = await buildTestApp('postgres', { menuCacheSeconds: 60 }, () => NOW);
    guest = await guestSession(test.app);
  });
  afterAll(() => test.close());

  it('writes a line and marks the basket changed in one statement', async () => {
    const { id: productId } = await guest.plainProduct();
    const basketId = await guest.createBasket();
    const add = async () => basketOf(await guest.call('POST', 'basket/add', { basketId, productId, quantity: 1 }));
    // The first add reads what is kept per restaurant (the product, its happy hours).
    await add();
    // the basket with its order, its lines with items, the write with the touch, the lines after
    const known = await queriesDuring(add);
    expect(known).toHaveLength(4);
    expect(known.filter((text) => /update "baskets"/.test(text))).toEqual([
      expect.stringMatching(/^with "line" as \(update "basket_products"/),
    ]);
    const basket = await add();
    expect(basket.products).toEqual([expect.objectContaining({ productId, quantity: 3 })]);

    const other = await guest.plainProducts(2);
    const second = other.find((product) => product.id !== productId);
    if (!second) throw new Error('Demo Bistro has a second plain product');
    let answer: Awaited<ReturnType<typeof add>> | undefined;
    const added = await queriesDuring(async () => {
      answer = basketOf(await guest.call('POST', 'basket/add', { basketId, productId: second.id, quantity: 2 }));
    });
    expect(added.filter((text) => /update "baskets"/.test(text))).toEqual([
      expect.stringMatching(/^with "line" as \(insert into "basket_products"/),
    ]);
    expect(answer?.products).toEqual([
      expect.objectContaining({ productId, quantity: 3 }),
      expect.objectContaining({ productId: second.id, quantity: 2 }),
    ]);
  });
});
