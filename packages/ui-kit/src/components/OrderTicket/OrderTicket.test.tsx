import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { DEMO_MANAGER_ORDERS } from '../manager-fixtures.ts';
import { OrderTicket } from './OrderTicket.tsx';

const [DELIVERY, TABLE, EVENT] = DEMO_MANAGER_ORDERS as [
  (typeof DEMO_MANAGER_ORDERS)[number],
  (typeof DEMO_MANAGER_ORDERS)[number],
  (typeof DEMO_MANAGER_ORDERS)[number],
];

describe('OrderTicket', () => {
  it('shows when and how, the guest and address, every choice and note, and the money', () => {
    render(<OrderTicket order={DELIVERY} timeZone="Europe/Berlin" actions={<Button>Accept</Button>} />);
    const ticket = screen.getByRole('article', { name: 'Order #1042' });
    expect(within(ticket).getByText('Received')).toBeTruthy();
    expect(within(ticket).getByText(/Delivery · .*8:00 PM/)).toBeTruthy();
    expect(within(ticket).getByText('Online (Mollie)')).toBeTruthy();
    expect(within(ticket).getByText('Paid')).toBeTruthy();
    expect(within(ticket).getByText('Erika Mustermann')).toBeTruthy();
    expect(within(ticket).getByRole('link', { name: '0151 2345678' }).getAttribute('href')).toBe('tel:0151 2345678');
    expect(within(ticket).getByText('Invalidenstraße 117, 10115 Berlin')).toBeTruthy();
    expect(within(ticket).getByText('Hinterhaus, bitte zweimal klingeln')).toBeTruthy();
    expect(within(ticket).getByText('Medium, 2× Cheddar')).toBeTruthy();
    expect(within(ticket).getByText('Ohne Zwiebeln')).toBeTruthy();
    expect(within(ticket).getByText('Pommes, Cola')).toBeTruthy();
    expect(within(ticket).getByText(/WELCOME10/)).toBeTruthy();
    expect(within(ticket).getByText('€40.86')).toBeTruthy();
    expect(within(ticket).getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('names the table and an order for as soon as possible, without an address', () => {
    render(<OrderTicket order={TABLE} timeZone="Europe/Berlin" />);
    expect(screen.getByText('T4')).toBeTruthy();
    expect(screen.getByText('Eat here · As soon as possible')).toBeTruthy();
    expect(screen.getByText('Pay on site')).toBeTruthy();
    expect(screen.queryByText('Address')).toBeNull();
  });

  it('lists the persons of an event line with their dates', () => {
    render(<OrderTicket order={EVENT} timeZone="Europe/Berlin" />, { language: 'de' });
    expect(screen.getByText('Anna Roth (2) am 12.06.26 · Ben Roth am 12.06.26')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<OrderTicket order={DELIVERY} timeZone="Europe/Berlin" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
