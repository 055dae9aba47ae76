import type { RealtimeChannel } from '@platter/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../auth/fixtures.ts';
import { basketOf, type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer } from '../helpers/tokens.ts';
import { openSocket, realtimeUrl, type TestSocket } from './socket-client.ts';

// Monday 2026-11-23, 12:00 in Berlin: Demo Bistro is open.
const NOW = new Date('2026-11-23T11:00:00Z');

/**
 * Issue 15's leftover: a socket subscribed with a private or manager token stops hearing events
 * once that session ends (password change or reset, logout), not only at its next subscribe.
 */
describe.each(DIALECTS)('realtime subscriptions of ended sessions on %s', (dialect) => {
  let test: TestApp;
  let bistroId: number;
  let guest: GuestSession;
  const sockets: TestSocket[] = [];
  const channel = (): RealtimeChannel => ({ kind: 'restaurant_orders', restaurantId: bistroId });

  async function login(email: string, password: string, manager: boolean): Promise<string> {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, restaurantId: bistroId, manager },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().data.access_token as string;
  }

  async function changePassword(token: string, from: string, to: string) {
    const changed = await test.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: bearer(token),
      payload: { current_password: from, password: to, password_confirmation: to },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  }

  /** A manager of the bistro of this test only, with two sessions: a board that listens and a page that changes the password. */
  async function manager(email: string) {
    await createUser(test.app.context.db, { restaurantId: bistroId, email, role: 'manager', manages: [bistroId] });
    return { board: await login(email, 'password123', true), settings: await login(email, 'password123', false) };
  }

  async function socketOn(url: string): Promise<TestSocket> {
    const opened = await openSocket(url);
    sockets.push(opened);
    return opened;
  }

  async function placeOrder(): Promise<number> {
    const basketId = await guest.createBasket();
    const plain = await guest.plainProduct();
    basketOf(await guest.call('POST', 'basket/add', { basketId, productId: plain.id, quantity: 1 }));
    basketOf(await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' }));
    const response = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'cash' });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().data.order.id as number;
  }

  beforeAll(async () => {
    test = await buildTestApp(dialect, { publicUrl: 'http://127.0.0.1:9' }, () => NOW);
    bistroId = (
      await test.app.context.db.selectFrom('restaurants').select('id').where('slug', '=', 'demo-bistro').executeTakeFirstOrThrow()
    ).id;
    guest = await guestSession(test.app);
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((open) => open.close()));
  });
  afterAll(() => test.close());

  describe('the app as composed', () => {
    let url: string;
    beforeAll(async () => {
      url = realtimeUrl(await test.app.listen({ port: 0, host: '127.0.0.1' }));
    });

    it('tells a subscription whose password changed unauthenticated instead of the next event, and drops it', async () => {
      const { board, settings } = await manager('realtime-ended-1@example.com');
      const listening = await socketOn(url);
      const bystander = await socketOn(url);
      expect(await listening.subscribe(channel(), board)).toMatchObject({ type: 'subscribed' });
      expect(await bystander.subscribe(channel(), (await manager('realtime-ended-2@example.com')).board)).toMatchObject({
        type: 'subscribed',
      });

      await changePassword(settings, 'password123', 'password456');
      const orderId = await placeOrder();

      // The other manager hears the order; the ended session hears why it hears nothing.
      expect(await bystander.next()).toMatchObject({ type: 'event', event: { type: 'order_created', orderId } });
      expect(await listening.next()).toEqual({ type: 'error', channel: channel(), code: 'unauthenticated' });
      await placeOrder();
      await bystander.next();
      await listening.roundTrip();
      expect(listening.pending).toEqual([]);
    });

    it('ends the subscription at once when the password changes, without waiting for an event', async () => {
      const { board, settings } = await manager('realtime-ended-3@example.com');
      const listening = await socketOn(url);
      expect(await listening.subscribe(channel(), board)).toMatchObject({ type: 'subscribed' });
      await changePassword(settings, 'password123', 'password456');
      expect(await listening.next()).toEqual({ type: 'error', channel: channel(), code: 'unauthenticated' });
    });

    it("ends a logged-out token's subscription at once, and no other", async () => {
      const { board } = await manager('realtime-ended-4@example.com');
      const other = await login('realtime-ended-4@example.com', 'password123', true);
      const listening = await socketOn(url);
      const staying = await socketOn(url);
      await listening.subscribe(channel(), board);
      await staying.subscribe(channel(), other);
      expect((await test.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(board) })).statusCode).toBe(200);
      expect(await listening.next()).toEqual({ type: 'error', channel: channel(), code: 'unauthenticated' });
      await staying.roundTrip();
      expect(staying.pending).toEqual([]);
    });
  });
});
