import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { CartLine } from '../CartLine/index.ts';
import { margherita } from '../checkout-fixtures.ts';
import { SideCart, type SideCartProps } from './SideCart.tsx';

function setup(overrides: Partial<SideCartProps> = {}) {
  const props: SideCartProps = {
    opened: true,
    onClose: vi.fn(),
    itemCount: 2,
    total: 21,
    onViewCart: vi.fn(),
    onCheckout: vi.fn(),
    children: (
      <CartLine
        line={margherita}
        variant="compact"
        flags={{ deleting: false, changingQuantity: false }}
        canIncrease
        onIncrease={vi.fn()}
        onDecrease={vi.fn()}
        onRemove={vi.fn()}
      />
    ),
    ...overrides,
  };
  return { ...render(<SideCart {...props} />), props };
}

describe('SideCart', () => {
  it('shows the lines, the total and both actions', () => {
    const { props } = setup();
    expect(screen.getByRole('dialog', { name: 'Your basket' })).toBeTruthy();
    expect(screen.getByText('2 items')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Pizza Margherita' })).toBeTruthy();
    expect(screen.getAllByText('€21.00').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'View cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(props.onViewCart).toHaveBeenCalledOnce();
    expect(props.onCheckout).toHaveBeenCalledOnce();
  });

  it('disables checkout on request', () => {
    const { props } = setup({ checkoutDisabled: true });
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    expect(checkout).toHaveProperty('disabled', true);
    fireEvent.click(checkout);
    expect(props.onCheckout).not.toHaveBeenCalled();
  });

  it('closes with the close button', () => {
    const { props } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Close basket' }));
    expect(props.onClose).toHaveBeenCalled();
  });

  it('invites to browse the menu when empty', () => {
    const { props } = setup({ itemCount: 0, total: 0, children: null });
    expect(screen.getByRole('heading', { name: 'Your basket is empty' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Browse the menu' }));
    expect(props.onClose).toHaveBeenCalledOnce();
  });

  it('renders nothing while closed', () => {
    setup({ opened: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = setup();
    expect(await axeViolations(container)).toEqual([]);
  });
});
