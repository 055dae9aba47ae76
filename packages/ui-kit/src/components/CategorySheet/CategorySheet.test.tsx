import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { demoCategories, demoFewCategories } from '../menu-fixtures.ts';
import { CategorySheet } from './CategorySheet.tsx';

const sheetSize = () => document.querySelector('.mantine-Drawer-root')?.getAttribute('style');

describe('CategorySheet', () => {
  it('shows every category as a tile under its title', () => {
    render(<CategorySheet opened onClose={() => {}} categories={demoCategories} active={3} onSelect={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'All categories' })).toBeTruthy();
    for (const category of demoCategories) expect(screen.getByRole('button', { name: category.name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pizza' }).getAttribute('aria-current')).toBe('true');
  });

  it('selects, then closes', () => {
    const calls: string[] = [];
    const onSelect = vi.fn(() => calls.push('select'));
    const onClose = vi.fn(() => calls.push('close'));
    render(<CategorySheet opened onClose={onClose} categories={demoCategories} active={null} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Desserts' }));
    expect(onSelect).toHaveBeenCalledWith(9);
    expect(calls).toEqual(['select', 'close']);
  });

  it('offers the special offer first', () => {
    const onSelect = vi.fn();
    render(
      <CategorySheet opened onClose={() => {}} categories={demoFewCategories} active={null} onSelect={onSelect} pinnedLabel="Angebote" />,
    );
    const tiles = screen.getAllByRole('button').filter((button) => button.textContent !== '');
    expect(tiles[0]?.textContent).toBe('Angebote');
    fireEvent.click(tiles[0] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith('pinned');
  });

  it('opens to 68% above 6 categories, else 55%', () => {
    const tall = render(<CategorySheet opened onClose={() => {}} categories={demoCategories} active={null} onSelect={() => {}} />);
    expect(sheetSize()).toContain('--drawer-size: 68%');
    tall.unmount();
    render(<CategorySheet opened onClose={() => {}} categories={demoCategories.slice(0, 6)} active={null} onSelect={() => {}} />);
    expect(sheetSize()).toContain('--drawer-size: 55%');
  });

  it('shows a dish icon for a category without image and no fallback', () => {
    render(<CategorySheet opened onClose={() => {}} categories={demoCategories} active={null} onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: 'Desserts' }).querySelector('[data-testid="dish-placeholder"]')).toBeTruthy();
  });

  it('closes from its close button', () => {
    const onClose = vi.fn();
    render(<CategorySheet opened onClose={onClose} categories={demoCategories} active={null} onSelect={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders nothing when closed', () => {
    render(<CategorySheet opened={false} onClose={() => {}} categories={demoCategories} active={null} onSelect={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <CategorySheet opened onClose={() => {}} categories={demoCategories} active={2} onSelect={() => {}} pinnedLabel="Angebote" />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
