// The delivery-time work of the menu's first render, timed in Node (issue 18):
// `node --conditions=@platter/source packages/ordering/src/delivery/menu-times.bench.ts`.
// Each case runs in a fresh process state as far as the caches go: the first call is what a
// page load pays; the repeated calls show the steady cost.
import type { RestaurantInfo } from '@platter/contract';
import type { TFunction } from 'i18next';
import { earliestTimeOf, scheduleView, timeLabel } from './delivery.ts';

const day = ['11:00', '22:00'] as const;
// Demo Bistro as the API serves it: open 11:00-22:00 every day, 7 days ahead for delivery and pickup.
const BISTRO = {
  timeZone: 'Europe/Berlin',
  closed: false,
  restaurantAvailableTimes: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open_at: day[0], close_at: day[1] })),
  restaurantTakeawayTimes: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    open_at: '11:00',
    close_at: weekday === 7 ? '20:45' : '21:45',
  })),
  hereTimes: [],
  restaurant_close_times: [],
  restaurant_end_close_times: [],
  delivery_hours: 45,
  pickup_hours: 20,
  here_hours: 0,
  delivery_available_days: 7,
  pickup_available_days: 7,
  here_available_days: 0,
} as unknown as RestaurantInfo;

const t = ((key: string, options: { time: string }) => `${key} ${options.time}`) as unknown as TFunction<'ordering'>;
// The hook instances that compute the default time on the menu (MenuScreen, useMenu, useAddProduct,
// useDeliveryTypeSwitch, SideCartHost and its switch).
const INSTANCES = 6;

function firstRender(now: Date): string | null {
  let label: string | null = null;
  for (let instance = 0; instance < INSTANCES; instance += 1) {
    const time = earliestTimeOf(BISTRO, 'delivery', now);
    label = time ? timeLabel(time, BISTRO.timeZone, 'de', t, now) : null;
  }
  return label;
}

function timed(name: string, run: () => unknown, repeat: number) {
  const first = performance.now();
  const result = run();
  const firstMs = performance.now() - first;
  const start = performance.now();
  for (let index = 0; index < repeat; index += 1) run();
  const eachMs = repeat > 0 ? (performance.now() - start) / repeat : 0;
  process.stdout.write(
    `${name.padEnd(52)} first ${firstMs.toFixed(2).padStart(8)} ms   then ${eachMs.toFixed(3).padStart(8)} ms/call   ${JSON.stringify(result)}\n`,
  );
}

const now = new Date('2026-11-24T18:07:00Z');
// What any use of the zone costs first (ICU loads its data), luxon or not: not part of the comparison.
timed(
  'Intl in the zone, once (ICU data)',
  () => new Intl.DateTimeFormat('en-US', { timeZone: BISTRO.timeZone }).formatToParts(now).length,
  0,
);
timed('menu first render (6 x earliest time + label)', () => firstRender(now), 50);
let minute = 0;
timed('  each minute later (nothing cached for the minute)', () => firstRender(new Date(now.getTime() + ++minute * 60_000)), 200);
timed(
  'time picker opens (dates + times of every date)',
  () => {
    const view = scheduleView(BISTRO, 'delivery', now);
    return view.dates.map((date) => view.timesOn(date).length);
  },
  20,
);
