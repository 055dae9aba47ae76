import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { OpeningHoursSummary } from './OpeningHoursSummary.tsx';

/** The summary's sentence, whose slots are elements of their own. */
const sentence = (text: string) => screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

const lunchAndDinner = [
  { open: '11:30', close: '14:30' },
  { open: '17:30', close: '22:00' },
];

describe('OpeningHoursSummary', () => {
  it("shows today's slots in one line", () => {
    render(<OpeningHoursSummary slots={lunchAndDinner} closedNow={false} />);
    expect(sentence('Open today 11:30–14:30, 17:30–22:00')).toBeTruthy();
    expect(screen.queryByText('We are closed at the moment')).toBeNull();
  });

  it('keeps each slot on one line: a narrow phone breaks between slots, not after a dash', () => {
    render(<OpeningHoursSummary slots={lunchAndDinner} closedNow={false} />, { language: 'fr' });
    expect(sentence("Ouvert aujourd'hui 11:30–14:30, 17:30–22:00")).toBeTruthy();
    for (const slot of ['11:30–14:30', '17:30–22:00']) expect(screen.getByText(slot).className).toContain('slot');
  });

  it('shows at most the first 2 slots', () => {
    render(<OpeningHoursSummary slots={[...lunchAndDinner, { open: '23:00', close: '23:59' }]} closedNow={false} />);
    expect(sentence('Open today 11:30–14:30, 17:30–22:00')).toBeTruthy();
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

  it('joins the slots as Arabic does', () => {
    render(<OpeningHoursSummary slots={lunchAndDinner} closedNow={false} />, { language: 'ar' });
    expect(sentence('مفتوح اليوم 11:30–14:30، 17:30–22:00')).toBeTruthy();
  });

  it('speaks German', () => {
    render(<OpeningHoursSummary slots={lunchAndDinner.slice(0, 1)} closedNow />, { language: 'de' });
    expect(sentence('Heute geöffnet 11:30–14:30')).toBeTruthy();
    expect(screen.getByText('Wir haben gerade geschlossen')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<OpeningHoursSummary slots={lunchAndDinner} closedNow onShowAll={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
