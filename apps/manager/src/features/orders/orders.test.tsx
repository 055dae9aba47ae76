import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { restaurantToday } from '../../app/restaurant-dates.ts';
import { createFakeManagerServer } from '../../testing/fake-manager-server.ts';
import { todaysOrder } from '../../testing/orders.ts';
import { BISTRO, renderManagerApp } from '../../testing/render-manager-app.tsx';

describe('orders', () => {
  it('lists the range as a table with status, type, time, table, customer, total, payment and paid state', async () => {
    const server = createFakeManagerServer({
      restaurants: [BISTRO],
      orders: [
        todaysOrder(1, { delivery_type: 3, table: 'T4', payment_type: 'payAtEnd', total_price: 23.5 }),
        todaysOrder(2, { status: 'delivered', payment_type: 'mollie', is_online_payment: true, payment_status: 'paid' }),
      ],
    });
    renderManagerApp({ server, signedIn: true, path: '/orders' });
    expect(await screen.findByText('2 orders')).toBeTruthy();
    const [, first] = screen.getAllByRole('row');
    const cells = within(first as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '#1',
      'Received',
      'Eat here',
      expect.stringMatching(/\d/),
      'T4',
      'Jonas Weber',
      '€23.50',
      'Pay at the endPay on site',
    ]);
    expect(screen.getByText('Online (Mollie)')).toBeTruthy();
    expect(screen.getByText('Paid', { selector: '.mantine-Badge-label' })).toBeTruthy();
  });

  it('asks for the chosen dates and filter type', async () => {
    const server = createFakeManagerServer({ restaurants: [BISTRO] });
    renderManagerApp({ server, signedIn: true, path: '/orders' });
    expect(await screen.findByText('No orders in this period.')).toBeTruthy();
    const today = restaurantToday('Europe/Berlin');
    expect(server.calls.find((call) => call.path === 'managers/order')?.query).toEqual({
      restaurantId: '1',
      from_date: today,
      to_date: today,
      filter_type: 'create',
    });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    await vi.waitFor(() =>
      expect(server.calls.at(-1)?.query).toEqual({ restaurantId: '1', from_date: '2026-11-01', to_date: today, filter_type: 'delivery' }),
    );
  });

  it('keeps the range whole when the start moves past the end', async () => {
    const server = createFakeManagerServer({ restaurants: [BISTRO] });
    renderManagerApp({ server, signedIn: true, path: '/orders' });
    await screen.findByText('No orders in this period.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-02' } });
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2099-01-02');
  });

  it("opens an order's ticket and changes its status there", async () => {
    const server = createFakeManagerServer({ restaurants: [BISTRO], orders: [todaysOrder(1)] });
    renderManagerApp({ server, signedIn: true, path: '/orders' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open order #1' }));
    const ticket = await screen.findByRole('article', { name: 'Order #1' });
    fireEvent.click(within(ticket).getByRole('button', { name: 'Accept' }));
    expect(await within(ticket).findByText('In preparation')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeTruthy();
  });

  it('shows the server refusing a status change', async () => {
    const server = createFakeManagerServer({ restaurants: [BISTRO], orders: [todaysOrder(1)] });
    renderManagerApp({ server, signedIn: true, path: '/orders' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open order #1' }));
    const ticket = await screen.findByRole('article', { name: 'Order #1' });
    // Someone else delivered it meanwhile: the server refuses "processing".
    Object.assign(server.orders()[0] ?? {}, { status: 'delivered' });
    fireEvent.click(within(ticket).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('The status could not be changed.')).toBeTruthy();
    expect(await within(ticket).findByText('Delivered')).toBeTruthy();
  });
});
