import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { DeliveryTimePicker, type DeliveryTimePickerProps } from './DeliveryTimePicker.tsx';

// 24 November 2026 is a Tuesday; the restaurant is closed on Mondays (30 November).
const dates = ['2026-11-24', '2026-11-25', '2026-11-27', '2026-11-28', '2026-12-01', '2026-12-02'];

function props(overrides: Partial<DeliveryTimePickerProps> = {}): DeliveryTimePickerProps {
  return {
    dates,
    value: null,
    times: [],
    onDateChange: vi.fn(),
    onTimeChange: vi.fn(),
    today: '2026-11-24',
    ...overrides,
  };
}

const day = (name: RegExp | string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('DeliveryTimePicker', () => {
  it('draws the month in weeks that start on Monday, with the weekday names of the language', () => {
    render(<DeliveryTimePicker {...props()} />, { language: 'de' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.replace('.', ''));
    expect(headers).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(screen.getByText('November 2026')).toBeTruthy();
    // 1 November 2026 is a Sunday: the last cell of the first week.
    const firstWeek = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(firstWeek.map((cell) => cell.textContent)).toEqual(['', '', '', '', '', '', '1']);
  });

  it('greys the days that cannot be chosen, marks today and reports a chosen day', () => {
    const onDateChange = vi.fn();
    render(<DeliveryTimePicker {...props({ onDateChange })} />);
    expect(day('Monday, November 23, 2026').disabled).toBe(true);
    expect(day('Thursday, November 26, 2026').disabled).toBe(true);
    expect(day('Tuesday, November 24, 2026').getAttribute('aria-current')).toBe('date');
    fireEvent.click(day('Friday, November 27, 2026'));
    expect(onDateChange).toHaveBeenCalledWith('2026-11-27');
  });

  it('moves between the months that hold dates only', () => {
    render(<DeliveryTimePicker {...props()} />);
    const previous = day('Previous month');
    const next = day('Next month');
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    expect(screen.getByText('December 2026')).toBeTruthy();
    expect(day('Tuesday, December 1, 2026').disabled).toBe(false);
    expect(day('Next month').disabled).toBe(true);
    fireEvent.click(day('Previous month'));
    expect(screen.getByText('November 2026')).toBeTruthy();
  });

  it('opens on the month of the chosen day and fills it', () => {
    render(<DeliveryTimePicker {...props({ value: { date: '2026-12-02', time: null }, times: ['18:00'] })} />);
    expect(screen.getByText('December 2026')).toBeTruthy();
    expect(day('Wednesday, December 2, 2026').getAttribute('aria-pressed')).toBe('true');
  });

  it('walks the available days with the arrow keys, skipping closed ones', () => {
    render(<DeliveryTimePicker {...props({ value: { date: '2026-11-25', time: null } })} />);
    const wednesday = day('Wednesday, November 25, 2026');
    expect(wednesday.tabIndex).toBe(0);
    expect(day('Tuesday, November 24, 2026').tabIndex).toBe(-1);
    wednesday.focus();
    fireEvent.keyDown(wednesday, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('Friday, November 27, 2026'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    // A week on from Friday 27 is 4 December, past the last date: focus stays.
    expect(document.activeElement).toBe(day('Friday, November 27, 2026'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(screen.getByText('December 2026')).toBeTruthy();
    expect(document.activeElement).toBe(day('Tuesday, December 1, 2026'));
  });

  it('writes the chosen day with the language’s mask and offers its times', () => {
    const onTimeChange = vi.fn();
    const { unmount } = render(
      <DeliveryTimePicker {...props({ value: { date: '2026-11-27', time: '18:15' }, times: ['18:00', '18:15', '18:30'], onTimeChange })} />,
    );
    expect(screen.getByText('Friday, 2026/11/27')).toBeTruthy();
    const group = within(screen.getByRole('radiogroup', { name: 'Times, Friday, 2026/11/27' }));
    expect((group.getByRole('radio', { name: '18:15' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(group.getByRole('radio', { name: '18:30' }));
    expect(onTimeChange).toHaveBeenCalledWith('18:30');
    unmount();

    render(<DeliveryTimePicker {...props({ value: { date: '2026-11-27', time: null }, times: ['18:00'] })} />, { language: 'de' });
    expect(screen.getByText('Freitag, 27.11.26')).toBeTruthy();
  });

  it('asks for a day first, and says when a day has no times left', () => {
    const { unmount } = render(<DeliveryTimePicker {...props()} />);
    expect(screen.getByText('Choose a day to see its times.')).toBeTruthy();
    unmount();
    render(<DeliveryTimePicker {...props({ value: { date: '2026-11-24', time: null }, times: [] })} />);
    expect(screen.getByText('No times left on this day')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('shows skeletons while loading and a notice without dates', () => {
    const { container, unmount } = render(<DeliveryTimePicker {...props({ loading: true })} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    unmount();
    render(<DeliveryTimePicker {...props({ dates: [] })} />);
    expect(screen.getByText('There are no times available at the moment.')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <DeliveryTimePicker {...props({ value: { date: '2026-11-25', time: '18:00' }, times: ['18:00', '18:15'] })} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
