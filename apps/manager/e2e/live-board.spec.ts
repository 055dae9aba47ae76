import { type Browser, expect, type Page, test } from '@playwright/test';
import { screenshot } from '../../../playwright.shared.ts';

const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 820, height: 1180 };
const PHONE = { width: 390, height: 844 };

async function managerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/manager/');
  await page.getByLabel(/^E-Mail/).fill('manager@example.com');
  await page.getByRole('textbox', { name: 'Passwort' }).fill('password123');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Bestellungen von heute' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  return page;
}

/** A guest on a phone orders a starter without choices for pickup, in cash; answers the order's id. */
async function guestOrders(browser: Browser): Promise<{ page: Page; orderId: string }> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'de-DE' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.localStorage.setItem('general-announcement-expiration', String(Date.now() + 10 * 60_000));
  });
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Vorspeisen', exact: true }).click();
  await page.getByRole('button', { name: 'Bruschetta Classica hinzufügen' }).first().click();
  await page.getByRole('button', { name: /Warenkorb öffnen, 1 Artikel/ }).click();
  await page
    .getByRole('dialog', { name: /Dein Warenkorb/ })
    .getByRole('button', { name: 'Zur Kasse' })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  // Pickup is one tap on the checkout's switch (issue 16's fast path), no dialog.
  await page
    .getByRole('main')
    .getByRole('radiogroup', { name: 'Wie möchtest du bestellen?' })
    .getByText('Abholung', { exact: true })
    .click();
  await expect(page.getByRole('main').getByRole('radio', { name: 'Abholung' })).toBeChecked();
  await page.getByLabel(/^Name/).fill('Jonas Weber');
  await page.getByLabel(/^E-Mail/).fill('jonas@example.com');
  await page.getByLabel(/^Handynummer/).fill('0151 7654321');
  await page.getByRole('radio', { name: /Barzahlung/ }).click();
  await page.getByRole('checkbox', { name: 'Ich habe die AGB gelesen und stimme ihnen zu.' }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/paymentstatus\?orderId=\d+/);
  await expect(page.getByText('Vielen Dank! Deine Bestellung ist eingegangen')).toBeVisible();
  return { page, orderId: new URL(page.url()).searchParams.get('orderId') ?? '' };
}

test('a guest orders; the board shows it within a second; the manager accepts and delivers it; the guest sees it live', async ({
  browser,
}) => {
  const manager = await managerPage(browser);
  const board = (name: string) => manager.getByRole('region', { name });

  const guest = await guestOrders(browser);
  const card = board('Neu').getByRole('article', { name: `#${guest.orderId}` });
  // The guest's status page appeared after the order was stored; the board polls only every minute
  // while live, so a card within a second came over the socket.
  await expect(card).toBeVisible({ timeout: 1000 });
  await expect(card.getByText('Bruschetta Classica')).toBeVisible();
  await expect(card.getByText('Jonas Weber')).toBeVisible();
  await expect(manager).toHaveTitle(/\(\d+\) Live-Tafel/);
  await screenshot(manager, 'manager-desktop-1-board-new');

  await card.getByRole('button', { name: 'Annehmen' }).click();
  const preparing = board('In Zubereitung').getByRole('article', { name: `#${guest.orderId}` });
  await expect(preparing).toBeVisible();
  await expect(guest.page.getByText('In Zubereitung').first()).toBeVisible({ timeout: 2000 });

  await preparing.getByRole('button', { name: 'Als geliefert markieren' }).click();
  await expect(board('Erledigt').getByRole('article', { name: `#${guest.orderId}` })).toBeVisible();
  await expect(guest.page.getByText('Geliefert').first()).toBeVisible({ timeout: 2000 });
  await screenshot(guest.page, 'manager-guest-status-delivered');

  // The ticket, ready to print.
  await board('Erledigt')
    .getByRole('button', { name: new RegExp(`^Bestellung öffnen: ?#${guest.orderId} `) })
    .click();
  const ticket = manager.getByRole('article', { name: `Bestellung #${guest.orderId}` });
  await expect(ticket.getByText('0151 7654321')).toBeVisible();
  await screenshot(manager, 'manager-desktop-2-ticket', { fullPage: false });
  await manager.keyboard.press('Escape');

  // The orders of today as a table, on a tablet.
  await manager.setViewportSize(TABLET);
  await manager.getByRole('link', { name: 'Bestellungen' }).click();
  await expect(manager.getByRole('row').filter({ hasText: `#${guest.orderId}` })).toContainText('Geliefert');
  await screenshot(manager, 'manager-tablet-1-orders');
  await manager.getByRole('link', { name: 'Live-Tafel' }).click();
  await expect(board('Erledigt').getByRole('article', { name: `#${guest.orderId}` })).toBeVisible();
  await screenshot(manager, 'manager-tablet-2-board');

  // In Arabic, right to left, on the tablet.
  await manager.evaluate(() => window.localStorage.setItem('platter:language', 'ar'));
  await manager.reload();
  await expect(manager.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(manager.getByRole('heading', { name: 'طلبات اليوم' })).toBeVisible();
  await expect(manager.getByRole('region', { name: 'منتهية' }).getByRole('article', { name: `#${guest.orderId}` })).toBeVisible();
  await screenshot(manager, 'manager-tablet-3-board-arabic');
});

test('break patterns: a manager pauses a dish, and the guest cannot order it', async ({ browser }) => {
  const manager = await managerPage(browser);
  await manager.getByRole('link', { name: 'Pausenmuster' }).click();
  await manager.getByRole('button', { name: 'Neues Muster' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Neues Pausenmuster' });
  await dialog.getByLabel(/^Name/).fill('Küche zu');
  await dialog.getByPlaceholder('Produkte wählen, die pausieren').click();
  await manager.getByRole('option', { name: 'Bruschetta Classica' }).click();
  await manager.keyboard.press('Escape');
  for (const day of ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']) {
    const chip = dialog.getByRole('checkbox', { name: day, exact: true });
    if (!(await chip.isChecked())) await dialog.locator('label').getByText(day, { exact: true }).click();
    await expect(chip).toBeChecked();
  }
  await dialog.getByLabel(/^Startzeit/).fill('00:00');
  await screenshot(manager, 'manager-desktop-3-break-pattern-form', { fullPage: false });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  const pattern = manager.getByRole('listitem', { name: 'Küche zu' });
  await expect(pattern.getByText('Jetzt aktiv')).toBeVisible();
  await screenshot(manager, 'manager-desktop-4-break-patterns');

  const guest = await (await browser.newContext({ viewport: DESKTOP, locale: 'de-DE' })).newPage();
  await guest.addInitScript(() => {
    window.localStorage.setItem('general-announcement-expiration', String(Date.now() + 10 * 60_000));
  });
  await guest.goto('/menu');
  await guest.getByRole('button', { name: 'Vorspeisen', exact: true }).first().click();
  await expect(guest.getByRole('button', { name: 'Bruschetta Classica hinzufügen' }).first()).toBeDisabled();

  await pattern.getByRole('button', { name: 'Beenden' }).click();
  await manager.getByRole('dialog', { name: '„Küche zu“ beenden?' }).getByRole('button', { name: 'Beenden' }).click();
  await expect(pattern.getByText('Beendet')).toBeVisible();
  await guest.reload();
  await guest.getByRole('button', { name: 'Vorspeisen', exact: true }).first().click();
  await expect(guest.getByRole('button', { name: 'Bruschetta Classica hinzufügen' }).first()).toBeEnabled();
});
