import type { OrderingConfigInput } from '@platter/ordering';

/**
 * The ticketing app's composition of the ordering layer (spec §1 "Ticketing mode"): the booking
 * screen (date, time slot, then the menu) is the home page, and the basket's time is a ticket slot,
 * chosen there rather than in the delivery dialog.
 */
export const TICKETING_ORDERING: OrderingConfigInput = {
  ticketing: true,
  paths: { menu: '/' },
};
