import { type ApiClient, createApiClient, createMemoryStorage } from '@platter/api-client';
import { createBasketStore, createCheckoutStore, createDeliveryStore, selectItemCount } from '@platter/basket-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

// Monday 2026-11-23, 12:00 in Berlin.
const NOW = new Date('2026-11-23T11:00:00Z');

/**
 * The guest journey of the platform driven through the headless client alone (api-client and the
 * basket-core stores), against the real API over HTTP: what every app builds its screens on.
 */
describe.each(DIALECTS)('the headless client against the real API on %s', (dialect) => {
  let test: TestApp;
  let base: string;
  let api: ApiClient;
  let restaurantId: number;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    base = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const restaurant = await test.app.context.db
      .selectFrom('restaurants')
      .select('id')
      .where('slug', '=', 'demo-bistro')
      .executeTakeFirstOrThrow();
    restaurantId = restaurant.id;
    // The client judges token expiry by its clock: with the real one, tokens issued at NOW look expired a day later.
    api = createApiClient({ baseUrl: `${base}/api`, restaurantId, storage: createMemoryStorage(), now: () => NOW });
  });
  afterAll(() => test.close());

  it('orders for delivery with a voucher and a tip, pays in the sandbox, and the order is paid', async () => {
    const storage = createMemoryStorage();
    const basketStore = createBasketStore({ api, storage, restaurantId, now: () => NOW });
    const delivery = createDeliveryStore({ api, basketStore });
    const info = await api.restaurant.byId({});
    const checkout = createCheckoutStore({
      api,
      basketStore,
      deliveryStore: delivery,
      restaurant: info,
      isLoggedIn: api.tokens.isLoggedIn,
    });

    const categories = await api.restaurant.categories({});
    const pizza = categories.find((category) => category.name === 'Pizza');
    const products = await api.restaurant.products({ categoryId: pizza?.id ?? 0 });
    const attributes = await api.restaurant.categoryAttributes({ categoryId: pizza?.id ?? 0 });
    const pizzaWithGroups = products.find((product) => attributes.some((entry) => entry.product_id === product.id));
    const entry = attributes.find((candidate) => candidate.product_id === pizzaWithGroups?.id);
    const required = (entry?.groups ?? []).filter((group) => group.minimum_value > 0).map((group) => group.items[0]?.id ?? 0);

    await basketStore.getState().add({ productId: pizzaWithGroups?.id ?? 0, quantity: 2, attributeItems: required });
    expect(selectItemCount(basketStore.getState())).toBe(2);
    expect(storage.getItem('basket')).toContain(basketStore.getState().basketId ?? 'missing');

    await delivery.getState().changeType('delivery');
    await delivery.getState().changeTime('2026-11-23 18:30');
    await checkout.getState().saveAddress({
      name: 'Erika',
      email: 'erika@example.com',
      address: 'Invalidenstraße',
      house_number: '117',
      postalCode: '10115',
      city: 'Berlin',
      deliveryType: 'delivery',
    });
    await checkout.getState().applyVoucher('WELCOME10');
    await checkout.getState().setTip('2,50');
    const basket = basketStore.getState().basket;
    expect(basket).toMatchObject({ voucher_code: 'WELCOME10', tip: 2.5, shipping_price: 2.5, deliveryType: 1 });

    checkout.getState().choosePaymentType('mollie');
    // Demo Bistro has terms: the guest ticks their box, sent as termsAgreed.
    checkout.getState().agreeToTerms(true);
    let redirectedTo = '';
    const order = await checkout.getState().placeOrder({
      redirect: (url) => {
        redirectedTo = url;
      },
    });
    expect(selectItemCount(basketStore.getState())).toBe(0);
    expect(redirectedTo).toContain('/api/payment/sandbox/');

    const pay = await fetch(`${base}${new URL(redirectedTo).pathname}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    const status = await api.payment.update({ orderId: order.order.id });
    expect(status).toEqual({ status: 'paid', orderId: order.order.id });
    const detail = await api.order.get({ orderId: order.order.id });
    expect(detail.order).toMatchObject({ status: 'received', payment_status: 'paid', voucher_code: 'WELCOME10' });
  });

  it('turns a server refusal into an ApiError with the catalogue code', async () => {
    const basketStore = createBasketStore({ api, storage: createMemoryStorage(), restaurantId, now: () => NOW });
    await basketStore
      .getState()
      .add({
        productId: (await api.restaurant.products({ categoryId: (await api.restaurant.categories({}))[0]?.id ?? 0 }))[0]?.id ?? 0,
        quantity: 1,
      })
      .catch(() => {});
    const basketId = basketStore.getState().basketId ?? '';
    await expect(api.basket.addVoucher({ basketId, voucherCode: 'NOPE' })).rejects.toMatchObject({
      status: 422,
      code: 'voucher_code_does_not_exists',
    });
  });
});
