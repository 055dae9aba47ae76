import { describe, expect, it, vi } from 'vitest';
import { loadPageData, PageDataError } from '../index.ts';

const pageData = {
  apiBase: '/api',
  restaurant: { id: 1, slug: 'demo-bistro', name: 'Demo Bistro', currency: '€', lang: 'de', timeZone: 'Europe/Berlin' },
  appearance: {},
  features: {},
};

const sourceWith = (text: string | null) => ({
  getElementById: (id: string) => (id === 'platter-data' && text !== null ? { textContent: text } : null),
});

describe('loadPageData', () => {
  it('reads the embedded element and fills defaults', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const data = await loadPageData({ app: 'storefront', source: sourceWith(JSON.stringify(pageData)), fetch });
    expect(data.restaurant.name).toBe('Demo Bistro');
    expect(data.appearance.primaryColor).toBe('#c2410c');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches api/page-data for its app when the page carries none', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ data: pageData, message: { body: '' } }));
    const data = await loadPageData({ app: 'ticketing', source: sourceWith(null), fetch });
    expect(fetch).toHaveBeenCalledWith('/api/page-data?app=ticketing');
    expect(data.restaurant.slug).toBe('demo-bistro');
  });

  it('refuses invalid embedded data instead of starting half-configured', async () => {
    await expect(loadPageData({ app: 'storefront', source: sourceWith('{"restaurant":{}}') })).rejects.toBeInstanceOf(PageDataError);
    await expect(loadPageData({ app: 'storefront', source: sourceWith('not json') })).rejects.toBeInstanceOf(PageDataError);
  });

  it('reads them in a task after the one that asked, where the browser can yield to one (issue 18, TBT)', async () => {
    let resume = () => {};
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => (resume = resolve)) });
    try {
      const source = { getElementById: vi.fn(sourceWith(JSON.stringify(pageData)).getElementById) };
      const loading = loadPageData({ app: 'storefront', source });
      await Promise.resolve();
      expect(source.getElementById).not.toHaveBeenCalled();
      resume();
      await expect(loading).resolves.toMatchObject({ restaurant: { slug: 'demo-bistro' } });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reports a failed fetch', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('down', { status: 503 }));
    await expect(loadPageData({ app: 'manager', source: sourceWith(null), fetch })).rejects.toThrow('api/page-data answered 503');
  });
});
