import { pageDataSchema } from '@platter/contract';
import { act, findByRole, findByText } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountApp } from './mount-app.tsx';
import { usePageData } from './page-data.tsx';

const pageData = pageDataSchema.parse({
  restaurant: { id: 1, slug: 'demo-bistro', name: 'Demo Bistro', currency: '€', lang: 'fr', timeZone: 'Europe/Berlin' },
  appearance: {},
  features: {},
});

function RestaurantName() {
  return <p>{usePageData().restaurant.name}</p>;
}

// What the slow pieces and the timer of the time-slicing test did, in order.
const rendered: string[] = [];
const PIECES = Array.from({ length: 40 }, (_, index) => index);

/** Takes 3 ms to render, as a heavy component does: 40 of them in one task would let no timer run before the end. */
function SlowPiece({ index }: { index: number }) {
  const end = performance.now() + 3;
  while (performance.now() < end) {
    // busy
  }
  rendered.push(`piece ${index}`);
  return <span>{index}</span>;
}

describe('mountApp', () => {
  // Unmounted after each test: a mounted app keeps listening to global stores (the snackbars').
  const mounted: Array<() => void> = [];
  afterEach(() => {
    for (const unmount of mounted.splice(0)) act(() => unmount());
    document.body.innerHTML = '';
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it("renders the app with the page data, in the restaurant's language", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES']);
    const container = document.body.appendChild(document.createElement('div'));
    mounted.push(
      await mountApp({
        container,
        loadPageData: async () => pageData,
        render: (_, i18n) => (
          <>
            <RestaurantName />
            <p>{i18n.t('nav.cart')}</p>
          </>
        ),
      }),
    );
    expect(await findByText(container, 'Demo Bistro')).toBeTruthy();
    expect(await findByText(container, 'Panier')).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
  });

  it("starts in the browser's language where the apps speak it (issue 16)", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG', 'en']);
    const container = document.body.appendChild(document.createElement('div'));
    mounted.push(await mountApp({ container, loadPageData: async () => pageData, render: (_, i18n) => <p>{i18n.t('nav.cart')}</p> }));
    expect(await findByText(container, 'السلة')).toBeTruthy();
  });

  it('prefers the language the guest chose before', async () => {
    localStorage.setItem('platter:language', 'ar');
    const container = document.body.appendChild(document.createElement('div'));
    mounted.push(await mountApp({ container, loadPageData: async () => pageData, render: (_, i18n) => <p>{i18n.t('nav.cart')}</p> }));
    expect(await findByText(container, 'السلة')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('renders the first screen in slices, letting the browser run other tasks in between (issue 18, TBT)', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    rendered.length = 0;
    const ticker = setInterval(() => rendered.push('tick'), 0);
    mounted.push(
      await mountApp({
        container,
        loadPageData: async () => pageData,
        render: () => PIECES.map((index) => <SlowPiece key={index} index={index} />),
      }),
    );
    expect(await findByText(container, '39')).toBeTruthy();
    clearInterval(ticker);
    const during = rendered.slice(rendered.indexOf('piece 0'), rendered.lastIndexOf('piece 39'));
    expect(during).toContain('tick');
  });

  it('says the page could not be set up when the page data fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.body.appendChild(document.createElement('div'));
    mounted.push(await mountApp({ container, loadPageData: () => Promise.reject(new Error('503')), render: () => null }));
    expect((await findByRole(container, 'alert')).textContent).toMatch(/reload|neu laden|recharger/i);
  });
});
