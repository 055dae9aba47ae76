import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../helpers/dialects.ts';
import { publicToken } from '../helpers/tokens.ts';
import { buildContentApp, type ContentCaller, type ContentTestApp, callAs, countRows, createRestaurant, openEveryDay } from './fixtures.ts';

// The clock stands at 2026-11-22 11:00 in Berlin. 10 seats; a reservation holds them for 2 hours.
describe.each(DIALECTS)('reservation capacity (reservation_capacity) on %s', (dialect) => {
  let test: ContentTestApp;
  let guest: ContentCaller;
  let restaurantId: number;

  beforeAll(async () => {
    test = await buildContentApp(dialect);
    restaurantId = await createRestaurant(test.db, {
      slug: 'reserve-seats',
      settings: { reservation_table: true, deliveryTypes: [1, 2, 3], reservation_capacity: { seats: 10, minutes: 120 } },
    });
    await openEveryDay(test.db, restaurantId, 'here', '11:00', '23:00');
    guest = callAs(test.app, await publicToken(test.app));
  });
  afterAll(() => test.close());

  const reserve = (date: string, time: string, adults: number, children = 0) =>
    guest.post('/api/restaurant/reserve-table', {
      restaurantId,
      people: { adults, children },
      date,
      time,
      email: 'seats@example.com',
      name: 'Erika',
      phone: '030 1234567',
    });
  const full = { message: { body: 'This time slot is fully booked.' }, errors: { time: ['full_capacity'] } };

  it('counts the guests of overlapping reservations against the seats, and writes nothing when full', async () => {
    expect((await reserve('2026-12-24', '18:00', 4, 2)).statusCode).toBe(200);
    expect((await reserve('2026-12-24', '19:00', 4)).statusCode).toBe(200);
    const before = await countRows(test.db, 'reservations');
    const over = await reserve('2026-12-24', '19:30', 1);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual(full);
    expect(await countRows(test.db, 'reservations')).toBe(before);
    // 20:00 no longer overlaps 18:00 (held until 20:00): 4 of 10 seats are taken then.
    expect((await reserve('2026-12-24', '20:00', 6)).statusCode).toBe(200);
    expect((await reserve('2026-12-25', '19:30', 10)).statusCode).toBe(200);
  });

  it('refuses a party bigger than all seats', async () => {
    expect((await reserve('2026-12-26', '19:00', 8, 3)).json()).toEqual(full);
  });

  it('lets exactly the seats through when requests arrive at once', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => reserve('2026-12-27', '19:00', 3)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    expect(responses.filter((response) => response.statusCode === 422)).toHaveLength(5);
  });
});
