import type { Input, Objects, SecurityWorld } from './security-world.ts';

/**
 * The authorisation matrix: every API route with who may call it. A route the server registers
 * without a row here fails the first test, so a new route cannot ship without saying who may call it.
 *
 * Access:
 * - `anyone`: also without a token.
 * - `token`: any token (public, private, manager); none 401.
 * - `signedIn`: a private or manager token; none 401, a public one 403.
 * - `customer`: a private token; none 401, others 403.
 * - `manager`: a manager token; none 401, others 403.
 * - `manager1`: the manager of restaurant 1 (the input names restaurant 1); the other manager 403.
 * - `own`: the guest's or customer's own objects (basket, line, order); a caller naming another's
 *   objects is refused without their data: 403, 404, or the 422 "does not exist" the spec answers
 *   for another's basket or order (so a guesser learns nothing). Anonymous 401; managers own nothing.
 * - `ownCustomer`: as `own`, for a customer's own objects (an address); guests and managers 403.
 * - `assign`: a customer takes their own basket onto their account; guests and managers 403; a
 *   guest's or another customer's basket (without proof of its session, issue 15 item 8) refused.
 */
export type Access = 'anyone' | 'token' | 'signedIn' | 'customer' | 'manager' | 'manager1' | 'own' | 'ownCustomer' | 'assign';

export interface Context {
  world: SecurityWorld;
  /** The objects named: the caller's own, or for a refusal the victim's. */
  objects: Objects;
  /** A number unique to this call, for inputs that must not repeat (emails). */
  unique: number;
}
export type Row = readonly [route: string, access: Access, input: (context: Context) => Input];

const R = (c: Context) => ({ restaurantId: c.world.bistroId });
const B = (c: Context) => ({ restaurantId: c.world.bistroId, basketId: c.objects.basketId });
const L = (c: Context) => ({ ...B(c), basketProductId: c.objects.lineId });
const address = { address: 'Main Street', house_number: '2', postal_code: '10115', city: 'Berlin', country: 'Germany' };
const pattern = (c: Context) => ({
  restaurantId: c.world.bistroId,
  name: `Pause ${c.unique}`,
  start_time: '15:00',
  products: [c.world.productId],
  weekdays: [1],
  start_date: '2031-01-01',
  end_date: '2031-01-31',
});

// biome-ignore format: one line per route keeps the table readable
export const MATRIX: readonly Row[] = [
  ['GET health', 'anyone', () => ({})],
  ['GET page-data', 'anyone', () => ({ app: 'storefront' })],
  ['POST oauth/token', 'anyone', () => ({ grant_type: 'client_credentials', client_id: 'storefront', client_secret: 'storefront-secret' })],
  ['POST auth/login', 'anyone', (c) => ({ email: 'security-customer-b@example.com', password: 'password123', restaurantId: c.world.bistroId })],
  ['POST auth/signup', 'anyone', (c) => ({ restaurantId: c.world.bistroId, name: 'New', email: `new-${c.unique}@example.com`, password: 'password123', password_confirmation: 'password123' })],
  ['GET auth/logout', 'signedIn', () => ({})],
  ['GET auth/user', 'signedIn', () => ({})],
  ['POST auth/user/update', 'signedIn', () => ({ mobile: '030 555' })],
  ['POST auth/forgot-password', 'token', (c) => ({ email: 'nobody@example.com', restaurantId: c.world.bistroId })],
  ['GET auth/password/reset', 'token', () => ({ token: 'not-a-reset-token' })],
  ['POST auth/password/reset-password', 'token', () => ({ email: 'nobody@example.com', token: 'not-a-reset-token', password: 'password1234', password_confirmation: 'password1234' })],
  ['GET auth/user/address', 'customer', () => ({})],
  ['POST auth/user/address/add', 'customer', () => address],
  ['POST auth/user/address/edit', 'ownCustomer', (c) => ({ id: c.objects.addressId, city: 'Potsdam' })],
  ['PUT auth/user/address/remove', 'ownCustomer', (c) => ({ id: c.objects.addressId })],
  ['GET restaurant/restaurant-by-id', 'token', R],
  ['GET restaurant/restaurant-by-slug', 'token', () => ({ slug: 'demo-bistro' })],
  ['GET restaurant/id', 'token', () => ({ slug: 'demo-bistro' })],
  ['GET restaurant', 'token', () => ({ postalCode: '10115', deliveryType: 'pickup' })],
  ['GET restaurant/imprint', 'token', R],
  ['GET restaurant/informationPages', 'token', R],
  ['GET restaurant/postalCodes', 'token', R],
  ['GET restaurant/tables', 'token', R],
  ['GET restaurant/ticket-slots', 'token', R],
  ['GET restaurant/category', 'token', R],
  ['GET restaurant/products', 'token', (c) => ({ ...R(c), categoryId: 1 })],
  ['GET restaurant/pinned-products', 'token', R],
  ['GET restaurant/products-happyHour-time', 'token', (c) => ({ ...R(c), pinned: 1 })],
  ['GET restaurant/category-attributes-items', 'token', (c) => ({ ...R(c), categoryId: 1 })],
  ['GET restaurant/product-packages', 'token', (c) => ({ ...R(c), productId: c.world.productId })],
  ['GET restaurant/product/search', 'token', (c) => ({ ...R(c), query: 'a' })],
  ['GET restaurant/most-selling', 'token', R],
  ['GET blogs', 'token', R],
  ['GET blogs/by-tag', 'token', (c) => ({ ...R(c), tagId: 1 })],
  ['GET blogs/show', 'token', (c) => ({ ...R(c), blogId: 1 })],
  ['GET blogs/show/slug', 'token', (c) => ({ ...R(c), blogSlug: 'none' })],
  ['GET testimonials', 'token', R],
  ['GET testimonials/show', 'token', (c) => ({ ...R(c), testimonialId: 1 })],
  ['POST testimonials/create', 'token', (c) => ({ ...R(c), name: 'Erika', rating: 5, text: 'Good' })],
  ['POST restaurant/reserve-table', 'token', (c) => ({ ...R(c), people: { adults: 2 }, date: '2026-11-24', time: '19:00', email: 'e@example.com', name: 'Erika', phone: '030 1234' })],
  ['POST restaurant/website-view', 'token', R],
  ['POST contact', 'token', (c) => ({ ...R(c), name: 'Erika', email: 'e@example.com', message: 'Hello' })],
  ['POST newsletter/create', 'token', (c) => ({ ...R(c), email: `news-${c.unique}@example.com` })],
  ['GET restaurant/robot-request', 'token', (c) => ({ ...R(c), tableId: 1 })],
  ['POST basket/create', 'token', R],
  ['GET basket', 'own', B],
  ['POST basket/add', 'own', (c) => ({ ...B(c), productId: c.world.productId })],
  ['GET basket/remove', 'own', L],
  ['GET basket/delete-basket-product', 'own', L],
  ['POST basket/update-extraInfo', 'own', (c) => ({ basketId: c.objects.basketId, basketProductId: c.objects.lineId, extraInfo: { comment: 'no onions' } })],
  ['POST basket/change-delivery-method', 'own', (c) => ({ ...B(c), deliveryType: 'here' })],
  ['POST basket/add-delivery-time', 'own', (c) => ({ ...B(c), deliveryType: 'pickup', delivery_time: '2026-11-23 19:00' })],
  ['POST basket/add-voucher-to-basket', 'own', (c) => ({ ...B(c), voucherCode: 'NOSUCHCODE' })],
  ['GET basket/remove-voucher-from-basket', 'own', B],
  ['POST basket/add-tip', 'own', (c) => ({ ...B(c), tip_price: 1 })],
  ['PUT basket/remove-tip-from-basket', 'own', B],
  ['POST basket/add-product-package-items', 'own', (c) => ({ ...B(c), productId: c.world.productId, productItems: [] })],
  ['POST basket/add-attribute-items', 'own', L],
  ['POST basket/remove-attribute-items', 'own', L],
  ['POST basket/set-table', 'own', (c) => ({ ...B(c), tableId: 1 })],
  ['POST basket/update-basket-extraInfo', 'own', (c) => ({ ...B(c), extraInfo: { comment: 'ring twice' } })],
  ['POST basket/add-address', 'own', (c) => ({ ...B(c), userInfo: { name: 'Intruder' } })],
  ['POST basket/assign-basket', 'assign', B],
  ['POST basket/unassigned-basket', 'own', (c) => ({ basketId: c.objects.basketId })],
  ['GET basket/total-price', 'own', (c) => ({ ...B(c), deliveryType: 'pickup', postalCode: '10115' })],
  ['GET restaurant/shipping-price', 'own', (c) => ({ ...B(c), deliveryType: 'pickup', postalCode: '10115' })],
  ['POST order/create-order', 'own', (c) => ({ ...B(c), paymentType: 'cash', termsAgreed: true })],
  ['GET order', 'own', (c) => ({ orderId: c.objects.orderId })],
  ['GET order/history', 'customer', R],
  ['POST order/is-valid', 'own', B],
  ['POST order/create-basket', 'own', (c) => ({ ...R(c), orderId: c.objects.orderId })],
  ['GET order/bill-request', 'own', (c) => ({ order_id: c.objects.orderId })],
  ['GET order/check-address', 'own', (c) => ({ ...B(c), postalCode: '10115', deliveryType: 'pickup' })],
  ['GET payment/update', 'own', (c) => ({ orderId: c.objects.orderId })],
  ['GET payment/prepare', 'own', B],
  ['POST payment/webhook', 'anyone', () => ({ id: 'tr_unknown' })],
  ['GET payment/webhook', 'anyone', () => ({ reference: '999999' })],
  ['GET payment/sandbox/:id', 'anyone', () => ({})],
  ['POST payment/sandbox/:id/:action', 'anyone', () => ({})],
  ['GET managers/restaurant', 'manager', () => ({})],
  ['GET managers/order', 'manager1', (c) => ({ ...R(c), from_date: '2026-11-01', to_date: '2026-11-30' })],
  ['POST managers/order/change-status', 'manager1', (c) => ({ ...R(c), orderId: c.objects.orderId, status: 'processing' })],
  ['GET managers/break-patterns', 'manager1', R],
  ['POST managers/break-patterns', 'manager1', pattern],
  ['POST managers/break-patterns/update', 'manager1', (c) => ({ ...pattern(c), breakPatternId: 999_999 })],
  ['POST managers/break-patterns/stop', 'manager1', (c) => ({ ...R(c), breakPatternId: 999_999 })],
  ['POST managers/break-patterns/delete', 'manager1', (c) => ({ ...R(c), breakPatternId: 999_999 })],
  ['GET dev/outbox', 'anyone', () => ({})], // developers' and tests' mail box outside production (issue 15 item 2 narrows it)
  ['GET realtime', 'anyone', () => ({})], // a WebSocket; a plain GET answers 404, the socket checks each subscription's token
];

/** Path parameters of the routes that have them. */
export const PATHS: Record<string, string> = {
  'payment/sandbox/:id': 'payment/sandbox/999999',
  'payment/sandbox/:id/:action': 'payment/sandbox/999999/pay',
};

/** POST routes that take their input as query parameters, as the spec's client sends them. */
export const QUERY_POSTS = new Set(['POST basket/add-voucher-to-basket', 'POST order/is-valid', 'POST newsletter/create']);

/** Routes that may be absent from a build (registered only in some modes). */
export const OPTIONAL = new Set(['GET dev/outbox']);

export const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
