import { type Order, type OrderLine, type OrderWithLines, type PaymentType, toMajorUnits } from '@platter/contract';
import { z } from 'zod';
import type { OrderLineRow, OrderRow } from '../../db/schema.ts';
import { storedExtraInfo } from '../basket/index.ts';

const ONLINE: readonly string[] = ['mollie', 'saferPay'];

/** The order as guests and managers read it (spec §3 "Order"); `payment_id` only for online payments. */
export function presentOrder(row: OrderRow, paymentId?: number): Order {
  const online = ONLINE.includes(row.payment_type);
  return {
    id: row.id,
    restaurant_id: row.restaurant_id,
    status: row.status,
    payment_type: row.payment_type as PaymentType,
    is_online_payment: online,
    payment_status: row.payment_status,
    ...(online && paymentId !== undefined ? { payment_id: paymentId } : {}),
    delivery_type: row.delivery_type === 1 || row.delivery_type === 2 ? row.delivery_type : 3,
    delivery_time: row.delivery_time,
    subtotal_price: toMajorUnits(row.subtotal_minor),
    discount_price: toMajorUnits(row.discount_minor),
    shipping_price: toMajorUnits(row.shipping_minor),
    tip: toMajorUnits(row.tip_minor),
    total_price: toMajorUnits(row.total_minor),
    voucher_code: row.voucher_code,
    user_details: row.user_details,
    created_at: row.created_at,
  };
}

/** What an order line's `details` JSON holds of the cart line's extra info: its text as it was. */
const lineDetailsSchema = z.object({ extra_info: z.string().nullable().catch(null) }).catch({ extra_info: null });

function extraInfoOf(details: string) {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(details);
  } catch {
    parsed = null;
  }
  return storedExtraInfo(lineDetailsSchema.parse(parsed));
}

/**
 * An ordered line as the order detail, the history and the manager's orders show it: the comment
 * and the persons (event mode) read from the cart line's extra info, so that no client parses it.
 */
export function presentOrderLine(row: OrderLineRow): OrderLine {
  const extraInfo = extraInfoOf(row.details);
  return {
    id: row.id,
    productId: row.product_id,
    name: row.name,
    quantity: row.quantity,
    price: toMajorUnits(row.unit_price_minor),
    totalPrice: toMajorUnits(row.total_minor),
    details: row.details,
    comment: extraInfo.comment ?? null,
    itemDetails: (extraInfo.itemDetails ?? []).map(({ fullName, date, count }) => ({
      ...(fullName ? { fullName } : {}),
      ...(date ? { date } : {}),
      count,
    })),
  };
}

/** An order with its lines and table (history entries, the manager's orders). */
export function presentOrderWithLines(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  table: string | null,
  paymentId?: number,
): OrderWithLines {
  return { ...presentOrder(row, paymentId), products: lines.map(presentOrderLine), table };
}
