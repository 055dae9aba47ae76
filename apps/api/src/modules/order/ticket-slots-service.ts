import type { TicketDay } from '@platter/contract';
import type { AppContext } from '../../context.ts';
import type { OrderStore } from './store.ts';
import { ticketDays } from './ticket-capacity.ts';

export interface TicketSlotServiceDeps {
  restaurants: AppContext['restaurants'];
  orders: OrderStore;
  now: () => Date;
}

/** The ticket slots a ticketing restaurant offers, with their places left (`GET restaurant/ticket-slots`). */
export function createTicketSlotService({ restaurants, orders, now }: TicketSlotServiceDeps) {
  return {
    async days(restaurantId: number): Promise<TicketDay[]> {
      return ticketDays(orders, await restaurants.require(restaurantId), now());
    },
  };
}
export type TicketSlotService = ReturnType<typeof createTicketSlotService>;
