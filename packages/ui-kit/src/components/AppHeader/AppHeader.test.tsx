import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { BasketButton } from '../BasketButton/index.ts';
import { AppHeader } from './AppHeader.tsx';

describe('AppHeader', () => {
  it('shows the restaurant and goes home from its name', () => {
    const onHomeClick = vi.fn();
    render(<AppHeader restaurantName="Demo Bistro" onHomeClick={onHomeClick} actions={<BasketButton count={0} />} />);
    fireEvent.click(screen.getByText('Demo Bistro'));
    expect(onHomeClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: /Open basket/ })).toBeTruthy();
  });

  it('toggles the mobile menu from its burger', () => {
    const onToggle = vi.fn();
    render(<AppHeader restaurantName="Demo Bistro" menu={{ opened: false, onToggle, label: 'Categories' }} />);
    // The burger only shows below the sm breakpoint, so it is found by its label, not its role.
    fireEvent.click(screen.getByLabelText('Categories'));
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<AppHeader restaurantName="Demo Bistro" actions={<BasketButton count={1} />} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
