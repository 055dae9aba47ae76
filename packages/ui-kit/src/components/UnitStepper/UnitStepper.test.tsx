import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { UnitStepper } from './UnitStepper.tsx';

describe('UnitStepper', () => {
  it('shows the units and reports − and +', () => {
    const onIncrease = vi.fn();
    const onDecrease = vi.fn();
    render(<UnitStepper name="Rucola" value={2} onIncrease={onIncrease} onDecrease={onDecrease} />);
    const group = within(screen.getByRole('group', { name: 'Rucola' }));
    expect(group.getByText('2')).toBeTruthy();
    fireEvent.click(group.getByRole('button', { name: 'One more Rucola' }));
    fireEvent.click(group.getByRole('button', { name: 'One less Rucola' }));
    expect(onIncrease).toHaveBeenCalledOnce();
    expect(onDecrease).toHaveBeenCalledOnce();
  });

  it('disables either button', () => {
    render(<UnitStepper name="Rucola" value={1} onIncrease={() => {}} onDecrease={() => {}} decreaseDisabled increaseDisabled />);
    expect((screen.getByRole('button', { name: 'One less Rucola' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'One more Rucola' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<UnitStepper name="Rucola" value={1} onIncrease={() => {}} onDecrease={() => {}} size="sm" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
