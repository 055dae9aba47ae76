import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeManagerServer } from '../../testing/fake-manager-server.ts';
import { todaysOrder } from '../../testing/orders.ts';
import { BISTRO, renderManagerApp } from '../../testing/render-manager-app.tsx';

const column = (name: string) => screen.getByRole('region', { name });

describe('live board', () => {
  it("puts today's orders in New, In preparation and Finished, with the guest's choices and notes", async () => {
    const server = createFakeManagerServer({
      restaurants: [BISTRO],
      orders: [todaysOrder(1), todaysOrder(2, { status: 'processing' }), todaysOrder(3, { status: 'delivered' })],
    });
    renderManagerApp({ server, signedIn: true });
    const fresh = await screen.findByRole('article', { name: '#1' });
    expect(within(column('New')).getByRole('article', { name: '#1' })).toBe(fresh);
    expect(within(fresh).getByText('Medium')).toBeTruthy();
    expect(within(fresh).getByText('Ohne Zwiebeln')).toBeTruthy();
    expect(within(column('In preparation')).getByRole('article', { name: '#2' })).toBeTruthy();
    expect(within(column('Finished')).getByRole('article', { name: '#3' })).toBeTruthy();
    expect(document.title).toContain('(1) Live board');
  });

  it('shows a new order the moment the live channel tells of it, without reload', async () => {
    const server = createFakeManagerServer({ restaurants: [BISTRO] });
    const { realtime } = renderManagerApp({ server, signedIn: true });
    expect(await screen.findByText('No new orders. They appear here by themselves.')).toBeTruthy();
    expect(await screen.findByText('Live')).toBeTruthy();
    server.addOrder(todaysOrder(7));
    realtime.realtime.push({ type: 'order_created', restaurantId: 1, orderId: 7 });
    expect(await within(column('New')).findByRole('article', { name: '#7' })).toBeTruthy();
    expect(await screen.findByText('New order #7')).toBeTruthy();
  });

  it('accepts, then delivers an order through managers/order/change-status', async () => {
    const server = createFakeManagerServer({ restaurants: [BISTRO], orders: [todaysOrder(1)] });
    renderManagerApp({ server, signedIn: true });
    const card = await screen.findByRole('article', { name: '#1' });
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    const preparing = await within(column('In preparation')).findByRole('article', { name: '#1' });
    fireEvent.click(within(preparing).getByRole('button', { name: 'Mark delivered' }));
    expect(await within(column('Finished')).findByRole('article', { name: '#1' })).toBeTruthy();
    const changes = server.calls.filter((call) => call.path === 'managers/order/change-status').map((call) => call.body);
    expect(changes).toEqual([
      { orderId: 1, status: 'processing', restaurantId: 1 },
      { orderId: 1, status: 'delivered', restaurantId: 1 },
    ]);
  });

  it('asks before rejecting', async () => {
    const server = createFakeManagerServer({ restaurants: [BISTRO], orders: [todaysOrder(1)] });
    renderManagerApp({ server, signedIn: true });
    fireEvent.click(within(await screen.findByRole('article', { name: '#1' })).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order #1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    expect(await within(column('Finished')).findByRole('article', { name: '#1' })).toBeTruthy();
    expect(server.orders()[0]?.status).toBe('rejected');
  });

  it('keeps an online order waiting for its payment quiet, and hides a failed one', async () => {
    const server = createFakeManagerServer({
      restaurants: [BISTRO],
      orders: [
        todaysOrder(1, { payment_type: 'mollie', is_online_payment: true, payment_status: 'open' }),
        todaysOrder(2, { payment_type: 'mollie', is_online_payment: true, payment_status: 'failed' }),
      ],
    });
    renderManagerApp({ server, signedIn: true });
    const waiting = await screen.findByRole('article', { name: '#1' });
    expect(waiting.getAttribute('data-attention')).toBeNull();
    expect(within(waiting).getByText('Awaiting payment')).toBeTruthy();
    expect(screen.queryByRole('article', { name: '#2' })).toBeNull();
  });

  it('opens the whole ticket with a print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const server = createFakeManagerServer({ restaurants: [BISTRO], orders: [todaysOrder(1)] });
    renderManagerApp({ server, signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: /^Open order ?#1\b/ }));
    const ticket = await screen.findByRole('article', { name: 'Order #1' });
    expect(within(ticket).getByText('0151 7654321')).toBeTruthy();
    fireEvent.click(within(ticket).getByRole('button', { name: 'Print ticket' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('remembers the sound switch', async () => {
    const server = createFakeManagerServer({ restaurants: [BISTRO] });
    renderManagerApp({ server, signedIn: true });
    const sound = await screen.findByRole('switch', { name: 'Sound for new orders' });
    expect((sound as HTMLInputElement).checked).toBe(true);
    fireEvent.click(sound);
    expect(localStorage.getItem('platter:manager-sound')).toBe('off');
  });
});
