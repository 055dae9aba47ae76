import { Button } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { DEMO_MANAGER_ORDERS } from '../manager-fixtures.ts';
import { OrderBoardCard } from './OrderBoardCard.tsx';

const ORDER = DEMO_MANAGER_ORDERS[0] as (typeof DEMO_MANAGER_ORDERS)[number];

describe('OrderBoardCard', () => {
  it('shows the number, due time, type, guest, lines with choices and notes, and the total', () => {
    render(<OrderBoardCard order={ORDER} timeZone="Europe/Berlin" onOpen={vi.fn()} attention />, { language: 'de' });
    const card = screen.getByRole('article', { name: '#1042' });
    expect(card.getAttribute('data-attention')).toBe('true');
    expect(within(card).getByText('20:00')).toBeTruthy();
    expect(within(card).getByText('Lieferung')).toBeTruthy();
    expect(within(card).getByText('Bezahlt')).toBeTruthy();
    expect(within(card).getByText('Erika Mustermann')).toBeTruthy();
    expect(within(card).getByText('Bistro Trüffelburger')).toBeTruthy();
    expect(within(card).getByText('Medium, 2× Cheddar')).toBeTruthy();
    expect(within(card).getByText('Ohne Zwiebeln')).toBeTruthy();
    expect(within(card).getByText('40,86 €')).toBeTruthy();
  });

  it('names its open button with what the button shows, the number and the due time (WCAG 2.5.3)', () => {
    render(<OrderBoardCard order={ORDER} timeZone="Europe/Berlin" onOpen={vi.fn()} />, { language: 'de' });
    expect(screen.getByRole('button', { name: /^Bestellung öffnen: ?#1042 ?20:00$/ })).toBeTruthy();
  });

  it('opens the ticket and shows its buttons', () => {
    const onOpen = vi.fn();
    render(<OrderBoardCard order={ORDER} timeZone="Europe/Berlin" onOpen={onOpen} actions={<Button>Accept</Button>} />);
    fireEvent.click(screen.getByRole('button', { name: /^Open order ?#1042/ }));
    expect(onOpen).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<OrderBoardCard order={ORDER} timeZone="Europe/Berlin" onOpen={vi.fn()} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
