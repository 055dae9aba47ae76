import { bistro } from './bistro.ts';
import { cafeZurich } from './cafe-zurich.ts';
import { events } from './events.ts';
import { tickets } from './tickets.ts';
import type { DemoRestaurant } from './types.ts';
import { wineBar } from './wine-bar.ts';

/** The demo deployment's restaurants; each exercises one mode of the product. */
export const DEMO_RESTAURANTS: readonly DemoRestaurant[] = [bistro, cafeZurich, events, tickets, wineBar];
