import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DESKTOP } from '../../../playwright.shared.ts';
import { skipAnnouncement } from './announcement.ts';
import { screenshot } from './screenshots.ts';
import { category, sideCartAfterAdding, sizedScreenshot } from './sizes.ts';
import { openTablesAllDay, tableIdOf } from './tables.ts';

/**
 * The bistro's announcement at a fresh start is confirmed whenever it shows. It should come first,
 * with the table question waiting for it (TableCapacityHost); since the announcement loads after
 * the first render it may also come after the question, over the table's bar.
 */
async function confirmAnnouncementWhenShown(page: Page) {
  const announcement = page.getByRole('dialog', { name: 'Gut zu wissen' });
  await page.addLocatorHandler(announcement, () => announcement.getByRole('button', { name: 'OK' }).click());
}

/**
 * A guest scans the QR code of a table, says two eat, and orders a Bruschetta to eat in, paid at
 * the end (what the demo offers at a table besides online). Ends on the status page.
 */
async function orderAtTable(page: Page, request: APIRequestContext, table: string) {
  const tableId = await tableIdOf(request, table);
  await skipAnnouncement(page);
  await page.goto(`/?tableId=${tableId}`);
  const capacity = page.getByRole('dialog', { name: `Willkommen an Tisch ${table}` });
  await capacity.getByRole('button', { name: 'Erwachsene: eins mehr' }).click();
  await expect(capacity.getByText('2 Personen am Tisch')).toBeVisible();
  await capacity.getByRole('button', { name: 'Speichern und zur Speisekarte' }).click();
  await expect(capacity).toBeHidden();
  await expect(page.getByRole('main').getByRole('radio', { name: 'Vor Ort essen' }).first()).toBeChecked();
  await expect(page.getByRole('region', { name: 'Dein Tisch' }).getByText(`Tisch ${table}`)).toBeVisible();

  await category(page, 'Vorspeisen').click();
  await page.getByRole('button', { name: 'Bruschetta Classica hinzufügen' }).first().click();
  const sideCart = await sideCartAfterAdding(page);
  await sideCart.getByRole('button', { name: 'Zur Kasse' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('main').getByRole('radio', { name: 'Vor Ort essen' }).first()).toBeChecked();
  await page.getByLabel(/^Name/).fill('Sara Öztürk');
  await page.getByLabel(/^E-Mail/).fill('sara@example.com');
  await page.getByLabel(/^Handynummer/).fill('0176 5554443');
  // At a table there is no delivery address to give.
  await expect(page.getByLabel(/^Straße/)).toHaveCount(0);
  await page.getByRole('radio', { name: /Am Ende bezahlen/ }).click();
  await page.getByRole('checkbox', { name: 'Ich habe die AGB gelesen und stimme ihnen zu.' }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/paymentstatus\?orderId=\d+/);
}

test.describe('a guest at a table of the demo bistro', () => {
  let restoreHours: (() => void) | undefined;
  test.beforeAll(() => {
    restoreHours = openTablesAllDay();
  });
  test.afterAll(() => restoreHours?.());

  test(
    'scans the QR code of T6, orders to eat in and pays at the end; the board shows the table',
    { tag: '@journey' },
    async ({ page, request, browser, baseURL }, testInfo) => {
      await orderAtTable(page, request, 'T6');
      const status = page.getByRole('main');
      await expect(status.getByRole('heading', { name: 'Vielen Dank! Deine Bestellung ist eingegangen' })).toBeVisible();
      await expect(status.getByText('Du bezahlst wie gewählt direkt beim Restaurant.')).toBeVisible();
      await expect(status.getByText(/^Vor Ort ·/)).toBeVisible();
      await expect(status.getByText('1 × Bruschetta Classica')).toBeVisible();
      await expect(status.getByRole('button', { name: 'Andere Zahlungsart versuchen' })).toHaveCount(0);
      await sizedScreenshot(page, testInfo, 'table-{size}-3-order-received', { fullPage: false });

      // The kitchen's board shows the new order with its table.
      const orderId = new URL(page.url()).searchParams.get('orderId');
      const managerContext = await browser.newContext({ viewport: DESKTOP, ...(baseURL ? { baseURL } : {}) });
      const manager = await managerContext.newPage();
      await manager.goto('/manager/');
      await manager.getByLabel(/^E-Mail/).fill('manager@example.com');
      await manager.getByRole('textbox', { name: 'Passwort' }).fill('password123');
      await manager.getByRole('button', { name: 'Anmelden' }).click();
      const card = manager.getByRole('region', { name: 'Neu' }).getByRole('article', { name: `#${orderId}` });
      await expect(card.getByText('Tisch T6')).toBeVisible();
      await expect(card.getByText('Bruschetta Classica')).toBeVisible();
      await managerContext.close();
    },
  );

  test('the status page of an order at a table names the table', async ({ page, request }) => {
    await orderAtTable(page, request, 'T7');
    await expect(page.getByRole('heading', { name: 'Vielen Dank! Deine Bestellung ist eingegangen' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/Tisch T7/)).toBeVisible({ timeout: 5_000 });
  });

  test('on a phone: scans the QR code of T4, says how many eat and calls the robot', async ({ page, request }) => {
    const tableId = await tableIdOf(request, 'T4');
    await confirmAnnouncementWhenShown(page);
    await page.goto(`/?tableId=${tableId}`);

    // The table goes into the basket and the parameter leaves the address.
    await expect(page).toHaveURL(/\/menu$/);
    const capacity = page.getByRole('dialog', { name: 'Willkommen an Tisch T4' });
    await expect(capacity).toBeVisible();
    // One adult to start with, and never fewer: 0 persons is no answer (issue 16).
    await expect(capacity.getByText('1 Person am Tisch')).toBeVisible();
    await expect(capacity.getByRole('button', { name: 'Erwachsene: eins weniger' })).toBeDisabled();
    await capacity.getByRole('button', { name: 'Erwachsene: eins mehr' }).click();
    await capacity.getByRole('button', { name: 'Kinder: eins mehr' }).click();
    await expect(capacity.getByText('3 Personen am Tisch')).toBeVisible();
    await screenshot(page, 'table-1-capacity', { fullPage: false });
    await capacity.getByRole('button', { name: 'Speichern und zur Speisekarte' }).click();
    await expect(capacity).toBeHidden();

    // A guest at a table eats here: the basket left the default delivery for the here type.
    await expect(page.getByRole('main').getByRole('radio', { name: 'Vor Ort essen' }).first()).toBeChecked();
    const dock = page.getByRole('region', { name: 'Dein Tisch' });
    await expect(dock.getByText('Tisch T4')).toBeVisible();
    await expect(dock.getByText('3 Personen')).toBeVisible();

    // The robot comes only after the guest confirms.
    await dock.getByRole('button', { name: 'Roboter rufen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Roboter rufen?' });
    await expect(confirm.getByText('Ein Roboter kommt an Tisch T4 und holt das benutzte Geschirr ab.')).toBeVisible();
    const robotCall = page.waitForResponse((response) => response.url().includes('/api/restaurant/robot-request'));
    await confirm.getByRole('button', { name: 'Roboter rufen' }).click();
    expect((await robotCall).status()).toBe(200);
    await expect(page.getByText('Der Roboter ist unterwegs zu Tisch T4.')).toBeVisible();
    await expect(confirm).toBeHidden();
    await screenshot(page, 'table-2-robot', { fullPage: false });

    // The answer holds for today: a reload asks nothing.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Dein Tisch' }).getByText('3 Personen')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Willkommen an Tisch T4' })).toBeHidden();
  });

  test('the landing page shows the restaurant and leads to the menu', async ({ page }) => {
    const response = await page.goto('/landing.html');
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page).toHaveTitle('Demo Bistro');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Bistro' })).toBeVisible();
    await expect(page.getByText('Torstraße 125, 10119 Berlin').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Öffnungszeiten' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+49 30 12345678' })).toHaveAttribute('href', 'tel:+493012345678');
    await screenshot(page, 'landing-page-phone');

    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'landing-page-desktop');

    await page.getByRole('link', { name: 'Online bestellen' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    // By text: the bistro's announcement may already cover the menu, which hides it from role queries.
    await expect(page.getByText('Willkommen bei Demo Bistro')).toBeVisible();
  });
});
