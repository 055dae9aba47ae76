import type { OrderWithLines } from '@platter/contract';

/** An order of restaurant 1 placed a few minutes ago, due in an hour: on today's board. */
export function todaysOrder(id: number, overrides: Partial<OrderWithLines> = {}): OrderWithLines {
  const now = Date.now();
  return {
    id,
    restaurant_id: 1,
    status: 'received',
    payment_type: 'cash',
    is_online_payment: false,
    payment_status: 'none',
    delivery_type: 2,
    delivery_time: new Date(now + 3_600_000).toISOString(),
    subtotal_price: 16.9,
    discount_price: 0,
    shipping_price: 0,
    tip: 0,
    total_price: 16.9,
    voucher_code: null,
    user_details: JSON.stringify({ name: 'Jonas Weber', mobile: '0151 7654321' }),
    created_at: new Date(now - 5 * 60_000).toISOString(),
    products: [
      {
        id: id * 10,
        productId: 3,
        name: 'Bistro Trüffelburger',
        quantity: 1,
        price: 16.9,
        totalPrice: 16.9,
        details: JSON.stringify({ attributeItems: [{ id: 1, name: 'Medium', quantity: 1 }] }),
        comment: 'Ohne Zwiebeln',
        itemDetails: [],
      },
    ],
    table: null,
    ...overrides,
  };
}
