import type { OrderingConfigInput } from '@platter/ordering';

/**
 * The event shop's composition of the ordering layer (spec §1 "Event or online-shop mode"): lines
 * carry per-person details, the shop itself is the home page, and every route is titled "Online Shop".
 */
export const EVENT_SHOP_ORDERING: OrderingConfigInput = {
  eventMode: true,
  titleKey: 'event-shop:title',
  paths: { menu: '/' },
};
