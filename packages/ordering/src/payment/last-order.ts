/**
 * The last order's basket, kept for this tab: after a failed or canceled online payment the
 * payment status page offers another attempt, and `payment/prepare` finds the order by its basket.
 */
const KEY = 'platter:last-order';

export interface LastOrder {
  orderId: number;
  basketId: string;
}

export function rememberLastOrder(order: LastOrder): void {
  sessionStorage.setItem(KEY, JSON.stringify(order));
}

export function lastOrderBasket(orderId: number): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<LastOrder> | null;
    return stored?.orderId === orderId && typeof stored.basketId === 'string' ? stored.basketId : null;
  } catch {
    return null;
  }
}
