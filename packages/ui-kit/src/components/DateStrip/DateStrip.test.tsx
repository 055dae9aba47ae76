import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { DateStrip } from './DateStrip.tsx';

const dates = ['2026-11-22', '2026-11-23', '2026-11-24'];

describe('DateStrip', () => {
  it('names each day in the current language and reports the chosen one', () => {
    const onChange = vi.fn();
    render(<DateStrip dates={dates} value={null} onChange={onChange} label="Date" />, { language: 'de' });
    expect(screen.getByRole('radiogroup', { name: 'Date' })).toBeTruthy();
    expect(screen.getByText(/^So\.?$/)).toBeTruthy();
    fireEvent.click(screen.getByText(/^23\. Nov/));
    expect(onChange).toHaveBeenCalledWith('2026-11-23');
  });

  it('builds its two date formats once, however many days it shows (issue 18)', () => {
    const month = Array.from({ length: 30 }, (_, index) => `2026-12-${String(index + 1).padStart(2, '0')}`);
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      render(<DateStrip dates={month} value={null} onChange={() => {}} label="Date" />, { language: 'fr' });
      expect(screen.getAllByRole('radio')).toHaveLength(30);
      expect(built.mock.calls.filter(([locale]) => locale === 'fr').length).toBeLessThanOrEqual(2);
    } finally {
      built.mockRestore();
    }
  });

  it('marks the chosen day', () => {
    render(<DateStrip dates={dates} value="2026-11-24" onChange={() => {}} label="Date" />);
    const checked = screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked);
    expect(checked).toHaveLength(1);
    expect((checked[0] as HTMLInputElement).value).toBe('2026-11-24');
  });

  it('greys the days that cannot be chosen', () => {
    const onChange = vi.fn();
    render(
      <DateStrip
        dates={['2026-11-23', '2026-11-24']}
        value={null}
        onChange={onChange}
        label="Date"
        disabledDates={new Set(['2026-11-23'])}
      />,
    );
    const [monday, tuesday] = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(monday?.disabled).toBe(true);
    expect(tuesday?.disabled).toBe(false);
    fireEvent.click(tuesday as HTMLElement);
    expect(onChange).toHaveBeenCalledWith('2026-11-24');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<DateStrip dates={dates} value={null} onChange={() => {}} label="Date" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
