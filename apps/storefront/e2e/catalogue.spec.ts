import { expect, test } from '@playwright/test';
import { screenshot } from './screenshots.ts';

/** The same server under the wine bar's host name: the first label picks the restaurant. */
function wineBarUrl(baseURL: string | undefined, path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = 'demo-wine-bar.localhost';
  return url.href;
}

test.describe('the catalogue-only demo (Weinbar Demo)', () => {
  test('on a phone: shows the menu with prices, but no basket and no add buttons', async ({ page, baseURL }) => {
    await page.goto(wineBarUrl(baseURL, '/'));
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen bei Weinbar Demo' })).toBeVisible();
    await expect(page.getByText('Bestellt wird bei uns vor Ort.')).toBeVisible();
    await expect(page.getByText('Riesling trocken, Mosel').first()).toBeVisible();
    await expect(page.getByText('6,90 €').first()).toBeVisible();

    await expect(page.getByRole('button', { name: /hinzufügen$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Warenkorb/ })).toHaveCount(0);
    // Nothing to deliver or pick up either: no delivery choice.
    await expect(page.getByRole('button', { name: 'Ändern' })).toHaveCount(0);
    await screenshot(page, 'catalogue-phone');

    // The other category, and its products without buttons too.
    await page.getByRole('button', { name: 'Zum Wein', exact: true }).click();
    await expect(page.getByText('Käseauswahl').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /hinzufügen$/ })).toHaveCount(0);

    // Ordering routes do not exist in a catalogue.
    await page.goto(wineBarUrl(baseURL, '/cart'));
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  });
});
