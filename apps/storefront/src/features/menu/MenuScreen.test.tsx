import { category, createFakeApi, product } from '@platter/ordering/testing';
import { FakeIntersectionObserver } from '@platter/ui-kit/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('the menu screen', () => {
  afterEach(() => localStorage.clear());

  it('shows six skeletons while the products load, then the products of the first category', async () => {
    const api = createFakeApi({
      categories: [category(1, 'Pizza'), category(2, 'Pasta')],
      products: { 1: [product(11, 'Pizza Margherita')] },
      held: ['restaurant/products'],
    });
    renderApp({ path: '/menu', api });
    await waitFor(() =>
      expect(document.querySelectorAll('[data-testid="product-card-skeleton"], .mantine-Skeleton-root').length).toBeGreaterThan(0),
    );
    api.release();
    expect(await screen.findByRole('button', { name: 'Add Pizza Margherita' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Demo Bistro | Menu'));
  });

  it('says so when a category has no products', async () => {
    renderApp({ path: '/menu', api: { categories: [category(1, 'Pizza')] } });
    expect(await screen.findByText('There are no products to display.')).toBeTruthy();
  });

  it('shows the pinned list first, under the restaurant’s label, when there is one', async () => {
    renderApp({ path: '/menu', api: { categories: [category(1, 'Pizza')], pinned: [product(21, 'Lunch menu')] } });
    expect(await screen.findByRole('heading', { name: 'Angebot der Woche' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add Lunch menu' })).toBeTruthy();
  });

  it('disables the add button of a product that is out of stock', async () => {
    renderApp({ path: '/menu', api: { categories: [category(1, 'Pizza')], products: { 1: [product(11, 'Pizza Tonno', { stock: 0 })] } } });
    const add = await screen.findByRole('button', { name: 'Add Pizza Tonno' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Out of stock').length).toBeGreaterThan(0);
  });

  it('tells the guest when the restaurant is closed', async () => {
    renderApp({ path: '/menu', api: { restaurant: { closed: true }, categories: [category(1, 'Pizza')] } });
    expect((await screen.findAllByText('We are closed at the moment')).length).toBeGreaterThan(0);
  });

  it('offers a retry when the restaurant cannot be loaded', async () => {
    const api = createFakeApi({ failing: ['restaurant/restaurant-by-id'] });
    renderApp({ path: '/menu', api });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 });
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
    fireEvent.click(retry);
    await waitFor(() => expect(api.calls.filter((call) => call === 'restaurant/restaurant-by-id').length).toBeGreaterThan(2));
  });

  it('hides every add button in catalogue-only mode', async () => {
    renderApp({
      path: '/menu',
      pageData: { features: { catalogueOnly: true } },
      api: { categories: [category(1, 'Pizza')], products: { 1: [product(11, 'Pizza Margherita')] } },
    });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Pizza Margherita')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Pizza Margherita' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Open basket/ })).toBeNull();
  });

  it('shows the guests’ reviews below the products, only when there are some', async () => {
    const review = { id: 1, name: 'Anna K.', rating: 5, body: 'Die beste Pizza in Mitte!', created_at: '2026-11-20T18:00:00.000Z' };
    renderApp({
      path: '/menu',
      api: {
        categories: [category(1, 'Pizza')],
        products: { 1: [product(11, 'Pizza Margherita')] },
        routes: { testimonials: () => ({ items: [review], page: 1, limit: 6, total: 1 }) },
      },
    });
    const heading = await screen.findByRole('heading', { name: 'What our guests say' });
    expect(await screen.findByText('Die beste Pizza in Mitte!')).toBeTruthy();
    const add = await screen.findByRole('button', { name: 'Add Pizza Margherita' });
    expect(add.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no reviews section, not even while loading, for a restaurant without reviews', async () => {
    const api = createFakeApi({
      categories: [category(1, 'Pizza')],
      products: { 1: [product(11, 'Pizza Margherita')] },
      routes: { testimonials: () => ({ items: [], page: 1, limit: 6, total: 0 }) },
      held: ['testimonials'],
    });
    renderApp({ path: '/menu', api });
    expect(await screen.findByRole('button', { name: 'Add Pizza Margherita' })).toBeTruthy();
    await waitFor(() => expect(api.calls).toContain('testimonials'));
    expect(screen.queryByRole('heading', { name: 'What our guests say' })).toBeNull();
    api.release();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'What our guests say' })).toBeNull());
  });

  it('shows a category at once on a tap from the pinned list, and the popular strip beside it after that (issue 18, INP)', async () => {
    renderApp({
      path: '/menu',
      api: {
        categories: [category(1, 'Pizza')],
        products: { 1: [product(11, 'Pizza Margherita')] },
        pinned: [product(21, 'Lunch menu')],
        routes: { 'restaurant/most-selling': () => [product(31, 'Tiramisu'), product(32, 'Espresso')] },
      },
    });
    await screen.findByRole('button', { name: 'Add Lunch menu' });
    expect(screen.queryByRole('region', { name: 'Most popular' })).toBeNull();
    const pizza = screen.getAllByRole('button', { name: 'Pizza' })[0] as HTMLElement;
    // A browser's tap, outside act(): React renders the tap's own update before the next task, and
    // the strip's tiles in a later one.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      pizza.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
      expect(screen.getAllByRole('button', { name: 'Pizza' }).some((chip) => chip.getAttribute('aria-current') === 'true')).toBe(true);
      expect(screen.queryByRole('region', { name: 'Most popular' })).toBeNull();
      expect(await screen.findByRole('region', { name: 'Most popular' })).toBeTruthy();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  describe('in a browser that reports what is near the screen', () => {
    beforeEach(() => {
      FakeIntersectionObserver.reset();
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    });
    afterEach(() => vi.unstubAllGlobals());

    it('asks for the reviews only once the guest scrolls within reach of them (issue 18)', async () => {
      const review = { id: 1, name: 'Anna K.', rating: 5, body: 'Die beste Pizza in Mitte!', created_at: '2026-11-20T18:00:00.000Z' };
      const api = createFakeApi({
        categories: [category(1, 'Pizza')],
        products: { 1: [product(11, 'Pizza Margherita')] },
        routes: { testimonials: () => ({ items: [review], page: 1, limit: 6, total: 1 }) },
      });
      renderApp({ path: '/menu', api });
      expect(await screen.findByRole('button', { name: 'Add Pizza Margherita' })).toBeTruthy();
      // The reviews' place, told by the browser's observer when the guest scrolls within reach.
      const near = FakeIntersectionObserver.instances.filter((observer) => observer.options.rootMargin === '600px 0px');
      expect(near).toHaveLength(1);
      expect(api.calls).not.toContain('testimonials');
      act(() => near[0]?.report({ isIntersecting: true }));
      expect(await screen.findByText('Die beste Pizza in Mitte!')).toBeTruthy();
      expect(api.calls.filter((call) => call === 'testimonials')).toHaveLength(1);
    });
  });
});
