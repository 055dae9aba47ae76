import type { BreakPattern } from '@platter/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeManagerServer } from '../../testing/fake-manager-server.ts';
import { BISTRO, renderManagerApp } from '../../testing/render-manager-app.tsx';

const PRODUCTS = [
  { id: 3, name: 'Bistro Trüffelburger' },
  { id: 4, name: 'Pommes frites' },
];

function pattern(id: number, overrides: Partial<BreakPattern> = {}): BreakPattern {
  return {
    id,
    name: 'Küchenpause',
    start_time: '14:30',
    products: [3],
    weekdays: [1, 2],
    start_date: '2026-01-01',
    end_date: '2099-12-31',
    stopped_at: null,
    active: false,
    ...overrides,
  };
}

describe('break patterns', () => {
  it('lists patterns with their state, time, weekdays and product names', async () => {
    const server = createFakeManagerServer({
      restaurants: [BISTRO],
      products: PRODUCTS,
      breakPatterns: [pattern(1, { active: true }), pattern(2, { name: 'Winter', stopped_at: '2026-11-01T10:00:00Z' })],
    });
    renderManagerApp({ server, signedIn: true, path: '/breaks', language: 'de' });
    const first = await screen.findByRole('listitem', { name: 'Küchenpause' });
    expect(within(first).getByText('Jetzt aktiv')).toBeTruthy();
    expect(within(first).getByText(/ab 14:30 · Mo, Di · 01\.01\.26 – 31\.12\.99/)).toBeTruthy();
    expect(await within(first).findByText('Bistro Trüffelburger')).toBeTruthy();
    const stopped = screen.getByRole('listitem', { name: 'Winter' });
    expect(within(stopped).getByText('Beendet')).toBeTruthy();
    expect(within(stopped).queryByRole('button', { name: 'Beenden' })).toBeNull();
  });

  it('says so when there is none', async () => {
    renderManagerApp({ server: createFakeManagerServer({ restaurants: [BISTRO] }), signedIn: true, path: '/breaks' });
    expect(await screen.findByText('No break patterns yet.')).toBeTruthy();
  });

  it('checks a new pattern before saving it: a name, a product, a weekday, the end not before the start', async () => {
    const server = createFakeManagerServer({ restaurants: [BISTRO], products: PRODUCTS });
    renderManagerApp({ server, signedIn: true, path: '/breaks' });
    fireEvent.click(await screen.findByRole('button', { name: 'New pattern' }));
    const dialog = await screen.findByRole('dialog', { name: 'New break pattern' });
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) fireEvent.click(within(dialog).getByRole('checkbox', { name: day }));
    fireEvent.change(within(dialog).getByLabelText(/End date/), { target: { value: '2020-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one product')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one weekday')).toBeTruthy();
    expect(within(dialog).getByText('The end date must not be before the start date')).toBeTruthy();
    expect(server.calls.some((call) => call.path === 'managers/break-patterns' && call.body !== null)).toBe(false);
  });

  it('creates a pattern and shows the server refusing a name taken', async () => {
    const server = createFakeManagerServer({ restaurants: [BISTRO], products: PRODUCTS, breakPatterns: [pattern(1)] });
    renderManagerApp({ server, signedIn: true, path: '/breaks' });
    fireEvent.click(await screen.findByRole('button', { name: 'New pattern' }));
    const dialog = await screen.findByRole('dialog', { name: 'New break pattern' });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'küchenpause' } });
    const picker = within(dialog)
      .getAllByLabelText(/Products/)
      .find((element) => element.tagName === 'INPUT' && element.getAttribute('type') !== 'hidden') as HTMLInputElement;
    await vi.waitFor(() => expect(picker.disabled).toBe(false));
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Pommes frites' }));
    fireEvent.change(within(dialog).getByLabelText(/Start time/), { target: { value: '15:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A break pattern with this name exists already.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Spätpause' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('listitem', { name: 'Spätpause' })).toBeTruthy();
    expect(await screen.findByText('The break pattern has been created.')).toBeTruthy();
    const sent = server.calls.filter((call) => call.path === 'managers/break-patterns' && call.body !== null).at(-1)?.body;
    expect(sent).toMatchObject({ restaurantId: 1, name: 'Spätpause', start_time: '15:00', products: [4], weekdays: [1, 2, 3, 4, 5] });
  });

  it('edits, stops and deletes a pattern', async () => {
    const server = createFakeManagerServer({ restaurants: [BISTRO], products: PRODUCTS, breakPatterns: [pattern(1)] });
    renderManagerApp({ server, signedIn: true, path: '/breaks' });
    const card = await screen.findByRole('listitem', { name: 'Küchenpause' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit break pattern' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Sun' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(server.breakPatterns()[0]?.weekdays).toEqual([1, 2, 7]));

    fireEvent.click(within(await screen.findByRole('listitem', { name: 'Küchenpause' })).getByRole('button', { name: 'Stop' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Stop "Küchenpause"?' })).getByRole('button', { name: 'Stop' }));
    expect(await within(await screen.findByRole('listitem', { name: 'Küchenpause' })).findByText('Stopped')).toBeTruthy();

    fireEvent.click(within(screen.getByRole('listitem', { name: 'Küchenpause' })).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete "Küchenpause"?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No break patterns yet.')).toBeTruthy();
  });
});
