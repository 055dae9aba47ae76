import type { RestaurantInfo, TicketDay } from '@platter/contract';
import { type FakeApiOptions, renderOrderingApp } from '@platter/ordering/testing';
import { TICKETING_ORDERING } from '../app/ordering-config.ts';
import { ticketingRoutes } from '../app/router.tsx';

/** Demo Tickets as the fake server answers: a ticketing system, pickup only, thirty days ahead. */
export const DEMO_TICKETS: Partial<RestaurantInfo> = {
  id: 4,
  slug: 'demo-tickets',
  name: 'Demo Tickets',
  ticketingSystem: true,
  ticketTimeAvailable: true,
  deliveryTypes: [2],
  pickup_available_days: 30,
  meta: { show_open_hours: false, foot_note: 'Zeitfenster-Tickets für die Ausstellung.' },
};

export interface RenderTicketingOptions {
  path?: string;
  language?: 'de' | 'en' | 'fr' | 'ar';
  days?: TicketDay[];
  api?: FakeApiOptions;
}

/** The whole ticketing app at a path, with its real composition of the ordering layer, against a fake server. */
export function renderTicketing({ path = '/', language = 'en', days = [], api = {} }: RenderTicketingOptions = {}) {
  return renderOrderingApp({
    routes: ticketingRoutes,
    config: TICKETING_ORDERING,
    path,
    language,
    pageData: { restaurant: { id: 4, slug: 'demo-tickets', name: 'Demo Tickets', currency: '€', lang: 'de', timeZone: 'Europe/Berlin' } },
    api: {
      ...api,
      restaurant: { ...DEMO_TICKETS, ...api.restaurant },
      routes: { 'restaurant/ticket-slots': () => days, ...api.routes },
    },
  });
}
