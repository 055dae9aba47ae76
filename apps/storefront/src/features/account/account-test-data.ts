import type { Order, User, UserAddress } from '@platter/contract';

/** Test data of the account screens: contract-shaped answers of the fake server. */

function encode(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** A token the client reads as valid for an hour (it only decodes `exp`). */
export function fakeJwt(audience: 'private' | 'manager' = 'private'): string {
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp: Math.floor(Date.now() / 1000) + 3600, aud: audience })}.signature`;
}

/** What the storefront finds in local storage after a customer logged in (spec §4). */
export function rememberLogin(): void {
  localStorage.setItem('privateToken', fakeJwt());
  localStorage.setItem('expires_at', new Date(Date.now() + 3_600_000).toISOString());
}

export function customer(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    restaurant_id: 1,
    name: 'Erika Mustermann',
    email: 'erika@example.com',
    mobile: '0151 2345678',
    birth_date: '1990-04-12',
    postal_code: null,
    postalCode: null,
    role: 'customer',
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function loginAnswer(kind: 'private' | 'manager' = 'private') {
  return { access_token: fakeJwt(kind), expires_at: new Date(Date.now() + 3_600_000).toISOString(), token_kind: kind };
}

export function savedAddress(id: number, overrides: Partial<UserAddress> = {}): UserAddress {
  return {
    id,
    address: 'Invalidenstraße',
    house_number: '117',
    postal_code: '10115',
    postalCode: '10115',
    city: 'Berlin',
    country: 'Deutschland',
    company: null,
    comment: null,
    ...overrides,
  };
}

export function pastOrder(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    restaurant_id: 1,
    status: 'delivered',
    payment_type: 'cash',
    is_online_payment: false,
    payment_status: 'none',
    delivery_type: 2,
    delivery_time: '2026-05-12T16:30:00.000Z',
    subtotal_price: 19,
    discount_price: 0,
    shipping_price: 0,
    tip: 0,
    total_price: 19,
    voucher_code: null,
    user_details: '{}',
    created_at: '2026-05-12T15:58:00.000Z',
    ...overrides,
  };
}

/** A 422 as the server sends it: the field map with the message code. */
export function validationFailure(field: string, code: string): Response {
  return new Response(JSON.stringify({ message: { body: code }, errors: { [field]: [code] } }), {
    status: 422,
    headers: { 'content-type': 'application/json' },
  });
}

/** The JSON body a fake route was called with. */
export async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  return (await request.clone().json()) as Record<string, unknown>;
}
