import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { basketOf, type GuestSession, guestSession } from './basket-client.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(DIALECTS)('the table-capacity answer on %s (issue 16)', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
  });
  afterAll(() => test.close());

  it('refuses nobody at the table, and children alone, with at_least_one_adult', async () => {
    const basketId = await guest.createBasket();
    for (const table_capacity of [
      { adults: 0, children: 0 },
      { adults: 0, children: 2 },
    ]) {
      const refused = await guest.call('POST', 'basket/update-basket-extraInfo', { basketId, extraInfo: { table_capacity } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ 'extraInfo.table_capacity': ['at_least_one_adult'] });
    }
    const saved = basketOf(
      await guest.call('POST', 'basket/update-basket-extraInfo', { basketId, extraInfo: { table_capacity: { adults: 1, children: 2 } } }),
    );
    expect(JSON.parse(saved.extra_info ?? '{}')).toEqual({ table_capacity: { adults: 1, children: 2 } });
  });
});
