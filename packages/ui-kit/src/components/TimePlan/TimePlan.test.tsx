import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { demoHereTimes, demoOpeningTimes } from '../content-fixtures.ts';
import { TimePlan } from './TimePlan.tsx';

describe('TimePlan', () => {
  it('lists the week from Monday, marks today and names closed days', () => {
    render(<TimePlan schedules={[{ type: 'delivery', times: demoOpeningTimes }]} today={3} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Monday',
      'Tuesday',
      'WednesdayToday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(rows[0]?.textContent).toContain('Closed');
    expect(rows[2]?.getAttribute('aria-current')).toBe('date');
    expect(rows[2]?.textContent).toContain('11:00 – 14:30');
    expect(rows[2]?.textContent).toContain('17:00 – 22:00');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('offers a tab per delivery type when their hours differ', () => {
    render(
      <TimePlan
        schedules={[
          { type: 'delivery', times: demoOpeningTimes },
          { type: 'here', times: demoHereTimes },
        ]}
        today={6}
      />,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Eat here' }));
    const panel = screen.getByRole('tabpanel', { name: 'Eat here' });
    expect(within(panel).getAllByText('12:00 – 21:30')).toHaveLength(2);
  });

  it('shows identical hours only once', () => {
    render(
      <TimePlan
        schedules={[
          { type: 'delivery', times: demoOpeningTimes },
          { type: 'pickup', times: [...demoOpeningTimes].reverse() },
        ]}
        today={1}
      />,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('lists the closing periods with their reason', () => {
    render(
      <TimePlan
        schedules={[{ type: 'delivery', times: demoOpeningTimes }]}
        today={1}
        closures={[{ id: 1, period: '24.12.26 – 26.12.26', reason: 'Weihnachten' }]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Closed on these days' });
    expect(section.textContent).toContain('24.12.26 – 26.12.26 · Weihnachten');
  });

  it('names the days in the display language', () => {
    render(<TimePlan schedules={[{ type: 'delivery', times: demoOpeningTimes }]} today={7} />, { language: 'de' });
    expect(screen.getByRole('rowheader', { name: /Sonntag/ }).textContent).toContain('Heute');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <TimePlan
        schedules={[
          { type: 'delivery', times: demoOpeningTimes },
          { type: 'here', times: demoHereTimes },
        ]}
        today={2}
        closures={[{ id: 1, period: '24.12.26 – 26.12.26', reason: null }]}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
