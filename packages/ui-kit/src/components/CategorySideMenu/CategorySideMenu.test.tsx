import { fireEvent, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { demoCategories, demoSocial } from '../menu-fixtures.ts';
import { CategorySideMenu } from './CategorySideMenu.tsx';

const copyright = { year: 2026, name: 'Demo Bistro' };

describe('CategorySideMenu', () => {
  it('lists one entry per category, marks the active one and reports choices', () => {
    const onSelect = vi.fn();
    render(<CategorySideMenu categories={demoCategories} active={3} onSelect={onSelect} copyright={copyright} />);
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(nav.querySelectorAll('button')).toHaveLength(demoCategories.length);
    expect(screen.getByRole('button', { name: 'Pizza' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Getränke' }));
    expect(onSelect).toHaveBeenCalledWith(7);
  });

  it('renders once when it mounts, with no blocking re-render from its links’ ids (issue 18)', () => {
    const phases: string[] = [];
    render(
      <Profiler id="side-menu" onRender={(_id, phase) => phases.push(phase)}>
        <CategorySideMenu categories={demoCategories} active={3} onSelect={() => {}} pinnedLabel="Mittagstisch" copyright={copyright} />
      </Profiler>,
    );
    expect(phases).toEqual(['mount']);
  });

  it('puts the logo on top and the pinned entry first', () => {
    const onSelect = vi.fn();
    render(
      <CategorySideMenu
        logo={<a href="/">Demo Bistro home</a>}
        categories={demoCategories}
        active="pinned"
        onSelect={onSelect}
        pinnedLabel="Mittagstisch"
        copyright={copyright}
      />,
    );
    expect(screen.getByRole('link', { name: 'Demo Bistro home' })).toBeTruthy();
    const pinned = screen.getByRole('button', { name: 'Mittagstisch' });
    expect(pinned.getAttribute('aria-current')).toBe('true');
    fireEvent.click(pinned);
    expect(onSelect).toHaveBeenCalledWith('pinned');
  });

  it('uses the fallback image for categories without one', () => {
    render(
      <CategorySideMenu
        categories={demoCategories}
        active={null}
        onSelect={() => {}}
        fallbackImageUrl="/images/dish.svg"
        copyright={copyright}
      />,
    );
    expect(screen.getByRole('button', { name: 'Desserts' }).querySelector('img')?.getAttribute('src')).toBe('/images/dish.svg');
  });

  it('links only the given, non-empty social profiles, in a new tab', () => {
    render(<CategorySideMenu categories={demoCategories} active={null} onSelect={() => {}} social={demoSocial} copyright={copyright} />);
    const instagram = screen.getByRole('link', { name: 'Instagram' });
    expect(instagram.getAttribute('href')).toBe('https://instagram.com/demobistro');
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(instagram.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Facebook' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'TikTok' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Twitter' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'YouTube' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'LinkedIn' })).toBeNull();
  });

  it('shows the copyright, and the credit only when asked', () => {
    const { unmount } = render(<CategorySideMenu categories={demoCategories} active={null} onSelect={() => {}} copyright={copyright} />);
    expect(screen.getByText('© 2026 Demo Bistro')).toBeTruthy();
    expect(screen.queryByText('Created by Platter')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Social media' })).toBeNull();
    unmount();
    render(<CategorySideMenu categories={demoCategories} active={null} onSelect={() => {}} copyright={copyright} showCreatedBy />);
    expect(screen.getByText('Created by Platter')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <CategorySideMenu
        logo={<a href="/">Demo Bistro</a>}
        categories={demoCategories}
        active={3}
        onSelect={() => {}}
        pinnedLabel="Angebote"
        social={demoSocial}
        copyright={copyright}
        showCreatedBy
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
