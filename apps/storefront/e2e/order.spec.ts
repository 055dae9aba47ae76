import { expect, type Page, test } from '@playwright/test';
import { skipAnnouncement } from './announcement.ts';
import { screenshot } from './screenshots.ts';

/** Opens the delivery dialog and picks a type and the first free time of the first day offered. */
async function chooseDelivery(page: Page, type: 'Lieferung' | 'Abholung') {
  await page.getByRole('button', { name: 'Ändern' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Wann und wie?' });
  await dialog.getByText(type, { exact: true }).click();
  await dialog
    .getByRole('radiogroup', { name: /Uhrzeiten/ })
    .getByText(/^\d\d:\d\d$/)
    .first()
    .click();
  return dialog;
}

test.describe('a guest orders from the demo bistro', () => {
  test.beforeEach(({ page }) => skipAnnouncement(page));

  test('on a phone: a package and a pizza with attributes, delivered to 10115, WELCOME10 and a tip, paid online', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen bei Demo Bistro' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mittagsmenü hinzufügen' })).toBeVisible();
    await screenshot(page, 'order-phone-1-menu');

    // The lunch menu is a package: one main course, one drink, an optional dessert.
    await page.getByRole('button', { name: 'Mittagsmenü hinzufügen' }).click();
    const wizard = page.getByRole('dialog', { name: /Mittagsmenü/ });
    await expect(wizard.getByText('Schritt 1 von 3')).toBeVisible();
    await wizard.getByRole('button', { name: 'Weiter' }).click();
    await expect(wizard.getByRole('alert')).toContainText('mindestens 1');
    await wizard.getByRole('button', { name: 'Pizza Margherita hinzufügen' }).click();
    await screenshot(page, 'order-phone-2-package', { fullPage: false });
    await wizard.getByRole('button', { name: 'Weiter' }).click();
    await wizard.getByRole('button', { name: 'Hausgemachte Limonade hinzufügen' }).click();
    await wizard.getByRole('button', { name: 'Weiter' }).click();
    await expect(wizard.getByRole('button', { name: 'Zurück' })).toBeVisible();
    await wizard.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
    await expect(page.getByText('Hinzugefügt')).toBeVisible();
    await expect(page.getByRole('button', { name: /Warenkorb öffnen, 1 Artikel/ })).toBeVisible();

    // A pizza with a required size and optional toppings.
    await page.getByRole('button', { name: 'Pizza', exact: true }).click();
    await page.getByRole('button', { name: 'Pizza Margherita hinzufügen' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Pizza Margherita' });
    const add = panel.getByRole('button', { name: /^Hinzufügen ·/ });
    await expect(add).toBeDisabled();
    await panel.getByText('Mittel (30 cm)').click();
    await panel.getByText('Extra Käse').click();
    await expect(panel.getByRole('checkbox', { name: /Extra Käse/ })).toBeChecked();
    await expect(add).toBeEnabled();
    await screenshot(page, 'order-phone-3-attributes', { fullPage: false });
    await add.click();
    await expect(page.getByRole('button', { name: /Warenkorb öffnen, 2 Artikel/ })).toBeVisible();

    await page.getByRole('button', { name: /Warenkorb öffnen/ }).click();
    const sideCart = page.getByRole('dialog', { name: /Dein Warenkorb/ });
    await expect(sideCart.getByText('Pizza Margherita').first()).toBeVisible();
    await sideCart.getByRole('button', { name: 'Zum Warenkorb' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Mein Warenkorb')).toBeVisible();
    await expect(sideCart).toBeHidden();
    await screenshot(page, 'order-phone-4-cart');
    await page.getByRole('button', { name: 'Weiter' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    const dialog = await chooseDelivery(page, 'Lieferung');
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(dialog).toBeHidden();
    await page.getByLabel('Name').fill('Erika Mustermann');
    await page.getByLabel('E-Mail').fill('erika@example.com');
    await page.getByLabel('Handynummer').fill('0151 2345678');
    await page.getByLabel('Straße').fill('Invalidenstraße');
    await page.getByLabel('Hausnr.').fill('117');
    await page.getByLabel('Postleitzahl').fill('10115');
    await page.getByRole('textbox', { name: /^Ort/ }).fill('Berlin');
    await expect(page.getByText('Liefergebühr 2,50 €').first()).toBeVisible();

    await page.getByRole('button', { name: 'Hast du einen Gutschein?' }).click();
    await page.getByLabel('Gutscheincode').fill('WELCOME10');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await expect(page.getByText('WELCOME10').first()).toBeVisible();
    await page
      .getByRole('button', { name: /2,00 €/ })
      .first()
      .click();
    await expect(page.getByText('Trinkgeld').last()).toBeVisible();
    await page.getByRole('radio', { name: /Online/ }).click();
    await screenshot(page, 'order-phone-5-checkout');

    // Demo restaurants have terms and conditions: every order agrees to them.

    await page.getByRole('checkbox', { name: 'Ich habe die AGB gelesen und stimme ihnen zu.' }).check();

    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page.getByRole('button', { name: 'Pay' }).or(page.getByRole('button', { name: 'Bezahlen' }))).toBeVisible();
    await screenshot(page, 'order-phone-6-sandbox');
    await page
      .getByRole('button', { name: 'Pay' })
      .or(page.getByRole('button', { name: 'Bezahlen' }))
      .click();

    await expect(page).toHaveURL(/\/paymentstatus\?orderId=\d+/);
    await expect(page.getByText('Vielen Dank! Deine Bestellung ist bezahlt')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('WELCOME10').first()).toBeVisible();
    await screenshot(page, 'order-phone-7-paid');

    // Reviews of an order are for signed-in customers (the server's rule); a guest is not offered one.
    await expect(page.getByRole('link', { name: 'Bestellung bewerten' })).toHaveCount(0);
  });

  test('on a desktop: pickup and cash', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/menu');
    await page
      .getByRole('link', { name: 'Burger' })
      .or(page.getByRole('button', { name: 'Burger', exact: true }))
      .first()
      .click();
    await page.getByRole('button', { name: 'Classic Cheeseburger hinzufügen' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Classic Cheeseburger' });
    await panel.getByText('Süßkartoffelpommes').click();
    await panel.getByText('Knoblauch-Dip').click();
    await panel.getByRole('button', { name: /^Hinzufügen ·/ }).click();
    // At 768px and wider the side cart opens after adding (spec §2).
    const sideCart = page.getByRole('dialog', { name: /Dein Warenkorb/ });
    await expect(sideCart).toBeVisible();
    await screenshot(page, 'order-desktop-1-side-cart', { fullPage: false });
    await sideCart.getByRole('button', { name: 'Zur Kasse' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    // Pickup is one tap on the checkout's switch, at a time pickup allows; no dialog.
    await page
      .getByRole('main')
      .getByRole('radiogroup', { name: 'Wie möchtest du bestellen?' })
      .getByText('Abholung', { exact: true })
      .click();
    await expect(page.getByText(/Abholung ·/)).toBeVisible();
    await page.getByLabel('Name').fill('Max Mustermann');
    await page.getByLabel('E-Mail').fill('max@example.com');
    await page.getByLabel('Handynummer').fill('030 1234567');
    await page.getByRole('radio', { name: /Barzahlung/ }).click();
    await screenshot(page, 'order-desktop-2-checkout');
    // Demo restaurants have terms and conditions: every order agrees to them.
    await page.getByRole('checkbox', { name: 'Ich habe die AGB gelesen und stimme ihnen zu.' }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    await expect(page).toHaveURL(/\/paymentstatus\?orderId=\d+/);
    await expect(page.getByText('Vielen Dank! Deine Bestellung ist eingegangen')).toBeVisible();
    await screenshot(page, 'order-desktop-3-received');
    await expect(page.getByRole('button', { name: /Warenkorb öffnen, 0 Artikel/ })).toBeVisible();
  });
});
