import type { TicketDay } from '@platter/contract';
import { basket, category, product } from '@platter/ordering/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTicketing } from '../../test/render-ticketing.tsx';

const slot = (id: number, time: string, end: string, remaining: number | null, date = '2026-12-05') => ({
  id,
  time,
  end_time: end,
  starts_at: new Date(`${date}T${time}:00+01:00`).toISOString(),
  capacity: remaining === null ? null : 20,
  remaining,
});

const DAYS: TicketDay[] = [
  { date: '2026-12-05', slots: [slot(1, '10:00', '11:30', 14), slot(2, '12:00', '13:30', 3, '2026-12-05'), slot(3, '14:00', '15:30', 0)] },
  { date: '2026-12-06', slots: [slot(4, '10:00', '11:30', 0, '2026-12-06')] },
  { date: '2026-12-07', slots: [slot(5, '18:00', '19:30', null, '2026-12-07')] },
];

/** A basket server that remembers the time it was given. */
function basketRoutes() {
  let current = basket('t1', [], { restaurant_id: 4 });
  const times: string[] = [];
  return {
    times,
    routes: {
      'basket/create': () => current,
      basket: () => current,
      'basket/change-delivery-method': () => {
        current = { ...current, deliveryType: 2 };
        return { basket: current, notice: null };
      },
      'basket/add-delivery-time': async (request: Request) => {
        const body = (await request.json()) as { delivery_time: string };
        times.push(body.delivery_time);
        const chosen = DAYS.flatMap((day) => day.slots).find((each) => body.delivery_time.endsWith(each.time));
        current = { ...current, deliveryType: 2, deliveryTime: chosen?.starts_at ?? null };
        return current;
      },
    },
  };
}

afterEach(() => localStorage.clear());

describe('the ticketing booking screen', () => {
  it('asks for a date among the days with slots, greying a day that is fully booked', async () => {
    renderTicketing({ days: DAYS });
    expect(await screen.findByText('Select a date to proceed')).toBeTruthy();
    const dates = (await screen.findAllByRole('radio')) as HTMLInputElement[];
    expect(dates.map((date) => date.value)).toEqual(['2026-12-05', '2026-12-06', '2026-12-07']);
    expect(dates.map((date) => date.disabled)).toEqual([false, true, false]);
    await waitFor(() => expect(document.title).toBe('Demo Tickets | Menu'));
  });

  it('then asks for a time, with the places left, sold out where none are', async () => {
    renderTicketing({ days: DAYS });
    fireEvent.click((await screen.findAllByRole('radio'))[0] as HTMLElement);
    expect(screen.getByText('Select a time to proceed')).toBeTruthy();
    expect(screen.getByRole('button', { name: /10:00 – 11:30\s*14 places left/ })).toBeTruthy();
    expect((screen.getByRole('button', { name: /14:00 – 15:30\s*Sold out/ }) as HTMLButtonElement).disabled).toBe(true);
    // No menu before a slot is set.
    expect(screen.queryByRole('button', { name: /Add / })).toBeNull();
  });

  it('sets the chosen slot as the basket’s time, loading meanwhile, then shows the menu', async () => {
    const server = basketRoutes();
    renderTicketing({
      days: DAYS,
      api: { categories: [category(1, 'Tickets')], products: { 1: [product(11, 'Adult')] }, routes: server.routes },
    });
    fireEvent.click((await screen.findAllByRole('radio'))[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: /12:00 – 13:30/ }));
    expect(await screen.findByLabelText('Saving your time')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add Adult' })).toBeTruthy();
    expect(server.times).toEqual(['2026-12-05 12:00']);
    const chosen = screen.getByText('Your time').parentElement as HTMLElement;
    expect(within(chosen).getByText(/12:00 – 13:30/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('button', { name: /12:00 – 13:30/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when nothing can be booked', async () => {
    renderTicketing({ days: [] });
    expect(await screen.findByText("We're sorry, but there are no available booking times at the moment.")).toBeTruthy();
  });

  it('speaks German by default', async () => {
    renderTicketing({ days: DAYS, language: 'de' });
    expect(await screen.findByText('Wähle ein Datum, um fortzufahren')).toBeTruthy();
  });
});
