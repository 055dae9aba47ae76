import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app.tsx';
import { BOOKING_HORIZON_DAYS, BookingScreen } from './BookingScreen.tsx';

const now = new Date('2026-11-22T10:00:00Z');

describe('BookingScreen', () => {
  it('asks for a date first and offers the next two weeks from the restaurant’s today', () => {
    renderWithProviders(<BookingScreen now={now} />);
    expect(screen.getByText('Select a date to proceed')).toBeTruthy();
    const days = screen.getAllByRole('radio');
    expect(days).toHaveLength(BOOKING_HORIZON_DAYS);
    expect((days[0] as HTMLInputElement).value).toBe('2026-11-22');
    expect(document.title).toBe('Demo Tickets | Tickets');
  });

  it('asks for a time once a date is chosen, and says when there are no booking times', () => {
    renderWithProviders(<BookingScreen now={now} />);
    fireEvent.click(screen.getAllByRole('radio')[1] as HTMLElement);
    expect(screen.getByText('Select a time to proceed')).toBeTruthy();
    expect(screen.getByText("We're sorry, but there are no available booking times at the moment.")).toBeTruthy();
  });

  it('speaks German by default', () => {
    renderWithProviders(<BookingScreen now={now} />, { language: 'de' });
    expect(screen.getByText('Wähle ein Datum, um fortzufahren')).toBeTruthy();
  });
});
