import { type TicketDay, ticketSlotsResponseSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer, publicToken } from '../helpers/tokens.ts';

// Monday 2026-11-23, 12:00 in Berlin: today's 10:00 and 12:00 slots have begun.
const NOW = new Date('2026-11-23T11:00:00Z');

describe.each(DIALECTS)('ticket places on %s', (dialect) => {
  let test: TestApp;
  let token: string;
  let restaurantId: number;
  let adult: number;
  let pretzel: number;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    token = await publicToken(test.app);
    const db = test.app.context.db;
    restaurantId = (await db.selectFrom('restaurants').select('id').where('slug', '=', 'demo-tickets').executeTakeFirstOrThrow()).id;
    const idOf = async (name: string) =>
      (
        await db
          .selectFrom('products')
          .select('id')
          .where('restaurant_id', '=', restaurantId)
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).id;
    adult = await idOf('Erwachsene');
    pretzel = await idOf('Laugenbrezel');
  });
  afterAll(() => test.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    test.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(token), payload: { restaurantId, ...payload } });

  async function days(): Promise<TicketDay[]> {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/restaurant/ticket-slots?restaurantId=${restaurantId}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return ticketSlotsResponseSchema.parse(response.json().data);
  }

  async function slotAt(date: string, time: string) {
    const slot = (await days()).find((day) => day.date === date)?.slots.find((candidate) => candidate.time === time);
    if (!slot) throw new Error(`no slot ${date} ${time}`);
    return slot;
  }

  async function setCapacity(weekday: number, time: string, capacity: number | null) {
    await test.app.context.db
      .updateTable('ticket_times')
      .set({ capacity })
      .where('restaurant_id', '=', restaurantId)
      .where('weekday', '=', weekday)
      .where('time', '=', time)
      .execute();
  }

  /** A basket at the slot with the given lines (`[productId, quantity]`). */
  async function basketAt(time: string, lines: ReadonlyArray<readonly [number, number]>): Promise<string> {
    const basketId = (await post('basket/create', {})).json().data.id as string;
    for (const [productId, quantity] of lines) {
      const added = await post('basket/add', { basketId, productId, quantity });
      if (added.statusCode !== 200) throw new Error(added.body);
    }
    const timed = await post('basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: time });
    if (timed.statusCode !== 200) throw new Error(timed.body);
    return basketId;
  }

  const order = async (time: string, lines: ReadonlyArray<readonly [number, number]>) =>
    post('order/create-order', { termsAgreed: true, basketId: await basketAt(time, lines), paymentType: 'cash' });

  const orderCount = async () => (await test.app.context.db.selectFrom('orders').select('id').execute()).length;

  it('lists the bookable days to the horizon, slots in time order, begun slots left out, places left null when unlimited', async () => {
    const list = await days();
    // Pickup, the restaurant's first delivery type, may be booked 30 days ahead.
    expect(list.map((day) => day.date)).toHaveLength(31);
    expect(list[0]?.date).toBe('2026-11-23');
    expect(list.at(-1)?.date).toBe('2026-12-23');
    const today = list[0]?.slots ?? [];
    expect(today.map((slot) => slot.time).slice(0, 2)).toEqual(['14:00', '16:00']);
    expect(today[0]).toEqual({
      id: expect.any(Number),
      time: '14:00',
      end_time: '15:30',
      starts_at: '2026-11-23T13:00:00.000Z',
      capacity: 20,
      remaining: 20,
    });
    for (const day of list) {
      const starts = day.slots.map((slot) => slot.starts_at);
      expect(starts).toEqual([...starts].sort());
    }
    const sunday = list.find((day) => day.date === '2026-11-29')?.slots ?? [];
    expect(sunday.find((slot) => slot.time === '18:00')).toMatchObject({ capacity: null, remaining: null });
    // Saturday's 14:00 slot is fully booked in the demo data.
    expect(await slotAt('2026-11-28', '14:00')).toMatchObject({ capacity: 0, remaining: 0 });
  });

  it('counts tickets, not orders or snacks: 2 tickets take 2 places, a snack none, a rejected order frees its places', async () => {
    const before = await slotAt('2026-11-24', '14:00');
    const placed = await order('2026-11-24 14:00', [
      [adult, 2],
      [pretzel, 3],
    ]);
    expect(placed.statusCode).toBe(200);
    expect((await slotAt('2026-11-24', '14:00')).remaining).toBe((before.remaining ?? 0) - 2);
    expect((await order('2026-11-24 14:00', [[pretzel, 1]])).statusCode).toBe(200);
    expect((await slotAt('2026-11-24', '14:00')).remaining).toBe((before.remaining ?? 0) - 2);
    await test.app.context.db.updateTable('orders').set({ status: 'rejected' }).where('id', '=', placed.json().data.order.id).execute();
    expect((await slotAt('2026-11-24', '14:00')).remaining).toBe(before.remaining);
  });

  it('shows a full slot as remaining 0, and answers more tickets than left with the next slot with room for them', async () => {
    // Wednesday 2026-11-25: 10:00 takes 3, 12:00 only 1, 14:00 keeps its 20.
    await setCapacity(3, '10:00', 3);
    await setCapacity(3, '12:00', 1);
    expect((await order('2026-11-25 10:00', [[adult, 2]])).statusCode).toBe(200);
    expect(await slotAt('2026-11-25', '10:00')).toMatchObject({ capacity: 3, remaining: 1 });

    const orders = await orderCount();
    const tooMany = await order('2026-11-25 10:00', [[adult, 2]]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      errors: { delivery_time: ['order_limit_reached'] },
      validTime: '2026-11-25T14:00:00.000+01:00',
    });
    expect(await orderCount()).toBe(orders);
    expect((await slotAt('2026-11-25', '10:00')).remaining).toBe(1);

    expect((await order('2026-11-25 10:00', [[adult, 1]])).statusCode).toBe(200);
    expect(await slotAt('2026-11-25', '10:00')).toMatchObject({ capacity: 3, remaining: 0 });
    const onFull = await order('2026-11-25 10:00', [[adult, 1]]);
    expect(onFull.json()).toMatchObject({
      errors: { delivery_time: ['order_limit_reached'] },
      validTime: '2026-11-25T12:00:00.000+01:00',
    });
  });

  it('gives exactly K of 10 simultaneous one-ticket orders a place when K = 3 are left', async () => {
    // Thursday 2026-11-26 16:00: capacity 5, 2 already taken, so 3 are left.
    await setCapacity(4, '16:00', 5);
    expect((await order('2026-11-26 16:00', [[adult, 2]])).statusCode).toBe(200);
    const orders = await orderCount();
    const baskets = [];
    for (let index = 0; index < 10; index += 1) baskets.push(await basketAt('2026-11-26 16:00', [[adult, 1]]));
    const responses = await Promise.all(
      baskets.map((basketId) => post('order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' })),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    const refused = responses.filter((response) => response.statusCode === 422);
    expect(refused).toHaveLength(7);
    for (const response of refused) expect(response.json().errors).toEqual({ delivery_time: ['order_limit_reached'] });
    expect(await orderCount()).toBe(orders + 3);
    expect(await slotAt('2026-11-26', '16:00')).toMatchObject({ capacity: 5, remaining: 0 });
  }, 60_000);

  it("sells out the demo's small group of 3 today: a family of 3 takes every place", async () => {
    expect(await slotAt('2026-11-23', '18:30')).toMatchObject({ capacity: 3, remaining: 3, end_time: '20:00' });
    expect(await slotAt('2026-11-24', '18:30')).toMatchObject({ capacity: 3, remaining: 3 });
    expect((await order('2026-11-23 18:30', [[adult, 3]])).statusCode).toBe(200);
    expect(await slotAt('2026-11-23', '18:30')).toMatchObject({ remaining: 0 });
    const late = await order('2026-11-23 18:30', [[adult, 1]]);
    expect(late.json()).toMatchObject({ errors: { delivery_time: ['order_limit_reached'] }, validTime: '2026-11-24T10:00:00.000+01:00' });
  });

  it('answers a restaurant that sells no tickets with no days', async () => {
    const bistro = (
      await test.app.context.db.selectFrom('restaurants').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()
    ).id;
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/restaurant/ticket-slots?restaurantId=${bistro}`,
      headers: bearer(token),
    });
    expect(response.json().data).toEqual([]);
  });
});
