import type { HappyHourTime } from '@platter/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeliveryChoice, overlayStore, selectMenu } from '../index.ts';
import { category, createFakeApi, product, renderOrderingApp } from '../testing/index.ts';

// Monday 23 November 2026, 10:00 in Berlin; delivery is offered up to ten days ahead (Thursday 3 December).
const NOW = new Date('2026-11-23T09:00:00Z');

const window = (product_id: number, weekday_id: number, start_date: string, end_date: string): HappyHourTime => ({
  product_id,
  weekday_id,
  start_time: '17:00',
  end_time: '19:00',
  start_date,
  end_date,
});

/** Wednesdays all year, Fridays until 27 November. */
const HAPPY_HOURS = [window(11, 3, '2026-11-01', '2026-12-31'), window(12, 5, '2026-11-01', '2026-11-27')];

function setup(restaurant: { pre_order_for_happy_hour: boolean }, answer: HappyHourTime[] = HAPPY_HOURS, { chosen = true } = {}) {
  const asked: string[] = [];
  const api = createFakeApi({
    restaurant: { ...restaurant, delivery_available_days: 10 },
    categories: [category(1, 'Cocktails')],
    products: { 1: [product(11, 'Mojito')] },
    pinned: [],
    routes: {
      'restaurant/products-happyHour-time': (_request, url) => {
        asked.push(url.search);
        return answer;
      },
    },
  });
  renderOrderingApp({ routes: [{ path: '/', element: <DeliveryChoice /> }], api });
  if (chosen) selectMenu(1);
  overlayStore.getState().show('delivery');
  return { api, asked };
}

/** The days of the shown month that can be chosen, as day numbers. */
async function choosableDays(): Promise<number[]> {
  const dialog = await screen.findByRole('dialog', { name: 'When and how?' });
  const grid = await within(dialog).findByRole('table');
  return within(grid)
    .getAllByRole('button')
    .filter((day) => !(day as HTMLButtonElement).disabled)
    .map((day) => Number(day.textContent));
}

describe('happy hours in the delivery date picker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('greys the days outside the shown category’s happy hours when guests pre-order them', async () => {
    const { asked } = setup({ pre_order_for_happy_hour: true });
    await waitFor(async () => expect(await choosableDays()).toEqual([25, 27]));
    expect(asked).toEqual(['?restaurantId=1&categoryId=1']);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    // Wednesday 2 December; Friday 4 December is past the delivery horizon (the product date maximum).
    await waitFor(async () => expect(await choosableDays()).toEqual([2]));
  });

  it('asks for the category the menu opens on before the guest picks one', async () => {
    const { asked } = setup({ pre_order_for_happy_hour: true }, HAPPY_HOURS, { chosen: false });
    await waitFor(async () => expect(await choosableDays()).toEqual([25, 27]));
    expect(asked).toEqual(['?restaurantId=1&categoryId=1']);
  });

  it('asks for the pinned products’ happy hours while the pinned list is shown', async () => {
    const { asked } = setup({ pre_order_for_happy_hour: true });
    selectMenu('pinned');
    await waitFor(() => expect(asked).toContain('?restaurantId=1&pinned=1'));
  });

  it('keeps every delivery day when the category has no happy hour left', async () => {
    setup({ pre_order_for_happy_hour: true }, [window(11, 3, '2026-01-01', '2026-11-20')]);
    await waitFor(async () => expect(await choosableDays()).toEqual([23, 24, 25, 26, 27, 28, 29, 30]));
  });

  it('neither asks nor greys without pre-ordering for happy hours', async () => {
    const { api } = setup({ pre_order_for_happy_hour: false });
    await waitFor(async () => expect(await choosableDays()).toEqual([23, 24, 25, 26, 27, 28, 29, 30]));
    expect(api.calls).not.toContain('restaurant/products-happyHour-time');
  });
});
