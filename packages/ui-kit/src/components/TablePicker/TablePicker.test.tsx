import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { demoTables } from '../table-fixtures.ts';
import { TablePicker } from './TablePicker.tsx';

describe('TablePicker', () => {
  it('offers the restaurant’s tables and gives the chosen one', () => {
    const onChoose = vi.fn();
    render(<TablePicker tables={demoTables} onChoose={onChoose} onDismiss={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Where are you sitting?' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Your table' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'Choose your table',
      'Table T1',
      'Table T2',
      'Table T4',
    ]);
    fireEvent.change(select, { target: { value: '4' } });
    expect(onChoose).toHaveBeenCalledWith(4);
  });

  it('is dismissed with Not now', () => {
    const onDismiss = vi.fn();
    render(<TablePicker tables={demoTables} onChoose={vi.fn()} onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('takes no choice while one is saved, and says why one failed', () => {
    const { unmount } = render(<TablePicker tables={demoTables} onChoose={vi.fn()} onDismiss={vi.fn()} busy />);
    expect((screen.getByRole('combobox', { name: 'Your table' }) as HTMLSelectElement).disabled).toBe(true);
    unmount();
    render(<TablePicker tables={demoTables} onChoose={vi.fn()} onDismiss={vi.fn()} error="Try again" />, { language: 'de' });
    expect(screen.getByText('Try again')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Wo sitzt du?' })).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<TablePicker tables={demoTables} onChoose={vi.fn()} onDismiss={vi.fn()} floating />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
