import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { demoCategories } from '../menu-fixtures.ts';
import { CategoryCarousel } from './CategoryCarousel.tsx';

describe('CategoryCarousel', () => {
  it('lists the categories and reports the chosen one', () => {
    const onSelect = vi.fn();
    render(<CategoryCarousel categories={demoCategories} active={3} onSelect={onSelect} />);
    expect(screen.getByRole('navigation', { name: 'Categories' })).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(demoCategories.length);
    fireEvent.click(screen.getByRole('button', { name: 'Pasta' }));
    expect(onSelect).toHaveBeenCalledWith(4);
  });

  it('marks the active category', () => {
    render(<CategoryCarousel categories={demoCategories} active={3} onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: 'Pizza' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pasta' }).getAttribute('aria-current')).toBeNull();
  });

  it('puts the special offer first and selects it as pinned', () => {
    const onSelect = vi.fn();
    render(<CategoryCarousel categories={demoCategories} active="pinned" onSelect={onSelect} pinnedLabel="Mittagsangebote" />);
    const buttons = screen.getAllByRole('button');
    expect(buttons[0]?.textContent).toBe('Mittagsangebote');
    expect(buttons[0]?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Mittagsangebote' }));
    expect(onSelect).toHaveBeenCalledWith('pinned');
  });

  it('ends with an "All categories" button when asked', () => {
    const onShowAll = vi.fn();
    render(<CategoryCarousel categories={demoCategories} active={null} onSelect={() => {}} onShowAll={onShowAll} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.at(-1)?.textContent).toBe('All categories');
    fireEvent.click(screen.getByRole('button', { name: 'All categories' }));
    expect(onShowAll).toHaveBeenCalledOnce();
  });

  it('renders nothing with one category and no special offer', () => {
    const { container } = render(
      <CategoryCarousel categories={demoCategories.slice(0, 1)} active={1} onSelect={() => {}} onShowAll={() => {}} />,
    );
    expect(container.querySelector('nav')).toBeNull();
  });

  it('still shows one category next to a special offer', () => {
    render(<CategoryCarousel categories={demoCategories.slice(0, 1)} active={1} onSelect={() => {}} pinnedLabel="Special" />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <CategoryCarousel categories={demoCategories} active={2} onSelect={() => {}} pinnedLabel="Special" onShowAll={() => {}} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
