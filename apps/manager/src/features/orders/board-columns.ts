import type { OrderWithLines } from '@platter/contract';

export interface BoardColumns {
  /** Received, waiting to be accepted: oldest first. */
  fresh: OrderWithLines[];
  /** Accepted, in the kitchen: due first. */
  preparing: OrderWithLines[];
  /** Delivered or rejected: latest first, the last dozen. */
  done: OrderWithLines[];
}

const FINISHED_SHOWN = 12;

/** An online order whose payment failed or was cancelled is no work for the kitchen. */
function isDeadOnlineOrder(order: OrderWithLines): boolean {
  return order.is_online_payment && (order.payment_status === 'failed' || order.payment_status === 'canceled');
}

/** An order the kitchen should be alerted to: received and not waiting for an online payment. */
export function needsAcceptance(order: OrderWithLines): boolean {
  return order.status === 'received' && !(order.is_online_payment && order.payment_status !== 'paid');
}

const dueOf = (order: OrderWithLines) => order.delivery_time ?? order.created_at;
const byTime = (time: (order: OrderWithLines) => string) => (a: OrderWithLines, b: OrderWithLines) =>
  Date.parse(time(a)) - Date.parse(time(b));

/** Today's orders of both lists (ordered today, due today), each once, into the board's three columns. */
export function boardColumns(...lists: ReadonlyArray<readonly OrderWithLines[] | undefined>): BoardColumns {
  const byId = new Map<number, OrderWithLines>();
  for (const list of lists) for (const order of list ?? []) byId.set(order.id, order);
  const orders = [...byId.values()].filter((order) => !isDeadOnlineOrder(order));
  return {
    fresh: orders.filter((order) => order.status === 'received').sort(byTime((order) => order.created_at)),
    preparing: orders.filter((order) => order.status === 'processing').sort(byTime(dueOf)),
    done: orders
      .filter((order) => order.status === 'delivered' || order.status === 'rejected')
      .sort(byTime((order) => order.created_at))
      .reverse()
      .slice(0, FINISHED_SHOWN),
  };
}
