import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { HeaderLinks } from './HeaderLinks.tsx';

const links = (onContact = vi.fn()) => [
  { key: 'blog', label: 'Blog', href: '/blogs' },
  { key: 'contact', label: 'Contact', onClick: onContact },
  { key: 'allergies', label: 'Allergies', onClick: vi.fn() },
];

describe('HeaderLinks', () => {
  it('renders a link with href as <a> and the others as buttons', () => {
    const onContact = vi.fn();
    render(<HeaderLinks links={links(onContact)} />);
    const nav = screen.getByRole('navigation', { name: 'Restaurant information' });
    expect(within(nav).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blogs');
    fireEvent.click(within(nav).getByRole('button', { name: 'Contact' }));
    expect(onContact).toHaveBeenCalledOnce();
  });

  it('keeps secondary links behind More', async () => {
    const onImprint = vi.fn();
    render(<HeaderLinks links={[...links(), { key: 'imprint', label: 'Imprint', onClick: onImprint, secondary: true }]} />);
    const nav = screen.getByRole('navigation', { name: 'Restaurant information' });
    expect(within(nav).queryByRole('button', { name: 'Imprint' })).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: 'More' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Imprint' }));
    expect(onImprint).toHaveBeenCalledOnce();
  });

  it('opens More on its first click as a menu button: expanded, focus in the menu', async () => {
    render(<HeaderLinks links={[...links(), { key: 'imprint', label: 'Imprint', onClick: vi.fn(), secondary: true }]} />);
    const more = screen.getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  });

  it('shows no More button when every link is primary', () => {
    render(<HeaderLinks links={links()} />);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  // jsdom's window is 1024px wide, so the phone menu is there but hidden: query it with `hidden`.
  it('collapses every link, secondary ones too, into one menu on phones', async () => {
    const onContact = vi.fn();
    render(<HeaderLinks links={[...links(onContact), { key: 'imprint', label: 'Imprint', onClick: vi.fn(), secondary: true }]} />);
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu', hidden: true }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(within(menu).getAllByRole('menuitem', { hidden: true })).toHaveLength(4);
    expect(within(menu).getByRole('menuitem', { name: 'Blog', hidden: true }).getAttribute('href')).toBe('/blogs');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Contact', hidden: true }));
    expect(onContact).toHaveBeenCalledOnce();
  });

  it('renders nothing without links', () => {
    const { container } = render(<HeaderLinks links={[]} />);
    expect(container.querySelector('nav')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<HeaderLinks links={links()} />);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu', hidden: true }));
    await screen.findByRole('menu', { hidden: true });
    expect(await axeViolations(container)).toEqual([]);
  });
});
