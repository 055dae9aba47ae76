import { REALTIME_LIMITS, type RealtimeChannel } from '@platter/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../src/auth/tokens.ts';
import { createUser } from '../auth/fixtures.ts';
import { basketOf, type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer } from '../helpers/tokens.ts';
import { openSocket, realtimeUrl, type TestSocket } from './socket-client.ts';

// Monday 2026-11-23, 12:00 in Berlin: Demo Bistro is open.
const NOW = new Date('2026-11-23T11:00:00Z');

describe.each(DIALECTS)('the realtime socket on %s', (dialect) => {
  let test: TestApp;
  let url: string;
  let bistroId: number;
  let otherId: number;
  let guest: GuestSession;
  let otherGuest: GuestSession;
  const tokens = { managerA: '', managerB: '', customer: '' };
  const sockets: TestSocket[] = [];

  const db = () => test.app.context.db;
  const restaurantChannel = (restaurantId: number): RealtimeChannel => ({ kind: 'restaurant_orders', restaurantId });
  const orderChannel = (orderId: number): RealtimeChannel => ({ kind: 'order', orderId });

  async function socket(): Promise<TestSocket> {
    const opened = await openSocket(url);
    sockets.push(opened);
    return opened;
  }

  async function login(email: string, restaurantId: number, manager: boolean): Promise<string> {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'password123', restaurantId, manager },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().data.access_token as string;
  }

  /** A cash order for pickup tonight, placed through HTTP. */
  async function placeOrder(session: GuestSession = guest): Promise<number> {
    const basketId = await session.createBasket();
    const plain = await session.plainProduct();
    basketOf(await session.call('POST', 'basket/add', { basketId, productId: plain.id, quantity: 2 }));
    basketOf(
      await session.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' }),
    );
    const response = await session.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().data.order.id as number;
  }

  function changeStatus(orderId: number, status: string) {
    return test.app.inject({
      method: 'POST',
      url: '/api/managers/order/change-status',
      headers: bearer(tokens.managerA),
      payload: { restaurantId: bistroId, orderId, status },
    });
  }

  beforeAll(async () => {
    test = await buildTestApp(dialect, { publicUrl: 'http://127.0.0.1:9' }, () => NOW);
    url = realtimeUrl(await test.app.listen({ port: 0, host: '127.0.0.1' }));
    bistroId = (await db().selectFrom('restaurants').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()).id;
    otherId = (await db().selectFrom('restaurants').select('id').where('id', '!=', bistroId).orderBy('id').executeTakeFirstOrThrow()).id;
    await createUser(db(), { restaurantId: otherId, email: 'realtime-manager@example.com', role: 'manager', manages: [otherId] });
    tokens.managerA = await login('manager@example.com', bistroId, true);
    tokens.managerB = await login('realtime-manager@example.com', otherId, true);
    tokens.customer = await login('customer@example.com', bistroId, false);
    guest = await guestSession(test.app);
    otherGuest = await guestSession(test.app);
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((open) => open.close()));
  });
  afterAll(() => test.close());

  describe('who may subscribe', () => {
    it('lets a manager listen to a restaurant they manage, not to another (you_dont_allow)', async () => {
      const client = await socket();
      expect(await client.subscribe(restaurantChannel(bistroId), tokens.managerA)).toEqual({
        type: 'subscribed',
        channel: restaurantChannel(bistroId),
      });
      expect(await client.subscribe(restaurantChannel(otherId), tokens.managerA)).toEqual({
        type: 'error',
        channel: restaurantChannel(otherId),
        code: 'you_dont_allow',
      });
      expect(await client.subscribe(restaurantChannel(bistroId), tokens.managerB)).toMatchObject({ type: 'error', code: 'you_dont_allow' });
    });

    it("refuses a restaurant's orders to a customer's and a guest's token", async () => {
      const client = await socket();
      for (const token of [tokens.customer, guest.token]) {
        expect(await client.subscribe(restaurantChannel(bistroId), token)).toMatchObject({ type: 'error', code: 'you_dont_allow' });
      }
    });

    it('refuses no token (invalid_message), a garbage or forged one (unauthenticated), an expired one (token_expired)', async () => {
      const client = await socket();
      client.send({ type: 'subscribe', channel: restaurantChannel(bistroId) });
      expect(await client.next()).toEqual({ type: 'error', code: 'invalid_message' });
      client.send({ type: 'subscribe', channel: restaurantChannel(bistroId), token: '' });
      expect(await client.next()).toEqual({ type: 'error', code: 'invalid_message' });
      expect(await client.subscribe(restaurantChannel(bistroId), 'garbage')).toMatchObject({ code: 'unauthenticated' });
      const forged = await createTokenService('another-secret-of-at-least-32-characters', () => NOW).issue('manager', '1');
      expect(await client.subscribe(restaurantChannel(bistroId), forged.token)).toMatchObject({ code: 'unauthenticated' });
      const past = createTokenService(test.app.context.config.jwtSecret, () => new Date(NOW.getTime() - 2 * 24 * 3600 * 1000));
      const expired = await past.issue('public', 'guest:expired');
      expect(await client.subscribe(orderChannel(1), expired.token)).toMatchObject({ code: 'token_expired' });
    });

    it("lets the order's owner listen to it, and no other guest or customer", async () => {
      const orderId = await placeOrder();
      const client = await socket();
      expect(await client.subscribe(orderChannel(orderId), guest.token)).toEqual({ type: 'subscribed', channel: orderChannel(orderId) });
      for (const token of [otherGuest.token, tokens.customer, tokens.managerA]) {
        expect(await client.subscribe(orderChannel(orderId), token)).toMatchObject({ type: 'error', code: 'you_dont_allow' });
      }
      // An order that does not exist is refused alike: the socket tells nothing about other orders.
      expect(await client.subscribe(orderChannel(999_999), guest.token)).toMatchObject({ code: 'you_dont_allow' });
    });

    it('refuses a token revoked by logout, as the HTTP calls do', async () => {
      const token = await login('customer@example.com', bistroId, false);
      const logout = await test.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(token) });
      expect(logout.statusCode).toBe(200);
      const client = await socket();
      expect(await client.subscribe(orderChannel(1), token)).toMatchObject({ code: 'unauthenticated' });
    });

    it('refuses every table payment while none is stored', async () => {
      const client = await socket();
      const channel: RealtimeChannel = { kind: 'table_payment', tablePaymentId: 'table-7-abc' };
      expect(await client.subscribe(channel, guest.token)).toEqual({ type: 'error', channel, code: 'you_dont_allow' });
    });
  });

  describe('events', () => {
    it("brings an order placed through HTTP to its restaurant's manager, not to another restaurant's", async () => {
      const manager = await socket();
      const stranger = await socket();
      await manager.subscribe(restaurantChannel(bistroId), tokens.managerA);
      await stranger.subscribe(restaurantChannel(otherId), tokens.managerB);
      const orderId = await placeOrder();
      expect(await manager.next()).toEqual({
        type: 'event',
        channel: restaurantChannel(bistroId),
        event: { type: 'order_created', restaurantId: bistroId, orderId },
      });
      await stranger.roundTrip();
      expect(stranger.pending).toEqual([]);
    });

    it("brings a manager's status change to the order's page and to the restaurant's managers", async () => {
      const orderId = await placeOrder();
      const page = await socket();
      const manager = await socket();
      await page.subscribe(orderChannel(orderId), guest.token);
      await manager.subscribe(restaurantChannel(bistroId), tokens.managerA);
      expect((await changeStatus(orderId, 'processing')).statusCode).toBe(200);
      const event = { type: 'order_status_changed', restaurantId: bistroId, orderId, status: 'processing' };
      expect(await page.next()).toEqual({ type: 'event', channel: orderChannel(orderId), event });
      expect(await manager.next()).toEqual({ type: 'event', channel: restaurantChannel(bistroId), event });
      expect((await changeStatus(orderId, 'delivered')).statusCode).toBe(200);
      expect(await page.next()).toMatchObject({ event: { type: 'order_status_changed', status: 'delivered' } });
    });

    it("gives an order's page only its own order's events", async () => {
      const mine = await placeOrder();
      const page = await socket();
      await page.subscribe(orderChannel(mine), guest.token);
      const theirs = await placeOrder(otherGuest);
      expect((await changeStatus(theirs, 'rejected')).statusCode).toBe(200);
      await page.roundTrip();
      expect(page.pending).toEqual([]);
    });

    it('brings a payment settled by the provider to the order page', async () => {
      const basketId = await guest.createBasket();
      const plain = await guest.plainProduct();
      basketOf(await guest.call('POST', 'basket/add', { basketId, productId: plain.id, quantity: Math.ceil(2000 / plain.price_minor) }));
      basketOf(
        await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'delivery', delivery_time: '2026-11-23 18:30' }),
      );
      basketOf(
        await guest.call('POST', 'basket/add-address', {
          basketId,
          userInfo: { name: 'Erika', email: 'erika@example.com', address: 'Invalidenstraße', house_number: '117', postalCode: '10115' },
        }),
      );
      const created = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'mollie' });
      expect(created.statusCode, created.body).toBe(200);
      const { order, paymentLink } = created.json().data as { order: { id: number }; paymentLink: string };
      const page = await socket();
      await page.subscribe(orderChannel(order.id), guest.token);
      await test.app.inject({ method: 'POST', url: `${new URL(paymentLink).pathname}/pay` });
      expect((await guest.call('GET', 'payment/update', { orderId: order.id })).json().data.status).toBe('paid');
      expect(await page.next()).toEqual({
        type: 'event',
        channel: orderChannel(order.id),
        event: { type: 'payment_status_changed', restaurantId: bistroId, orderId: order.id, paymentStatus: 'paid' },
      });
      // Asked again, the payment is settled already: nothing moves, nothing is sent.
      await guest.call('GET', 'payment/update', { orderId: order.id });
      await page.roundTrip();
      expect(page.pending).toEqual([]);
    });

    it('stops the events of a channel on unsubscribe', async () => {
      const manager = await socket();
      await manager.subscribe(restaurantChannel(bistroId), tokens.managerA);
      manager.send({ type: 'unsubscribe', channel: restaurantChannel(bistroId) });
      await manager.roundTrip();
      await placeOrder();
      await manager.roundTrip();
      expect(manager.pending).toEqual([]);
    });
  });

  describe('bad messages', () => {
    it('answers bad JSON, unknown messages and binary frames with invalid_message and stays usable', async () => {
      const client = await socket();
      for (const bad of ['not json', '{"type":"shout"}', '[]', 'null', '{"type":"subscribe","channel":{"kind":"kitchen"},"token":"x"}']) {
        client.sendRaw(bad);
        expect(await client.next(), bad).toEqual({ type: 'error', code: 'invalid_message' });
      }
      client.sendRaw(new Uint8Array([1, 2, 3]));
      expect(await client.next()).toEqual({ type: 'error', code: 'invalid_message' });
      client.send({ type: 'ping' });
      expect(await client.next()).toEqual({ type: 'pong' });
      expect(await client.subscribe(restaurantChannel(bistroId), tokens.managerA)).toMatchObject({ type: 'subscribed' });
    });

    it(`allows ${REALTIME_LIMITS.subscriptionsPerSocket} subscriptions per socket`, async () => {
      const sub = JSON.parse(Buffer.from(guest.token.split('.')[1] ?? '', 'base64url').toString()).sub as string;
      const ids: number[] = [];
      for (let index = 0; index <= REALTIME_LIMITS.subscriptionsPerSocket; index += 1) {
        const row = await db()
          .insertInto('orders')
          .values({
            restaurant_id: bistroId,
            basket_id: `realtime-limit-${dialect}-${index}`,
            owner_subject: sub,
            status: 'received',
            payment_type: 'cash',
            is_online_payment: 0,
            delivery_type: 2,
            subtotal_minor: 1000,
            total_minor: 1000,
            created_at: NOW.toISOString(),
            updated_at: NOW.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      const client = await socket();
      for (const id of ids.slice(0, -1))
        expect(await client.subscribe(orderChannel(id), guest.token)).toMatchObject({ type: 'subscribed' });
      const last = ids.at(-1) ?? 0;
      expect(await client.subscribe(orderChannel(last), guest.token)).toEqual({
        type: 'error',
        channel: orderChannel(last),
        code: 'too_many_subscriptions',
      });
      // Subscribing again to a channel it has is no new subscription; ending one makes room.
      expect(await client.subscribe(orderChannel(ids[0] ?? 0), guest.token)).toMatchObject({ type: 'subscribed' });
      client.send({ type: 'unsubscribe', channel: orderChannel(ids[0] ?? 0) });
      expect(await client.subscribe(orderChannel(last), guest.token)).toMatchObject({ type: 'subscribed' });
    });

    it('closes a socket that sends a message larger than the limit (1009)', async () => {
      const client = await socket();
      client.sendRaw(JSON.stringify({ type: 'ping', padding: 'x'.repeat(REALTIME_LIMITS.messageBytes) }));
      expect(await client.closed).toBe(1009);
    });

    it('answers a plain HTTP GET with 404', async () => {
      const response = await test.app.inject({ method: 'GET', url: '/api/realtime' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    });
  });
});
