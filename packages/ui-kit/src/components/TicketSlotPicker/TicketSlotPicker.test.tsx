import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { TicketSlotPicker, type TicketSlotView } from './TicketSlotPicker.tsx';

const slots: TicketSlotView[] = [
  { id: 1, time: '10:00', endTime: '11:30', remaining: 14 },
  { id: 2, time: '12:00', endTime: '13:30', remaining: 3 },
  { id: 3, time: '14:00', endTime: '15:30', remaining: 0 },
  { id: 4, time: '18:00', endTime: null, remaining: null },
];

const setup = (props: Partial<Parameters<typeof TicketSlotPicker>[0]> = {}) => {
  const onChange = vi.fn();
  render(<TicketSlotPicker slots={slots} value={null} onChange={onChange} label="Times" {...props} />);
  return onChange;
};

describe('TicketSlotPicker', () => {
  it('shows each slot with its time and the places left, a full one sold out and not choosable', () => {
    const onChange = setup();
    expect(screen.getByRole('button', { name: /10:00 – 11:30\s*14 places left/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /12:00 – 13:30\s*3 places left/ })).toBeTruthy();
    const full = screen.getByRole('button', { name: /14:00 – 15:30\s*Sold out/ }) as HTMLButtonElement;
    expect(full.disabled).toBe(true);
    // Without a limit no places are named.
    expect(screen.getByRole('button', { name: '18:00' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /12:00/ }));
    expect(onChange).toHaveBeenCalledWith(slots[1]);
  });

  it('marks the chosen slot and shows loading on it while it is saved, the others waiting', () => {
    setup({ value: 2, savingId: 2 });
    const chosen = screen.getByRole('button', { name: /12:00/ });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(chosen.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByLabelText('Saving your time')).toBeTruthy();
    expect((screen.getByRole('button', { name: /10:00/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when there is nothing to book, and shows skeletons while loading', () => {
    setup({ slots: [] });
    expect(screen.getByText("We're sorry, but there are no available booking times at the moment.")).toBeTruthy();
  });

  it('speaks German by default in the ticketing app', () => {
    render(<TicketSlotPicker slots={slots} value={null} onChange={vi.fn()} label="Zeiten" />, { language: 'de' });
    expect(screen.getByRole('button', { name: /Noch 3 Plätze frei/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Ausgebucht/ })).toBeTruthy();
  });

  it('has no accessibility violations, in Arabic too', async () => {
    const { container } = render(<TicketSlotPicker slots={slots} value={2} onChange={vi.fn()} label="Times" />, { language: 'ar' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
