import { expect, type Page, test } from '@playwright/test';
import { readOutbox, screenshot } from '../../../playwright.shared.ts';

const PASS = 'Festivalpass (3 Tage)';
const DAY_TICKET = 'Sommerfest im Hof – Tagesticket';

/** Opens the date field of the next person without a date and picks the first day it allows. */
async function chooseFirstDay(page: Page) {
  await page
    .getByRole('button', { name: /^Datum: Datum wählen/ })
    .first()
    .click();
  const calendar = page.getByRole('table').last();
  await calendar.getByRole('button', { disabled: false }).first().click();
  await expect(calendar).toBeHidden();
}

const devices = [
  { name: 'phone', viewport: { width: 390, height: 844 }, email: 'anna.phone@example.com' },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, email: 'anna.desktop@example.com' },
] as const;

for (const device of devices) {
  test(`on a ${device.name}: tickets for named persons, one removed in the cart, paid in the sandbox, persons in the order and the mail`, async ({
    page,
  }) => {
    await page.setViewportSize(device.viewport);
    await page.goto('/event-shop/');
    await expect(page.getByRole('heading', { level: 1, name: 'Online Shop' })).toBeVisible();
    await expect(page).toHaveTitle('Demo Events | Online Shop');
    await expect(page.getByRole('button', { name: `${PASS} hinzufügen` })).toBeVisible();
    await screenshot(page, `event-${device.name}-1-shop`);

    // A pass names its holder only.
    await page.getByRole('button', { name: `${PASS} hinzufügen` }).click();
    const passDialog = page.getByRole('dialog', { name: new RegExp(PASS.replace(/[()]/g, '\\$&')) });
    await passDialog.getByLabel('Vollständiger Name').fill('  Anna Schmidt ');
    await expect(passDialog.getByRole('button', { name: /Datum/ })).toHaveCount(0);
    await passDialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(passDialog).toBeHidden();
    await expect(page.getByRole('button', { name: /Warenkorb öffnen, 1 Artikel/ })).toBeVisible();
    if (device.name === 'desktop') {
      // At 768px and wider the side cart opens after adding (spec §2).
      await expect(page.getByRole('dialog', { name: /Dein Warenkorb/ })).toBeVisible();
      await page.getByRole('button', { name: 'Warenkorb schließen' }).click();
    }

    // A day ticket names its holder and the day; two persons at once.
    await page.getByRole('button', { name: `${DAY_TICKET} hinzufügen` }).click();
    const dayDialog = page.getByRole('dialog', { name: new RegExp(DAY_TICKET) });
    await dayDialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(dayDialog.getByText('Bitte ausfüllen')).toHaveCount(2);
    await dayDialog.getByLabel('Vollständiger Name').fill('Ben Weber');
    await chooseFirstDay(page);
    await dayDialog.getByRole('button', { name: 'Weitere Person hinzufügen' }).click();
    await dayDialog.getByLabel('Vollständiger Name').nth(1).fill('Clara Weber');
    await chooseFirstDay(page);
    await expect(dayDialog.getByText('Bitte ausfüllen')).toHaveCount(0);
    await screenshot(page, `event-${device.name}-2-persons`, { fullPage: false });
    await dayDialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(dayDialog).toBeHidden();
    await expect(page.getByRole('button', { name: /Warenkorb öffnen, 3 Artikel/ })).toBeVisible();

    await page.goto('/event-shop/cart');
    const cart = page.getByRole('region', { name: 'Warenkorb' });
    await expect(cart.getByText('Anna Schmidt')).toBeVisible();
    await expect(cart.getByText('Ben Weber')).toBeVisible();
    await expect(cart.getByText('Clara Weber')).toBeVisible();
    await expect(cart.getByRole('button', { name: /Menge von .* erhöhen/ })).toHaveCount(0);
    await screenshot(page, `event-${device.name}-3-cart`);

    // Removing a person updates the line's persons; the cart refreshes with one ticket less.
    await cart.getByRole('button', { name: `Clara Weber aus ${DAY_TICKET} entfernen` }).click();
    await expect(cart.getByText('Clara Weber')).toHaveCount(0);
    await expect(cart.getByText('Ben Weber')).toBeVisible();
    await expect(page.getByRole('button', { name: /Warenkorb öffnen, 2 Artikel/ })).toBeVisible();
    await screenshot(page, `event-${device.name}-4-cart-removed`);

    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/\/event-shop\/checkout$/);
    await expect(page.getByText(/Abholung ·/).first()).toBeVisible();
    await page.getByLabel('Name').fill('Anna Schmidt');
    await page.getByLabel('E-Mail').fill(device.email);
    await page.getByLabel('Handynummer').fill('0151 2345678');
    await page.getByRole('radio', { name: /Online/ }).click();
    await screenshot(page, `event-${device.name}-5-checkout`);
    // Demo restaurants have terms and conditions: every order agrees to them.
    await page.getByRole('checkbox', { name: 'Ich habe die AGB gelesen und stimme ihnen zu.' }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    const pay = page.getByRole('button', { name: 'Pay' }).or(page.getByRole('button', { name: 'Bezahlen' }));
    await expect(pay).toBeVisible();
    await screenshot(page, `event-${device.name}-6-sandbox`);
    await pay.click();

    await expect(page).toHaveURL(/\/event-shop\/paymentstatus\?orderId=\d+/);
    await expect(page.getByText('Vielen Dank! Deine Bestellung ist bezahlt')).toBeVisible({ timeout: 15_000 });
    const items = page.getByRole('list', { name: 'Bestellte Artikel' });
    await expect(items.getByText('Anna Schmidt')).toBeVisible();
    await expect(items.getByText('Ben Weber')).toBeVisible();
    await expect(items.getByText('Clara Weber')).toHaveCount(0);
    await expect(page.getByText('Deine Tickets sind gebucht.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zurück zum Shop' })).toBeVisible();
    await screenshot(page, `event-${device.name}-7-paid`);

    const mail = readOutbox(device.email)[0];
    expect(mail?.subject).toContain('Demo Events');
    expect(mail?.text).toContain('Anna Schmidt');
    expect(mail?.text).toContain('Ben Weber');
    expect(mail?.text).not.toContain('Clara Weber');
  });
}

test('in Arabic on a desktop: right to left, the category list on the right, the persons dialog in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/event-shop/');
  await expect(page.getByRole('button', { name: `${PASS} hinzufügen` })).toBeVisible();
  await page.getByRole('button', { name: 'Sprache' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const list = await page.getByRole('navigation', { name: 'الفئات' }).boundingBox();
  expect(list && list.x > 1280 / 2).toBe(true);
  await page
    .getByRole('button', { name: new RegExp(`${DAY_TICKET}`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(DAY_TICKET) });
  await expect(dialog.getByLabel('الاسم الكامل')).toBeVisible();
  await screenshot(page, 'event-desktop-arabic-persons', { fullPage: false });
});
