import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketOf, type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

// Monday 2026-11-23, 12:00 in Berlin: Demo Bistro is open.
const NOW = new Date('2026-11-23T11:00:00Z');
const USER_INFO = {
  name: 'Erika Mustermann',
  email: 'erika@example.com',
  address: 'Invalidenstraße',
  house_number: '117',
  postalCode: '10115',
  city: 'Berlin',
  country: 'Deutschland',
};

/** Counts the SQLite statements run while `task` runs, by better-sqlite3's statement methods. */
async function statementsDuring(task: () => Promise<unknown>): Promise<number> {
  const probe = new BetterSqlite3(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, (...args: unknown[]) => unknown>;
  probe.close();
  const methods = ['run', 'get', 'all', 'iterate'] as const;
  const originals = methods.map((name) => statement[name] as (...args: unknown[]) => unknown);
  let count = 0;
  methods.forEach((name, index) => {
    const original = originals[index] as (...args: unknown[]) => unknown;
    statement[name] = function counted(this: unknown, ...args: unknown[]) {
      count += 1;
      return original.apply(this, args);
    };
  });
  try {
    await task();
  } finally {
    methods.forEach((name, index) => {
      statement[name] = originals[index] as (...args: unknown[]) => unknown;
    });
  }
  return count;
}

// Issue 18: a guest checkout's five calls read only what each needs. What is kept as long as the
// menu's answers (the restaurant's row, its opening and close times, its products and their happy
// hours, its delivery areas) is read once per restaurant, so the counts below are of calls after
// the first checkout.
describe('the statements of a guest checkout on sqlite', () => {
  let test: TestApp;
  let guest: GuestSession;

  beforeAll(async () => {
    test = await buildTestApp('sqlite', { menuCacheSeconds: 60 }, () => NOW);
    guest = await guestSession(test.app);
  });
  afterAll(() => test.close());

  async function checkout({ id: productId, price_minor }: { id: number; price_minor: number }) {
    // Above the delivery area's minimum order.
    const quantity = Math.ceil(3000 / price_minor);
    const counts: Record<string, number> = {};
    let basketId = '';
    counts.create = await statementsDuring(async () => {
      basketId = await guest.createBasket();
    });
    counts.add = await statementsDuring(async () => basketOf(await guest.call('POST', 'basket/add', { basketId, productId, quantity })));
    counts.time = await statementsDuring(async () =>
      basketOf(
        await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'delivery', delivery_time: '2026-11-23 19:00' }),
      ),
    );
    counts.address = await statementsDuring(async () =>
      basketOf(await guest.call('POST', 'basket/add-address', { basketId, userInfo: USER_INFO })),
    );
    counts.order = await statementsDuring(async () => {
      const response = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' });
      expect(response.json().errors).toBeUndefined();
    });
    return counts;
  }

  it('runs a fixed number of statements per call', async () => {
    const product = await guest.plainProduct();
    await checkout(product);
    expect(await checkout(product)).toEqual({
      // the insert; a new basket has no lines to read
      create: 1,
      // the basket, its lines before (none), the insert, the basket touched, its lines and their
      // items after (the product and its happy hours are kept: catalogue-memo.ts)
      add: 6,
      // the basket, its lines and items, the update (the opening and close times are kept)
      time: 4,
      // the basket, its lines and items, the update (the delivery area is kept: catalogue-memo.ts)
      address: 4,
      // the basket, its lines and items; in the transaction: begin, the order already made?,
      // stock, the order, its lines, the confirmation mail, commit
      order: 10,
    });
  });
});
