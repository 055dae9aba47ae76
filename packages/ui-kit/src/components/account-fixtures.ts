import type { Order, UserAddress } from '@platter/contract';
import type { OrderDetailLine } from './OrderDetailPanel/index.ts';

/** Demo data of the account stories and tests: a regular customer of a Berlin bistro. */

export const DEMO_PROFILE = {
  name: 'Erika Mustermann',
  email: 'erika@example.com',
  mobile: '0151 2345678',
  birth_date: '1990-04-12',
};

export const DEMO_ADDRESSES: UserAddress[] = [
  {
    id: 1,
    address: 'Invalidenstraße',
    house_number: '117',
    postal_code: '10115',
    postalCode: '10115',
    city: 'Berlin',
    country: 'Deutschland',
    company: null,
    comment: 'Hinterhaus, 2. Stock',
  },
  {
    id: 2,
    address: 'Friedrichstraße',
    house_number: '68',
    postal_code: '10117',
    postalCode: '10117',
    city: 'Berlin',
    country: 'Deutschland',
    company: 'Muster GmbH',
    comment: null,
  },
];

function order(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    restaurant_id: 1,
    status: 'delivered',
    payment_type: 'cash',
    is_online_payment: false,
    payment_status: 'none',
    delivery_type: 2,
    delivery_time: '2026-05-12T18:30:00+02:00',
    subtotal_price: 23.5,
    discount_price: 0,
    shipping_price: 0,
    tip: 0,
    total_price: 23.5,
    voucher_code: null,
    user_details: '{}',
    created_at: '2026-05-12T17:58:00+02:00',
    ...overrides,
  };
}

export const DEMO_ORDERS: Order[] = [
  order(1042, {
    status: 'received',
    payment_type: 'mollie',
    is_online_payment: true,
    payment_status: 'paid',
    delivery_type: 1,
    subtotal_price: 40.4,
    discount_price: 4.04,
    shipping_price: 2.5,
    tip: 2,
    total_price: 40.86,
    voucher_code: 'WELCOME10',
    created_at: '2026-06-02T19:12:00+02:00',
    delivery_time: '2026-06-02T20:00:00+02:00',
  }),
  order(1017, { status: 'processing', total_price: 18.9, subtotal_price: 18.9, created_at: '2026-05-28T12:05:00+02:00' }),
  order(998),
  order(941, { status: 'rejected', total_price: 12.5, subtotal_price: 12.5, created_at: '2026-04-30T20:41:00+02:00' }),
];

export const DEMO_ORDER_LINES: OrderDetailLine[] = [
  { id: 1, name: 'Pizza Margherita', quantity: 2, totalPrice: 21, extras: ['Mittel (30 cm)', 'Extra Käse'] },
  { id: 2, name: 'Caesar Salad', quantity: 1, totalPrice: 12.9 },
  { id: 3, name: 'Tiramisu della casa', quantity: 1, totalPrice: 6.5 },
];
