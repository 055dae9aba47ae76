import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { OpeningHoursSummary } from './OpeningHoursSummary.tsx';

const lunchAndDinner = [
  { open: '11:30', close: '14:30' },
  { open: '17:30', close: '22:00' },
];

describe('OpeningHoursSummary', () => {
  it("shows today's slots in one line", () => {
    render(<OpeningHoursSummary slots={lunchAndDinner} closedNow={false} />);
    expect(screen.getByText('Open today 11:30–14:30, 17:30–22:00')).toBeTruthy();
    expect(screen.queryByText('We are closed at the moment')).toBeNull();
  });

  it('shows at most the first 2 slots', () => {
    render(<OpeningHoursSummary slots={[...lunchAndDinner, { open: '23:00', close: '23:59' }]} closedNow={false} />);
    expect(screen.getByText('Open today 11:30–14:30, 17:30–22:00')).toBeTruthy();
  });

  it('says closed today without slots', () => {
    render(<OpeningHoursSummary slots={[]} closedNow />);
    expect(screen.getByText('Closed today')).toBeTruthy();
    expect(screen.getByText('We are closed at the moment')).toBeTruthy();
  });

  it('flags being closed right now', () => {
    render(<OpeningHoursSummary slots={lunchAndDinner} closedNow />);
    expect(screen.getByText('We are closed at the moment')).toBeTruthy();
  });

  it('offers the full opening hours when asked', () => {
    const onShowAll = vi.fn();
    const { unmount } = render(<OpeningHoursSummary slots={lunchAndDinner} closedNow={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    render(<OpeningHoursSummary slots={lunchAndDinner} closedNow={false} onShowAll={onShowAll} />);
    fireEvent.click(screen.getByRole('button', { name: 'Opening hours' }));
    expect(onShowAll).toHaveBeenCalledOnce();
  });

  it('speaks German', () => {
    render(<OpeningHoursSummary slots={lunchAndDinner.slice(0, 1)} closedNow />, { language: 'de' });
    expect(screen.getByText('Heute geöffnet 11:30–14:30')).toBeTruthy();
    expect(screen.getByText('Wir haben gerade geschlossen')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<OpeningHoursSummary slots={lunchAndDinner} closedNow onShowAll={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
