import type { OrderLine, OrderWithLines } from '@platter/contract';

/** Demo data of the manager stories and tests: a Berlin bistro's evening. */

function line(id: number, name: string, quantity: number, price: number, overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id,
    productId: id,
    name,
    quantity,
    price,
    totalPrice: Math.round(price * quantity * 100) / 100,
    details: '{}',
    comment: null,
    itemDetails: [],
    ...overrides,
  };
}

function managerOrder(id: number, overrides: Partial<OrderWithLines> = {}): OrderWithLines {
  return {
    id,
    restaurant_id: 1,
    status: 'received',
    payment_type: 'cash',
    is_online_payment: false,
    payment_status: 'none',
    delivery_type: 2,
    delivery_time: '2026-06-02T19:30:00+02:00',
    subtotal_price: 23.5,
    discount_price: 0,
    shipping_price: 0,
    tip: 0,
    total_price: 23.5,
    voucher_code: null,
    user_details: JSON.stringify({ name: 'Jonas Weber', mobile: '0151 7654321', email: 'jonas@example.com' }),
    created_at: '2026-06-02T19:02:00+02:00',
    products: [line(1, 'Wiener Schnitzel', 1, 18.9), line(2, 'Apfelschorle', 1, 4.6)],
    table: null,
    ...overrides,
  };
}

export const DEMO_MANAGER_ORDERS: OrderWithLines[] = [
  managerOrder(1042, {
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
    user_details: JSON.stringify({
      name: 'Erika Mustermann',
      mobile: '0151 2345678',
      email: 'erika@example.com',
      address: 'Invalidenstraße',
      house_number: '117',
      postalCode: '10115',
      city: 'Berlin',
      comment: 'Hinterhaus, bitte zweimal klingeln',
    }),
    products: [
      line(1, 'Bistro Trüffelburger', 2, 16.9, {
        details: JSON.stringify({
          attributeItems: [
            { id: 1, name: 'Medium', quantity: 1 },
            { id: 2, name: 'Cheddar', quantity: 2 },
          ],
        }),
        comment: 'Ohne Zwiebeln',
      }),
      line(2, 'Feierabend-Menü', 1, 6.6, {
        details: JSON.stringify({
          items: [
            { productId: 7, name: 'Pommes', quantity: 1 },
            { productId: 8, name: 'Cola', quantity: 1 },
          ],
        }),
      }),
    ],
  }),
  managerOrder(1043, {
    delivery_type: 3,
    table: 'T4',
    payment_type: 'payAtEnd',
    delivery_time: null,
    created_at: '2026-06-02T19:20:00+02:00',
  }),
  managerOrder(1039, {
    status: 'processing',
    created_at: '2026-06-02T18:40:00+02:00',
    products: [
      line(3, 'Weinprobe', 3, 29, {
        itemDetails: [
          { fullName: 'Anna Roth', date: '2026-06-12', count: 2 },
          { fullName: 'Ben Roth', date: '2026-06-12', count: 1 },
        ],
      }),
    ],
    subtotal_price: 87,
    total_price: 87,
  }),
  managerOrder(1031, { status: 'delivered', created_at: '2026-06-02T18:05:00+02:00' }),
];
