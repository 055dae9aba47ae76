import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxDb } from '../../src/modules/payment/providers/sandbox-schema.ts';
import { type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

const NOW = new Date('2026-11-23T11:00:00Z');
const minutes = (count: number) => new Date(NOW.getTime() + count * 60_000);

/**
 * Issue 15 item 4: an online order whose payment fails, is canceled or is never made gives back
 * its stock and voucher use, exactly once; it stays open for a retry (another payment type) until
 * its due time (PAYMENT_EXPIRY_MINUTES after it was placed), then it is rejected.
 */
describe.each(DIALECTS)('unpaid online orders give back what they hold on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;
  let clock = NOW;
  let productId = 0;

  beforeAll(async () => {
    test = await buildTestApp(dialect, { publicUrl: 'http://127.0.0.1:9', paymentExpiryMinutes: 30 }, () => clock);
    guest = await guestSession(test.app);
    productId = (await guest.plainProduct()).id;
  });
  afterAll(() => test.close());
  beforeEach(async () => {
    clock = NOW;
    await test.app.context.db.updateTable('products').set({ stock: 5 }).where('id', '=', productId).execute();
    await test.app.context.db.updateTable('vouchers').set({ used_count: 0 }).where('code', '=', 'FIVEOFF').execute();
    // Earlier tests' open orders must not be swept into this one's counts.
    await test.app.context.db.updateTable('orders').set({ status: 'delivered' }).where('status', '=', 'received').execute();
  });

  const stock = async () =>
    (await test.app.context.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock;
  const voucherUses = async () =>
    (await test.app.context.db.selectFrom('vouchers').select('used_count').where('code', '=', 'FIVEOFF').executeTakeFirstOrThrow())
      .used_count;
  const orderRow = (id: number) => test.app.context.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** An online order of 2 units of the limited product with FIVEOFF. */
  async function onlineOrder(paymentType = 'mollie') {
    const basketId = await guest.createBasket();
    await guest.call('POST', 'basket/add', { basketId, productId, quantity: 2 });
    await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'pickup', delivery_time: '2026-11-23 18:00' });
    const voucher = await guest.call(
      'POST',
      `basket/add-voucher-to-basket?voucherCode=FIVEOFF&basketId=${basketId}&restaurantId=${guest.restaurantId}`,
    );
    if (voucher.statusCode !== 200) throw new Error(voucher.body);
    const response = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType });
    if (response.statusCode !== 200) throw new Error(response.body);
    const { order, paymentLink } = response.json().data as { order: { id: number }; paymentLink: string };
    return { basketId, orderId: order.id, path: new URL(paymentLink).pathname };
  }

  async function webhook(orderId: number) {
    const payment = await test.app.context.db
      .selectFrom('payments')
      .select('provider_payment_id')
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return test.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${payment.provider_payment_id}`,
    });
  }

  it('gives back stock and the voucher use once when the payment fails, even under duplicate webhooks', async () => {
    const { orderId, path } = await onlineOrder();
    expect(await stock()).toBe(3);
    expect(await voucherUses()).toBe(1);
    expect((await test.app.inject({ method: 'POST', url: `${path}/fail` })).statusCode).toBe(303);
    const hooks = await Promise.all(Array.from({ length: 10 }, () => webhook(orderId)));
    for (const hook of hooks) expect(hook.statusCode).toBe(200);
    await guest.call('GET', 'payment/update', { orderId });
    await webhook(orderId);
    expect(await stock()).toBe(5);
    expect(await voucherUses()).toBe(0);
    // Still open for a retry until its due time; then rejected, and nothing is given back twice.
    expect(await orderRow(orderId)).toMatchObject({ status: 'received', payment_status: 'failed' });
    clock = minutes(31);
    const detail = await guest.call('GET', 'order', { orderId });
    expect(detail.json().data.order).toMatchObject({ status: 'rejected', payment_status: 'failed' });
    expect(await stock()).toBe(5);
    expect(await voucherUses()).toBe(0);
  });

  it('gives back stock and the voucher use when the guest cancels', async () => {
    const { orderId, path } = await onlineOrder();
    await test.app.inject({ method: 'POST', url: `${path}/cancel` });
    expect((await guest.call('GET', 'payment/update', { orderId })).json().data.status).toBe('canceled');
    expect(await stock()).toBe(5);
    expect(await voucherUses()).toBe(0);
  });

  it('rejects an order never paid once its time is up, and gives back what it held', async () => {
    const { orderId, basketId } = await onlineOrder();
    clock = minutes(29);
    await guest.call('GET', 'order', { orderId });
    expect(await orderRow(orderId)).toMatchObject({ status: 'received', payment_status: 'open' });
    expect(await stock()).toBe(3);
    clock = minutes(31);
    const detail = await guest.call('GET', 'order', { orderId });
    expect(detail.json().data.order).toMatchObject({ status: 'rejected', payment_status: 'canceled' });
    expect(await stock()).toBe(5);
    expect(await voucherUses()).toBe(0);
    const payments = await test.app.context.db.selectFrom('payments').select('status').where('order_id', '=', orderId).execute();
    expect(payments.map((payment) => payment.status)).toEqual(['canceled']);
    // Too late to pay or retry.
    expect((await guest.call('GET', 'payment/prepare', { basketId })).json().errors).toEqual({ basketId: ['payment_cannot_update'] });
    // The timer's sweep finds nothing more to do.
    expect(await test.app.services.payments.expireOverdue()).toBe(0);
    expect(await stock()).toBe(5);
  });

  it('settles an overdue order paid at the provider (a lost webhook) instead of rejecting it', async () => {
    const { orderId, path } = await onlineOrder();
    // The sandbox page marks it paid at the "provider"; its webhook goes nowhere (publicUrl is unreachable).
    await test.app.inject({ method: 'POST', url: `${path}/pay` });
    clock = minutes(45);
    expect(await test.app.services.payments.expireOverdue()).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({ status: 'received', payment_status: 'paid' });
    expect(await stock()).toBe(3);
  });

  it('waits a day for a provider that does not answer before rejecting an overdue order', async () => {
    const { orderId } = await onlineOrder();
    const payment = await test.app.context.db
      .selectFrom('payments')
      .select('provider_payment_id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    // The sandbox "provider" no longer knows the payment: every status call fails.
    await sandboxDb(test.app.context.db).deleteFrom('sandbox_payments').where('id', '=', String(payment.provider_payment_id)).execute();
    clock = minutes(90);
    expect(await test.app.services.payments.expireOverdue()).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({ status: 'received', payment_status: 'open' });
    expect(await stock()).toBe(3);
    clock = minutes(30 + 24 * 60 + 1);
    expect(await test.app.services.payments.expireOverdue()).toBe(1);
    expect(await orderRow(orderId)).toMatchObject({ status: 'rejected', payment_status: 'canceled' });
    expect(await stock()).toBe(5);
    expect(await voucherUses()).toBe(0);
  });

  it('lets the guest retry with cash after a failed card payment, taking the stock and voucher use again', async () => {
    const { orderId, basketId, path } = await onlineOrder();
    await test.app.inject({ method: 'POST', url: `${path}/fail` });
    await webhook(orderId);
    expect(await stock()).toBe(5);
    const retry = await guest.call('GET', 'payment/prepare', { basketId, paymentType: 'cash' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.mollieLink).toContain(`orderId=${orderId}`);
    expect(await orderRow(orderId)).toMatchObject({
      status: 'received',
      payment_type: 'cash',
      is_online_payment: 0,
      payment_status: 'none',
      stock_released_at: null,
    });
    expect(await stock()).toBe(3);
    expect(await voucherUses()).toBe(1);
    // A cash order does not expire.
    clock = minutes(90);
    expect(await test.app.services.payments.expireOverdue()).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({ status: 'received' });
    expect(await stock()).toBe(3);
    // And is no longer paid online.
    expect((await guest.call('GET', 'payment/prepare', { basketId })).json().errors).toEqual({ basketId: ['payment_cannot_update'] });
  });

  it('lets a repeated create-order retry after a failure, and refuses a retry once the stock is gone', async () => {
    const { orderId, basketId, path } = await onlineOrder();
    await test.app.inject({ method: 'POST', url: `${path}/fail` });
    await webhook(orderId);
    await test.app.context.db.updateTable('products').set({ stock: 1 }).where('id', '=', productId).execute();
    const refused = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'mollie' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ basketId: ['the_product_quantity_limit_reached'] });
    expect(await orderRow(orderId)).toMatchObject({ payment_type: 'mollie', payment_status: 'failed' });
    expect(await voucherUses()).toBe(0);
    await test.app.context.db.updateTable('products').set({ stock: 5 }).where('id', '=', productId).execute();
    const again = await guest.call('POST', 'order/create-order', { termsAgreed: true, basketId, paymentType: 'mollie' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.order).toMatchObject({ id: orderId, payment_type: 'mollie', payment_status: 'open' });
    expect(again.json().data.paymentLink).not.toContain(path);
    const link = String(again.json().data.paymentLink);
    expect(link).toMatch(/\/api\/payment\/sandbox\//);
    expect(await stock()).toBe(3);
    await test.app.inject({ method: 'POST', url: `${new URL(link).pathname}/pay` });
    expect((await guest.call('GET', 'payment/update', { orderId })).json().data.status).toBe('paid');
  });

  it('refuses a switch of type while the provider still has the attempt open', async () => {
    const { basketId } = await onlineOrder();
    const switched = await guest.call('GET', 'payment/prepare', { basketId, paymentType: 'cash' });
    expect(switched.json().errors).toEqual({ basketId: ['payment_cannot_update'] });
  });
});
