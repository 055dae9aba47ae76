import { describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient, createMemoryStorage, TOKEN_KEYS } from '../index.ts';
import { fakeServer, freshToken, NOW, ok } from './fake-server.ts';

const manager = freshToken('manager:1');

function setUp(data: unknown = null) {
  const server = fakeServer(() => ok(data));
  const storage = createMemoryStorage({ [TOKEN_KEYS.managerToken]: manager });
  const api = createApiClient({ baseUrl: 'http://api.test/api', restaurantId: 1, storage, fetch: server.fetch, now: () => NOW });
  return { api, server };
}

type Expected = { method: string; path: string; query?: Record<string, string>; body?: unknown };
const get = (path: string, query: Record<string, string> = {}): Expected => ({
  method: 'GET',
  path,
  query: { restaurantId: '1', ...query },
});
const post = (path: string, body: Record<string, unknown> = {}): Expected => ({
  method: 'POST',
  path,
  query: {},
  body: { restaurantId: 1, ...body },
});
const put = (path: string, body: Record<string, unknown> = {}): Expected => ({
  method: 'PUT',
  path,
  query: {},
  body: { restaurantId: 1, ...body },
});
const postQuery = (path: string, query: Record<string, string>): Expected => ({
  method: 'POST',
  path,
  query: { restaurantId: '1', ...query },
});

const basket = { basketId: 'b1' };
const line = { basketId: 'b1', basketProductId: 5 };

/** Every call of spec document 2, §7: its method, path and payload. */
const CALLS: ReadonlyArray<[string, (api: ApiClient) => Promise<unknown>, Expected]> = [
  ['auth.login', (api) => api.auth.login({ email: 'a@b.c', password: 'pw' }), post('auth/login', { email: 'a@b.c', password: 'pw' })],
  [
    'auth.signup',
    (api) => api.auth.signup({ name: 'Ann', email: 'a@b.c', password: 'password1', password_confirmation: 'password1' }),
    post('auth/signup', { name: 'Ann', email: 'a@b.c', password: 'password1', password_confirmation: 'password1' }),
  ],
  ['auth.logout', (api) => api.auth.logout(), get('auth/logout')],
  ['auth.user', (api) => api.auth.user(), get('auth/user')],
  ['auth.updateUser', (api) => api.auth.updateUser({ name: 'Bea' }), post('auth/user/update', { name: 'Bea' })],
  ['auth.forgotPassword', (api) => api.auth.forgotPassword({ email: 'a@b.c' }), post('auth/forgot-password', { email: 'a@b.c' })],
  ['auth.checkResetToken', (api) => api.auth.checkResetToken({ token: 't' }), get('auth/password/reset', { token: 't' })],
  [
    'auth.resetPassword',
    (api) => api.auth.resetPassword({ email: 'a@b.c', token: 't', password: 'password1' }),
    post('auth/password/reset-password', { email: 'a@b.c', token: 't', password: 'password1' }),
  ],
  ['auth.addresses', (api) => api.auth.addresses(), get('auth/user/address')],
  [
    'auth.addAddress',
    (api) => api.auth.addAddress({ address: 'Main St', house_number: '1', postal_code: '10115', city: 'Berlin', country: 'DE' }),
    post('auth/user/address/add', { address: 'Main St', house_number: '1', postal_code: '10115', city: 'Berlin', country: 'DE' }),
  ],
  ['auth.removeAddress', (api) => api.auth.removeAddress({ id: 4 }), put('auth/user/address/remove', { id: 4 })],
  ['auth.editAddress', (api) => api.auth.editAddress({ id: 4, city: 'Bonn' }), post('auth/user/address/edit', { id: 4, city: 'Bonn' })],

  ['basket.assign', (api) => api.basket.assign(basket), post('basket/assign-basket', basket)],
  ['basket.unassign', (api) => api.basket.unassign(basket), post('basket/unassigned-basket', basket)],
  [
    'basket.create',
    (api) => api.basket.create({ delivery_time: '2026-11-22 18:00' }),
    post('basket/create', { delivery_time: '2026-11-22 18:00' }),
  ],
  [
    'basket.setTable',
    (api) => api.basket.setTable({ ...basket, tableId: 3, qrcode: true }),
    post('basket/set-table', { ...basket, tableId: 3, qrcode: true }),
  ],
  [
    'basket.add',
    (api) => api.basket.add({ ...basket, productId: 9, quantity: 2, attributeItems: [1, { id: 2, quantity: 3 }] }),
    post('basket/add', { ...basket, productId: 9, quantity: 2, attributeItems: [1, { id: 2, quantity: 3 }] }),
  ],
  ['basket.remove', (api) => api.basket.remove(line), get('basket/remove', { basketId: 'b1', basketProductId: '5' })],
  [
    'basket.deleteProduct',
    (api) => api.basket.deleteProduct(line),
    get('basket/delete-basket-product', { basketId: 'b1', basketProductId: '5' }),
  ],
  [
    'basket.addPackageItems',
    (api) => api.basket.addPackageItems({ ...basket, productId: 30, productItems: [{ productId: 7, productPackage: 2, quantity: 1 }] }),
    post('basket/add-product-package-items', {
      ...basket,
      productId: 30,
      productItems: [{ productId: 7, productPackage: 2, quantity: 1 }],
    }),
  ],
  [
    'basket.addAttributeItems',
    (api) => api.basket.addAttributeItems({ ...line, attributeItems: [1] }),
    post('basket/add-attribute-items', { ...line, attributeItems: [1] }),
  ],
  [
    'basket.removeAttributeItems',
    (api) => api.basket.removeAttributeItems({ ...line, attributeItems: [1] }),
    post('basket/remove-attribute-items', { ...line, attributeItems: [1] }),
  ],
  [
    'basket.addAddress',
    (api) => api.basket.addAddress({ ...basket, userInfo: { name: 'Ann', deliveryType: 'pickup' } }),
    post('basket/add-address', { ...basket, userInfo: { name: 'Ann', deliveryType: 'pickup' } }),
  ],
  ['basket.get', (api) => api.basket.get(basket), get('basket', { basketId: 'b1' })],
  [
    'basket.totalPrice',
    (api) => api.basket.totalPrice({ ...basket, deliveryType: 1, postalCode: '10115' }),
    get('basket/total-price', { basketId: 'b1', deliveryType: '1', postalCode: '10115' }),
  ],
  [
    'basket.addDeliveryTime',
    (api) => api.basket.addDeliveryTime({ ...basket, delivery_time: '2026-11-22 18:00', deliveryType: 'pickup' }),
    post('basket/add-delivery-time', { ...basket, delivery_time: '2026-11-22 18:00', deliveryType: 'pickup' }),
  ],
  [
    'basket.addVoucher',
    (api) => api.basket.addVoucher({ ...basket, voucherCode: 'SAVE' }),
    postQuery('basket/add-voucher-to-basket', { basketId: 'b1', voucherCode: 'SAVE' }),
  ],
  ['basket.removeVoucher', (api) => api.basket.removeVoucher(basket), get('basket/remove-voucher-from-basket', { basketId: 'b1' })],
  ['basket.addTip', (api) => api.basket.addTip({ ...basket, tip_price: 2.5 }), post('basket/add-tip', { ...basket, tip_price: 2.5 })],
  ['basket.removeTip', (api) => api.basket.removeTip(basket), put('basket/remove-tip-from-basket', basket)],
  [
    'basket.updateExtraInfo',
    (api) => api.basket.updateExtraInfo({ basketProductId: 5, extraInfo: { comment: 'No onions' } }),
    post('basket/update-extraInfo', { basketProductId: 5, extraInfo: '{"comment":"No onions"}' }),
  ],
  [
    'basket.updateBasketExtraInfo',
    (api) => api.basket.updateBasketExtraInfo({ ...basket, extraInfo: { table_capacity: { adults: 2, children: 1 } } }),
    post('basket/update-basket-extraInfo', { ...basket, extraInfo: { table_capacity: { adults: 2, children: 1 } } }),
  ],
  [
    'basket.changeDeliveryMethod',
    (api) => api.basket.changeDeliveryMethod({ ...basket, deliveryType: 'here' }),
    post('basket/change-delivery-method', { ...basket, deliveryType: 'here' }),
  ],

  ['order.createBasket', (api) => api.order.createBasket({ orderId: 12 }), post('order/create-basket', { orderId: 12 })],
  [
    'order.checkAddress',
    (api) => api.order.checkAddress({ ...basket, postalCode: '10115', deliveryType: 1 }),
    get('order/check-address', { basketId: 'b1', postalCode: '10115', deliveryType: '1' }),
  ],
  [
    'order.createOrder',
    (api) => api.order.createOrder({ ...basket, paymentType: 'cash' }),
    post('order/create-order', { ...basket, paymentType: 'cash' }),
  ],
  ['order.isValid', (api) => api.order.isValid(basket), postQuery('order/is-valid', { basketId: 'b1' })],
  ['order.get', (api) => api.order.get({ orderId: 12 }), get('order', { orderId: '12' })],
  ['order.billRequest', (api) => api.order.billRequest({ order_id: 12 }), get('order/bill-request', { order_id: '12' })],
  ['order.history', (api) => api.order.history({ page: 2 }), get('order/history', { page: '2' })],
  ['payment.prepare', (api) => api.payment.prepare(basket), get('payment/prepare', { basketId: 'b1' })],
  [
    'payment.prepare (retry with another type)',
    (api) => api.payment.prepare({ ...basket, paymentType: 'cash' }),
    get('payment/prepare', { basketId: 'b1', paymentType: 'cash' }),
  ],
  [
    'payment.update',
    (api) => api.payment.update({ paymentId: 3, status: 'paid', orderId: 12 }),
    get('payment/update', { paymentId: '3', status: 'paid', orderId: '12' }),
  ],
  [
    'tablePayments.create',
    (api) => api.tablePayments.create({ tablePaymentId: 'tp', tableName: 'T1' }),
    post('table-payments/create', { tablePaymentId: 'tp', tableName: 'T1' }),
  ],
  [
    'tablePayments.event',
    (api) => api.tablePayments.event({ tablePaymentId: 'tp', basketItems: [{ basketProductId: 5 }], action: 'select' }),
    post('table-payments/events', { tablePaymentId: 'tp', basketItems: [{ basketProductId: 5 }], action: 'select' }),
  ],
  ['tablePayments.get', (api) => api.tablePayments.get({ tablePaymentId: 'tp' }), get('table-payments', { tablePaymentId: 'tp' })],

  ['restaurant.byId', (api) => api.restaurant.byId(), get('restaurant/restaurant-by-id')],
  ['restaurant.bySlug', (api) => api.restaurant.bySlug({ slug: 'demo' }), get('restaurant/restaurant-by-slug', { slug: 'demo' })],
  ['restaurant.idBySlug', (api) => api.restaurant.idBySlug({ slug: 'demo' }), get('restaurant/id', { slug: 'demo' })],
  [
    'restaurant.list',
    (api) => api.restaurant.list({ postalCode: '10115', deliveryType: 'delivery', status: 'open' }),
    get('restaurant', { postalCode: '10115', deliveryType: 'delivery', status: 'open' }),
  ],
  [
    'restaurant.categories',
    (api) => api.restaurant.categories({ basketId: 'b1', extra: 1 }),
    get('restaurant/category', { basketId: 'b1', extra: '1' }),
  ],
  [
    'restaurant.products',
    (api) => api.restaurant.products({ categoryId: 4, delivery_time: '2026-11-22 18:00', basketId: 'b1' }),
    get('restaurant/products', { categoryId: '4', delivery_time: '2026-11-22 18:00', basketId: 'b1' }),
  ],
  ['restaurant.pinnedProducts', (api) => api.restaurant.pinnedProducts(), get('restaurant/pinned-products')],
  [
    'restaurant.happyHourTimes',
    (api) => api.restaurant.happyHourTimes({ pinned: 1 }),
    get('restaurant/products-happyHour-time', { pinned: '1' }),
  ],
  [
    'restaurant.categoryAttributes',
    (api) => api.restaurant.categoryAttributes({ categoryId: 4 }),
    get('restaurant/category-attributes-items', { categoryId: '4' }),
  ],
  [
    'restaurant.productPackages',
    (api) => api.restaurant.productPackages({ productId: 30 }),
    get('restaurant/product-packages', { productId: '30' }),
  ],
  ['restaurant.search', (api) => api.restaurant.search({ query: 'pizza' }), get('restaurant/product/search', { query: 'pizza' })],
  ['restaurant.mostSelling', (api) => api.restaurant.mostSelling({ limit: 5 }), get('restaurant/most-selling', { limit: '5' })],
  ['restaurant.robotRequest', (api) => api.restaurant.robotRequest({ tableId: 3 }), get('restaurant/robot-request', { tableId: '3' })],
  ['restaurant.imprint', (api) => api.restaurant.imprint(), get('restaurant/imprint')],
  ['restaurant.informationPages', (api) => api.restaurant.informationPages(), get('restaurant/informationPages')],
  ['restaurant.postalCodes', (api) => api.restaurant.postalCodes(), get('restaurant/postalCodes')],
  ['restaurant.tables', (api) => api.restaurant.tables(), get('restaurant/tables')],
  ['restaurant.ticketSlots', (api) => api.restaurant.ticketSlots(), get('restaurant/ticket-slots')],
  [
    'restaurant.reserveTable',
    (api) =>
      api.restaurant.reserveTable({
        people: { adults: 2 },
        date: '2026-11-23',
        time: '19:00',
        email: 'a@b.c',
        name: 'Ann',
        phone: '+49 30 1234',
      }),
    post('restaurant/reserve-table', {
      people: { adults: 2 },
      date: '2026-11-23',
      time: '19:00',
      email: 'a@b.c',
      name: 'Ann',
      phone: '+49 30 1234',
    }),
  ],
  [
    'restaurant.websiteView',
    (api) => api.restaurant.websiteView({ qrCode: true, unique: true, new: false, tableId: 3 }),
    post('restaurant/website-view', { qrCode: true, unique: true, new: false, tableId: 3 }),
  ],
  [
    'restaurant.shippingPrice',
    (api) => api.restaurant.shippingPrice({ ...basket, deliveryType: 1, postalCode: '10115' }),
    get('restaurant/shipping-price', { basketId: 'b1', deliveryType: '1', postalCode: '10115' }),
  ],

  ['content.blogs', (api) => api.content.blogs({ page: 2 }), get('blogs', { page: '2' })],
  ['content.blogsByTag', (api) => api.content.blogsByTag({ tagId: 3 }), get('blogs/by-tag', { tagId: '3' })],
  ['content.blog', (api) => api.content.blog({ blogId: 3 }), get('blogs/show', { blogId: '3' })],
  ['content.blogBySlug', (api) => api.content.blogBySlug({ blogSlug: 'news' }), get('blogs/show/slug', { blogSlug: 'news' })],
  ['content.testimonials', (api) => api.content.testimonials(), get('testimonials')],
  ['content.testimonial', (api) => api.content.testimonial({ testimonialId: 3 }), get('testimonials/show', { testimonialId: '3' })],
  [
    'content.createTestimonial',
    (api) => api.content.createTestimonial({ orderId: 12, name: 'Ann', rating: 5, text: 'Lovely' }),
    post('testimonials/create', { orderId: 12, name: 'Ann', rating: 5, text: 'Lovely' }),
  ],
  [
    'content.contact',
    (api) => api.content.contact({ name: 'Ann', email: 'a@b.c', message: 'Hi' }),
    post('contact', { name: 'Ann', email: 'a@b.c', message: 'Hi' }),
  ],
  ['content.newsletter', (api) => api.content.newsletter({ email: 'a@b.c' }), postQuery('newsletter/create', { email: 'a@b.c' })],

  ['managers.restaurant', (api) => api.managers.restaurant(), get('managers/restaurant')],
  [
    'managers.orders',
    (api) => api.managers.orders({ from_date: '2026-11-01', to_date: '2026-11-22', filter_type: 'delivery' }),
    get('managers/order', { from_date: '2026-11-01', to_date: '2026-11-22', filter_type: 'delivery' }),
  ],
  [
    'managers.changeStatus',
    (api) => api.managers.changeStatus({ orderId: 12, status: 'processing' }),
    post('managers/order/change-status', { orderId: 12, status: 'processing' }),
  ],
];

describe('the calls of spec document 2, §7', () => {
  it.each(CALLS)('%s sends its method, path and payload', async (_name, call, expected) => {
    const { api, server } = setUp();
    // The fake answers null to everything, which most response schemas refuse: only the request matters here.
    await call(api).catch(() => undefined);
    const { method, path, query, body } = server.last();
    expect({ method, path, query, body }).toEqual({ query: {}, body: undefined, ...expected });
  });

  it('assigns a basket with the stored public token as the proof of the guest session (guestToken)', async () => {
    const { api, server } = setUp();
    const guest = freshToken('guest:basket-maker');
    const storage = createMemoryStorage({ [TOKEN_KEYS.publicToken]: guest, [TOKEN_KEYS.privateToken]: freshToken('7') });
    const withGuest = createApiClient({ baseUrl: 'http://api.test/api', restaurantId: 1, storage, fetch: server.fetch, now: () => NOW });
    await withGuest.basket.assign(basket).catch(() => undefined);
    expect(server.last().body).toEqual({ restaurantId: 1, basketId: 'b1', guestToken: guest });
    expect(server.last().authorization).toBe(`Bearer ${freshToken('7')}`);
    await withGuest.basket.assign({ ...basket, guestToken: 'given' }).catch(() => undefined);
    expect(server.last().body).toEqual({ restaurantId: 1, basketId: 'b1', guestToken: 'given' });
    // Without a stored public token nothing is invented.
    await api.basket.assign(basket).catch(() => undefined);
    expect(server.last().body).toEqual({ restaurantId: 1, basketId: 'b1' });
  });

  it('sends manager calls with the manager token', async () => {
    const { api, server } = setUp([]);
    await api.managers.orders({ from_date: '2026-11-01', to_date: '2026-11-22' });
    expect(server.last().authorization).toBe(`Bearer ${manager}`);
  });

  it('sends the X-Socket-Id header of a table-payment event', async () => {
    const { api, server } = setUp();
    await api.tablePayments.event({ tablePaymentId: 'tp', basketItems: [], action: 'join' }, { socketId: 'sock-1' });
    expect(server.last().headers.get('x-socket-id')).toBe('sock-1');
  });

  it('appends the extra categories to the regular ones', async () => {
    const category = (id: number, extra: boolean) => ({
      id,
      name: `C${id}`,
      description: null,
      image: null,
      foot_note: null,
      extra,
      pivot: { priority: null },
      subcategories: [],
    });
    const server = fakeServer((request) =>
      ok(request.query.extra === '1' ? [category(9, true)] : [category(1, false), category(2, false)]),
    );
    const api = createApiClient({ baseUrl: 'http://api.test/api', restaurantId: 1, fetch: server.fetch, now: () => NOW });
    const categories = await api.restaurant.allCategories({ basketId: 'b1' });
    expect(categories.map((category) => category.id)).toEqual([1, 2, 9]);
  });

  it('keeps the message of a 503 robot request and says "Something went wrong!" otherwise', async () => {
    const server = fakeServer((request) =>
      request.query.tableId === '1'
        ? new Response(
            JSON.stringify({ message: { body: 'The robot is charging.' }, code: 'robot_service_is_not_available_for_this_restaurant' }),
            {
              status: 503,
            },
          )
        : new Response(JSON.stringify({ message: { body: 'boom' }, code: 'something_went_wrong' }), { status: 500 }),
    );
    const api = createApiClient({ baseUrl: 'http://api.test/api', restaurantId: 1, fetch: server.fetch, now: () => NOW });
    await expect(api.restaurant.robotRequest({ tableId: 1 })).rejects.toMatchObject({ status: 503, message: 'The robot is charging.' });
    await expect(api.restaurant.robotRequest({ tableId: 2 })).rejects.toMatchObject({ status: 500, message: 'Something went wrong!' });
  });

  it('parses responses with the contract, e.g. the user', async () => {
    const user = {
      id: 1,
      restaurant_id: 1,
      name: 'Ann',
      email: 'a@b.c',
      mobile: null,
      birth_date: null,
      postal_code: '10115',
      postalCode: '10115',
      role: 'customer',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    };
    const { api } = setUp(user);
    await expect(api.auth.user()).resolves.toEqual(user);
    await expect(setUp({ ...user, role: 'admin' }).api.auth.user()).rejects.toMatchObject({ code: 'contract_violation' });
  });

  it('reads the ticket slots of each bookable day, places left null when unlimited', async () => {
    const days = [
      {
        date: '2026-11-23',
        slots: [
          { id: 4, time: '16:00', end_time: '17:30', starts_at: '2026-11-23T15:00:00.000Z', capacity: 3, remaining: 0 },
          { id: 9, time: '18:00', end_time: null, starts_at: '2026-11-23T17:00:00.000Z', capacity: null, remaining: null },
        ],
      },
    ];
    await expect(setUp(days).api.restaurant.ticketSlots()).resolves.toEqual(days);
    await expect(setUp([{ date: '2026-11-23', slots: [{ id: 4 }] }]).api.restaurant.ticketSlots()).rejects.toMatchObject({
      code: 'contract_violation',
    });
  });
});
