import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { AccountLayout, type AccountLayoutProps } from './AccountLayout.tsx';

const SECTIONS: AccountLayoutProps['sections'] = [
  { key: 'profile', label: 'Profile', href: '/dashboard/profile' },
  { key: 'orders', label: 'Orders', href: '/dashboard/orders' },
  { key: 'addresses', label: 'Addresses', href: '/dashboard/addresses' },
];

function setup(overrides: Partial<AccountLayoutProps> = {}) {
  const props: AccountLayoutProps = {
    name: 'Erika',
    sections: SECTIONS,
    active: 'orders',
    onNavigate: vi.fn(),
    onLogout: vi.fn(),
    children: <p>Section content</p>,
    ...overrides,
  };
  return { ...render(<AccountLayout {...props} />), props };
}

describe('AccountLayout', () => {
  it('greets the customer and marks the shown section', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.getByText('Hello, Erika!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('Section content')).toBeTruthy();
  });

  it('navigates through the callback and logs out', () => {
    const { props } = setup();
    fireEvent.click(screen.getByRole('link', { name: 'Addresses' }));
    expect(props.onNavigate).toHaveBeenCalledWith(SECTIONS[2]);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(props.onLogout).toHaveBeenCalledOnce();
  });

  it('has no accessibility violations', async () => {
    const { container } = setup();
    expect(await axeViolations(container)).toEqual([]);
  });
});
