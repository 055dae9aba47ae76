import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { DateCalendar, type DateCalendarProps } from './DateCalendar.tsx';

// 24 November 2026 is a Tuesday. Open Fridays to Sundays, into December.
const dates = ['2026-11-27', '2026-11-28', '2026-11-29', '2026-12-04', '2026-12-05'];

function setup(overrides: Partial<DateCalendarProps> = {}, language: 'en' | 'de' | 'ar' = 'en') {
  const props: DateCalendarProps = { dates, value: null, onChange: vi.fn(), today: '2026-11-24', ...overrides };
  return { ...render(<DateCalendar {...props} />, { language }), props };
}

const day = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('DateCalendar', () => {
  it('draws weeks from Monday in the language, and opens on the first month with a date', () => {
    setup({}, 'de');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.replace('.', ''));
    expect(headers).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(screen.getByRole('table', { name: 'November 2026' })).toBeTruthy();
    const firstWeek = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(firstWeek.map((cell) => cell.textContent)).toEqual(['', '', '', '', '', '', '1']);
  });

  it('greys the days that cannot be chosen', () => {
    setup();
    expect(day('Thursday, November 26, 2026').disabled).toBe(true);
    expect(day('Monday, November 30, 2026').disabled).toBe(true);
    expect(day('Friday, November 27, 2026').disabled).toBe(false);
    expect(day('Sunday, November 29, 2026').disabled).toBe(false);
  });

  it('reports a clicked day and ignores a greyed one', () => {
    const { props } = setup();
    fireEvent.click(day('Wednesday, November 25, 2026'));
    expect(props.onChange).not.toHaveBeenCalled();
    fireEvent.click(day('Saturday, November 28, 2026'));
    expect(props.onChange).toHaveBeenCalledExactlyOnceWith('2026-11-28');
  });

  it('marks today and the chosen day', () => {
    setup({ value: '2026-11-28' });
    expect(day('Tuesday, November 24, 2026').getAttribute('aria-current')).toBe('date');
    expect(day('Saturday, November 28, 2026').getAttribute('aria-pressed')).toBe('true');
    expect(day('Friday, November 27, 2026').getAttribute('aria-pressed')).toBe('false');
    expect(day('Friday, November 27, 2026').getAttribute('aria-current')).toBeNull();
  });

  it('offers only the months that hold dates', () => {
    setup();
    expect(day('Previous month').disabled).toBe(true);
    fireEvent.click(day('Next month'));
    expect(screen.getByRole('table', { name: 'December 2026' })).toBeTruthy();
    expect(day('Next month').disabled).toBe(true);
    expect(day('Previous month').disabled).toBe(false);
  });

  it('opens on the month of the chosen day', () => {
    setup({ value: '2026-12-05' });
    expect(screen.getByRole('table', { name: 'December 2026' })).toBeTruthy();
  });

  it('keeps a today outside the dates from showing an empty month', () => {
    setup({ today: '2026-10-02' });
    expect(screen.getByRole('table', { name: 'November 2026' })).toBeTruthy();
  });

  it('moves with the arrow keys between the days that can be chosen, across months', () => {
    setup({ value: '2026-11-27' });
    const friday = day('Friday, November 27, 2026');
    expect(friday.tabIndex).toBe(0);
    expect(day('Saturday, November 28, 2026').tabIndex).toBe(-1);
    friday.focus();
    fireEvent.keyDown(friday, { key: 'ArrowLeft' });
    // Nothing to choose before Friday 27: focus stays.
    expect(document.activeElement).toBe(friday);
    fireEvent.keyDown(friday, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('Saturday, November 28, 2026'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    // Monday 30 to Thursday 3 are greyed: the next one is Friday 4 December, in the next month.
    expect(screen.getByRole('table', { name: 'December 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(day('Friday, December 4, 2026'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(screen.getByRole('table', { name: 'November 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(day('Friday, November 27, 2026'));
  });

  it('mirrors the left and right arrows right to left', () => {
    setup({ value: '2026-11-28' }, 'ar');
    const saturday = screen.getByRole('button', { pressed: true });
    saturday.focus();
    fireEvent.keyDown(saturday, { key: 'ArrowLeft' });
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2026-11-29');
  });

  it('marks the day in the tab order for a focus trap when asked', () => {
    const { unmount } = setup({ value: '2026-11-28' });
    expect(document.querySelector('[data-autofocus]')).toBeNull();
    unmount();
    setup({ value: '2026-11-28', autoFocus: true });
    expect(Array.from(document.querySelectorAll('[data-autofocus]'))).toEqual([day('Saturday, November 28, 2026')]);
  });

  it('has no accessibility violations', async () => {
    const { container } = setup({ value: '2026-11-28' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
