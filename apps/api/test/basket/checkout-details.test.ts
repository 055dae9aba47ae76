import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { bearer } from '../helpers/tokens.ts';
import { basketOf, type GuestSession, guestSession } from './basket-client.ts';

// Monday 2026-11-23, 09:00 in Berlin; Demo Bistro opens at 11:00 and prepares deliveries for 45 minutes.
const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(DIALECTS)('delivery, voucher, tip, table and address of a basket on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;
  let basketId: string;
  let plainPrice: number;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
  });
  afterAll(() => test.close());

  async function basketWithOneProduct(quantity = 2) {
    basketId = await guest.createBasket();
    const plain = await guest.plainProduct();
    plainPrice = plain.price_minor;
    return basketOf(await guest.call('POST', 'basket/add', { basketId, productId: plain.id, quantity }));
  }

  it('takes a delivery time inside the opening hours, and names past and closed times', async () => {
    await basketWithOneProduct();
    const ok = basketOf(
      await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 'delivery', delivery_time: '2026-11-23 12:00' }),
    );
    expect(ok.deliveryTime).toBe('2026-11-23T11:00:00.000Z');
    expect(ok.deliveryType).toBe(1);
    const past = await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 1, delivery_time: '2026-11-23 08:00' });
    expect(past.json().errors).toEqual({ delivery_time: ['order_time_cannot_be_in_the_past'] });
    const closed = await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 1, delivery_time: '2026-11-23 03:00' });
    expect(closed.json().errors).toEqual({ delivery_time: ['order_time_cannot_be_in_the_past'] });
    const night = await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 1, delivery_time: '2026-11-24 04:00' });
    expect(night.json().errors).toEqual({ delivery_time: ['Restaurant_is_not_Open'] });
    const garbage = await guest.call('POST', 'basket/add-delivery-time', { basketId, deliveryType: 1, delivery_time: 'soon' });
    expect(garbage.json().errors).toEqual({ delivery_time: ['date_format_invalid'] });
  });

  it('applies WELCOME10 to the goods and names every voucher problem', async () => {
    const basket = await basketWithOneProduct();
    const withVoucher = basketOf(
      await guest.call(
        'POST',
        `basket/add-voucher-to-basket?voucherCode=welcome10&basketId=${basketId}&restaurantId=${guest.restaurantId}`,
      ),
    );
    expect(withVoucher.voucher_code).toBe('WELCOME10');
    expect(withVoucher.voucherValue).toBe(Math.round(basket.totalPrice * 10) / 100);
    expect(withVoucher.totalWithDiscount).toBe(Math.round((basket.totalPrice - withVoucher.voucherValue) * 100) / 100);
    const voucher = (code: string) =>
      guest.call('POST', `basket/add-voucher-to-basket?voucherCode=${code}&basketId=${basketId}&restaurantId=${guest.restaurantId}`);
    expect((await voucher('NOPE')).json().errors).toEqual({ voucherCode: ['voucher_code_does_not_exists'] });
    expect((await voucher('EXPIRED5')).json().errors).toEqual({ voucherCode: ['code_expired'] });
    expect((await voucher('USEDUP')).json().errors).toEqual({ voucherCode: ['voucher_has_reached_its_usage_limit_and_cannot_be_used'] });
    const removed = basketOf(await guest.call('GET', 'basket/remove-voucher-from-basket', { basketId }));
    expect(removed).toMatchObject({ voucher_code: null, voucherValue: 0 });
  });

  it('adds and removes a tip', async () => {
    const basket = await basketWithOneProduct();
    const tipped = basketOf(await guest.call('POST', 'basket/add-tip', { basketId, tip_price: '2.5' }));
    expect(tipped.tip).toBe(2.5);
    expect(tipped.totalWithDiscount).toBe(basket.totalWithDiscount + 2.5);
    expect((await guest.call('POST', 'basket/add-tip', { basketId, tip_price: 'lots' })).json().errors).toEqual({
      tip_price: ['must_be_numeric'],
    });
    expect(basketOf(await guest.call('PUT', 'basket/remove-tip-from-basket', { basketId })).tip).toBe(0);
  });

  it('prices shipping for a postal code of the delivery area, and refuses one outside it', async () => {
    await basketWithOneProduct();
    const inArea = await guest.call('GET', 'restaurant/shipping-price', { basketId, deliveryType: 1, postalCode: '10115' });
    expect(inArea.json().data).toEqual({
      shippingPrice: 2.5,
      totalPrice: (2 * plainPrice) / 100,
      totalWithDiscount: (2 * plainPrice + 250) / 100,
    });
    const pickup = await guest.call('GET', 'basket/total-price', { basketId, deliveryType: 'pickup', postalCode: '80331' });
    expect(pickup.json().data.shippingPrice).toBe(0);
    const outside = await guest.call('GET', 'restaurant/shipping-price', { basketId, deliveryType: 1, postalCode: '80331' });
    expect(outside.json().errors).toEqual({ postalCode: ['postal_code_does_not_exists_in_this_area'] });
  });

  it('keeps the address, with a delivery postal code inside the area', async () => {
    await basketWithOneProduct();
    const userInfo = {
      name: 'Erika',
      email: 'erika@example.com',
      address: 'Invalidenstraße',
      house_number: '117',
      postalCode: '10115',
      city: 'Berlin',
      deliveryType: 'delivery',
    };
    const saved = basketOf(await guest.call('POST', 'basket/add-address', { basketId, userInfo }));
    expect(saved).toMatchObject({ postalCode: '10115', deliveryType: 1, shipping_price: 2.5 });
    const outside = await guest.call('POST', 'basket/add-address', { basketId, userInfo: { ...userInfo, postalCode: '80331' } });
    expect(outside.json().errors).toEqual({ 'userInfo.postalCode': ['postal_code_does_not_exists_in_this_area'] });
  });

  it('ties the basket to a table by name, id or number, and only to a table of this restaurant', async () => {
    await basketWithOneProduct();
    const byName = basketOf(await guest.call('POST', 'basket/set-table', { basketId, tableName: 'T3', qrcode: true }));
    expect(byName).toMatchObject({ table: 'T3' });
    const byNumber = basketOf(await guest.call('POST', 'basket/set-table', { basketId, table: 5 }));
    expect(byNumber.table).toBe('T5');
    expect((await guest.call('POST', 'basket/set-table', { basketId, tableName: 'T99' })).json().errors).toEqual({
      tableName: ['table_name_not_related_to_restaurant'],
    });
    const capacity = basketOf(
      await guest.call('POST', 'basket/update-basket-extraInfo', { basketId, extraInfo: { table_capacity: { adults: 2, children: 1 } } }),
    );
    expect(JSON.parse(capacity.extra_info ?? '{}')).toEqual({ table_capacity: { adults: 2, children: 1 } });
  });

  it('drops products the new delivery type cannot have, and says which', async () => {
    basketId = await guest.createBasket();
    const onlyHere = await test.app.context.db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('restaurant_id', '=', guest.restaurantId)
      .where('delivery_types', 'not like', '%1%')
      .where('stock', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('product_attribute_groups').select('id').whereRef('product_attribute_groups.product_id', '=', 'products.id')),
        ),
      )
      .executeTakeFirstOrThrow();
    await guest.call('POST', 'basket/add', { basketId, productId: onlyHere.id });
    await guest.call('POST', 'basket/add', { basketId, productId: (await guest.plainProduct()).id });
    const change = await guest.call('POST', 'basket/change-delivery-method', { basketId, deliveryType: 'delivery' });
    expect(change.json().message.body).toBe('Some items are removed from the cart');
    expect(change.json().data.notice).toEqual({ type: 'warning', code: 'items_removed_from_cart', removed: [onlyHere.name] });
    expect(change.json().data.basket.products).toHaveLength(1);
    const refused = await guest.call('POST', 'basket/add', { basketId, productId: onlyHere.id });
    expect(refused.json().errors).toEqual({ productId: ['the_product_is_not_available'] });
  });

  it('is assigned to a customer after login, who may then use it; logout gives it back', async () => {
    await basketWithOneProduct();
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'customer@example.com', password: 'password123', restaurantId: guest.restaurantId },
    });
    const customer = login.json().data.access_token as string;
    const assigned = await test.app.inject({
      method: 'POST',
      url: '/api/basket/assign-basket',
      headers: bearer(customer),
      // The guest session's public token proves the customer holds the guest's basket (issue 15).
      payload: { basketId, restaurantId: guest.restaurantId, guestToken: guest.token },
    });
    expect(assigned.statusCode).toBe(200);
    const asCustomer = await test.app.inject({
      method: 'GET',
      url: '/api/basket',
      headers: bearer(customer),
      query: { basketId, restaurantId: String(guest.restaurantId) },
    });
    expect(asCustomer.statusCode).toBe(200);
    const guestAssign = await guest.call('POST', 'basket/assign-basket', { basketId });
    expect(guestAssign.statusCode).toBe(403);
    const unassigned = await test.app.inject({
      method: 'POST',
      url: '/api/basket/unassigned-basket',
      headers: bearer(customer),
      payload: { basketId },
    });
    expect(unassigned.statusCode).toBe(200);
    const afterwards = await test.app.inject({
      method: 'GET',
      url: '/api/basket',
      headers: bearer(customer),
      query: { basketId, restaurantId: String(guest.restaurantId) },
    });
    expect(afterwards.json().errors).toEqual({ basketId: ['basket_does_not_exists'] });
  });
});
