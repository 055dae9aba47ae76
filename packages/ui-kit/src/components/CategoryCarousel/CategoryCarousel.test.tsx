import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../../test/fake-intersection-observer.ts';
import { axeViolations, render } from '../../test/render.tsx';
import { demoCategories } from '../menu-fixtures.ts';
import { CategoryCarousel } from './CategoryCarousel.tsx';

/** The boxes the frame's layout measured, as the browser's observer reports them for the chip. */
function reportBoxes(observer: FakeIntersectionObserver, chip: { left: number; width: number }, row: { left: number; width: number }) {
  const box = (rect: { left: number; width: number }) => DOMRectReadOnly.fromRect({ x: rect.left, y: 0, width: rect.width, height: 40 });
  observer.report({ boundingClientRect: box(chip), rootBounds: box(row) });
}

const noop = () => undefined;

/** A screen around the bar that renders again on each tap of its button, giving the bar the same props. */
function RerenderingScreen() {
  const [renders, setRenders] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render {renders}
      </button>
      <CategoryCarousel categories={demoCategories} active={null} onSelect={noop} onShowAll={noop} />
    </>
  );
}

describe('CategoryCarousel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps its place with grey pills while the categories load, so the products below do not move when it appears', () => {
    const { unmount } = render(<CategoryCarousel categories={[]} active={null} onSelect={noop} loading />);
    const bar = screen.getByRole('navigation');
    expect(bar.getAttribute('aria-busy')).toBe('true');
    expect(bar.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(4);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    unmount();
    // Loaded: the categories themselves, also while a refetch is on its way.
    render(<CategoryCarousel categories={demoCategories} active={null} onSelect={noop} loading />);
    expect(screen.getByRole('navigation').getAttribute('aria-busy')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(demoCategories.length);
  });

  it("centres the active chip in the row with the boxes of the frame's own layout, forcing none", () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    render(<CategoryCarousel categories={demoCategories} active={3} onSelect={() => {}} />);
    const observer = FakeIntersectionObserver.last;
    const pizza = screen.getByRole('button', { name: 'Pizza' });
    expect(observer?.observed).toEqual([pizza]);
    const row = pizza.parentElement as HTMLElement;
    expect(observer?.options.root).toBe(row);
    const scrollBy = vi.fn();
    row.scrollBy = scrollBy;
    if (observer) reportBoxes(observer, { left: 300, width: 80 }, { left: 0, width: 390 });
    expect(scrollBy).toHaveBeenCalledWith({ left: 145, behavior: 'smooth' });
    expect(measure).not.toHaveBeenCalled();
  });

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

  it('does not render again when its screen does with the same props (issue 18)', () => {
    const { i18n } = render(<RerenderingScreen />);
    // Whether it rendered is read from the texts it translates on every render.
    const translate = vi.spyOn(i18n, 't');
    fireEvent.click(screen.getByRole('button', { name: 'Render 1' }));
    expect(screen.getByRole('button', { name: 'Render 2' })).toBeTruthy();
    expect(translate).not.toHaveBeenCalled();
    translate.mockRestore();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <CategoryCarousel categories={demoCategories} active={2} onSelect={() => {}} pinnedLabel="Special" onShowAll={() => {}} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
