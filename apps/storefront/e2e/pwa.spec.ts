import { expect, test } from '@playwright/test';
import { skipAnnouncement } from './announcement.ts';

interface WorkerState {
  controlled: boolean;
  cached: string[];
}

/** Whether the worker controls the page, and the paths of every cached request. */
function workerState(): Promise<WorkerState> {
  return (async () => {
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) cached.push(new URL(request.url).pathname);
    }
    return { controlled: navigator.serviceWorker.controller !== null, cached };
  })();
}

test.describe('the storefront as an installable app', () => {
  test.beforeEach(({ page }) => skipAnnouncement(page));

  test('has a manifest, a service worker that caches the app shell and menu pictures, and opens offline', async ({ page, context }) => {
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Demo Bistro', start_url: '/menu', display: 'standalone', theme_color: '#c2410c' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen bei Demo Bistro' })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The first visit installs the worker; from the next page load on it answers the requests.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen bei Demo Bistro' })).toBeVisible();
    await expect.poll(async () => (await page.evaluate(workerState)).cached.some((path) => path.startsWith('/images/'))).toBe(true);
    const state = await page.evaluate(workerState);
    expect(state.controlled).toBe(true);
    expect(state.cached).toContain('/');
    expect(state.cached.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);

    // Without a network the app itself still opens from the cache (the browser's own offline page
    // has no such notice); the restaurant's data is not cached, so it offers to try again.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Etwas ist schiefgelaufen');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen bei Demo Bistro' })).toBeVisible();
  });
});
