import { pageDataSchema } from '@platter/contract';
import { findByRole, findByText } from '@testing-library/react';
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

describe('mountApp', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it("renders the app with the page data, in the restaurant's language", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES']);
    const container = document.body.appendChild(document.createElement('div'));
    await mountApp({
      container,
      loadPageData: async () => pageData,
      render: (_, i18n) => (
        <>
          <RestaurantName />
          <p>{i18n.t('nav.cart')}</p>
        </>
      ),
    });
    expect(await findByText(container, 'Demo Bistro')).toBeTruthy();
    expect(await findByText(container, 'Panier')).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
  });

  it("starts in the browser's language where the apps speak it (issue 16)", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG', 'en']);
    const container = document.body.appendChild(document.createElement('div'));
    await mountApp({ container, loadPageData: async () => pageData, render: (_, i18n) => <p>{i18n.t('nav.cart')}</p> });
    expect(await findByText(container, 'السلة')).toBeTruthy();
  });

  it('prefers the language the guest chose before', async () => {
    localStorage.setItem('platter:language', 'ar');
    const container = document.body.appendChild(document.createElement('div'));
    await mountApp({ container, loadPageData: async () => pageData, render: (_, i18n) => <p>{i18n.t('nav.cart')}</p> });
    expect(await findByText(container, 'السلة')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('says the page could not be set up when the page data fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.body.appendChild(document.createElement('div'));
    await mountApp({ container, loadPageData: () => Promise.reject(new Error('503')), render: () => null });
    expect((await findByRole(container, 'alert')).textContent).toMatch(/reload|neu laden|recharger/i);
  });
});
