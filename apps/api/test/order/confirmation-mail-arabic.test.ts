import { formatMoney } from '@platter/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketOf, type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

// Monday 2026-11-23, 12:00 in Berlin: Demo Bistro is open.
const NOW = new Date('2026-11-23T11:00:00Z');

describe.each(DIALECTS)('the order confirmation of an Arabic restaurant on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
    await test.app.context.db.updateTable('restaurants').set({ lang: 'ar' }).where('id', '=', guest.restaurantId).execute();
  });
  afterAll(() => test.close());

  it('is written in Arabic, with the money in Arabic formatting', async () => {
    const basketId = await guest.createBasket();
    const plain = await guest.plainProduct();
    basketOf(await guest.call('POST', 'basket/add', { basketId, productId: plain.id, quantity: 2 }));
    basketOf(await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' }));
    basketOf(await guest.call('POST', 'basket/add-address', { basketId, userInfo: { name: 'Layla', email: 'layla@example.com' } }));
    const response = await guest.call('POST', 'order/create-order', { basketId, paymentType: 'cash', termsAgreed: true });
    expect(response.statusCode, response.body).toBe(200);
    const orderId = response.json().data.order.id as number;

    const outbox = await test.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: 'layla@example.com' } });
    const [mail] = outbox.json().data as Array<{ kind: string; subject: string; text: string }>;
    expect(mail).toMatchObject({ kind: 'order', subject: `طلبك رقم ${orderId} من Demo Bistro` });
    expect(mail?.text).toContain('شكرًا لطلبك. لقد استلمناه:');
    expect(mail?.text).toContain(`المجموع: ${formatMoney((2 * plain.price_minor) / 100, { currency: '€', locale: 'ar' })}`);
    expect(mail?.text).toContain('تابع طلبك هنا:');
  });
});
