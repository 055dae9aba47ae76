import { expect, type Page, test } from '@playwright/test';
import { skipAnnouncement } from './announcement.ts';
import { pickTimeWithMargin } from './delivery-times.ts';
import { centsOf, lineCents, summaryCents } from './money.ts';
import { category, continueShopping, opensSideCartByItself, sideCartAfterAdding, sizedScreenshot } from './sizes.ts';

/** Opens the delivery dialog and picks a type and a time of the first day offered. */
async function chooseDelivery(page: Page, type: 'Lieferung' | 'Abholung') {
  await page.getByRole('button', { name: 'Ändern' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Wann und wie?' });
  await dialog.getByText(type, { exact: true }).click();
  await pickTimeWithMargin(dialog);
  return dialog;
}

/**
 * What the guest sees right after adding: on a phone the "Added" notice; on a desktop the side
 * cart, which is closed to go on choosing. Then the basket counts `count` articles.
 */
async function expectAdded(page: Page, count: number) {
  if (!opensSideCartByItself(page)) await expect(page.getByText('Hinzugefügt')).toBeVisible();
  await continueShopping(page);
  await expect(page.getByRole('button', { name: new RegExp(`Warenkorb öffnen, ${count} Artikel`) })).toBeVisible();
}

test.describe('a guest orders from the demo bistro', () => {
  test.beforeEach(({ page }) => skipAnnouncement(page));

  test(
    'a package and a pizza with attributes, delivered to 10115, WELCOME10 and a tip, paid online: the same amount at checkout, at the payment and after',
    { tag: '@journey' },
    async ({ page }, testInfo) => {
      await page.goto('/menu');
      await expect(page.getByRole('heading', { level: 1, name: 'Willkommen bei Demo Bistro' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mittagsmenü hinzufügen' })).toBeVisible();
      await sizedScreenshot(page, testInfo, 'order-{size}-1-menu');

      // The lunch menu is a package: one main course, one drink, an optional dessert.
      await page.getByRole('button', { name: 'Mittagsmenü hinzufügen' }).click();
      const wizard = page.getByRole('dialog', { name: /Mittagsmenü/ });
      await expect(wizard.getByText('Schritt 1 von 3')).toBeVisible();
      await wizard.getByRole('button', { name: 'Weiter' }).click();
      await expect(wizard.getByRole('alert')).toContainText('mindestens 1');
      await wizard.getByRole('button', { name: 'Pizza Margherita hinzufügen' }).click();
      await sizedScreenshot(page, testInfo, 'order-{size}-2-package', { fullPage: false });
      await wizard.getByRole('button', { name: 'Weiter' }).click();
      await wizard.getByRole('button', { name: 'Hausgemachte Limonade hinzufügen' }).click();
      await wizard.getByRole('button', { name: 'Weiter' }).click();
      await expect(wizard.getByRole('button', { name: 'Zurück' })).toBeVisible();
      await wizard.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
      await expectAdded(page, 1);

      // A pizza with a required size and optional toppings; its add button says what it costs.
      await category(page, 'Pizza').click();
      await page.getByRole('button', { name: 'Pizza Margherita hinzufügen' }).first().click();
      const panel = page.getByRole('dialog', { name: 'Pizza Margherita' });
      const add = panel.getByRole('button', { name: /^Hinzufügen ·/ });
      await expect(add).toBeDisabled();
      await panel.getByText('Mittel (30 cm)').click();
      await panel.getByText('Extra Käse').click();
      await expect(panel.getByRole('checkbox', { name: /Extra Käse/ })).toBeChecked();
      await expect(add).toBeEnabled();
      await sizedScreenshot(page, testInfo, 'order-{size}-3-attributes', { fullPage: false });
      const pizzaCents = centsOf(await add.textContent());
      await add.click();
      await expect(page.getByRole('button', { name: /Warenkorb öffnen, 2 Artikel/ })).toBeVisible();

      const sideCart = await sideCartAfterAdding(page);
      await expect(sideCart.getByText('Pizza Margherita').first()).toBeVisible();
      await sideCart.getByRole('button', { name: 'Zum Warenkorb' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByText('Mein Warenkorb')).toBeVisible();
      await expect(sideCart).toBeHidden();
      await sizedScreenshot(page, testInfo, 'order-{size}-4-cart');
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
      const tipButton = page.getByRole('button', { name: /2,00 €/ }).first();
      const tipCents = centsOf(await tipButton.textContent());
      await tipButton.click();
      await expect(page.getByText('Trinkgeld').last()).toBeVisible();
      await page.getByRole('radio', { name: /Online/ }).click();

      // The total the guest pays, added up from what the checkout shows: the lines, 10 % off them
      // (WELCOME10), the delivery fee for 10115 and the tip tapped.
      const summary = page.getByRole('region', { name: 'Deine Bestellung' });
      await expect(summary.getByText('Gutschein WELCOME10')).toBeVisible();
      await expect(summary.getByText('Trinkgeld')).toBeVisible();
      const lines = await lineCents(summary.getByRole('list').first().getByRole('listitem'));
      expect(lines).toHaveLength(2);
      expect(lines).toContain(pizzaCents);
      const subtotal = lines.reduce((sum, cents) => sum + cents, 0);
      const discount = Math.round(subtotal / 10);
      const fee = 250;
      const total = subtotal - discount + fee + tipCents;
      expect(await summaryCents(summary, 'Zwischensumme')).toBe(subtotal);
      expect(await summaryCents(summary, 'Gutschein WELCOME10')).toBe(discount);
      expect(await summaryCents(summary, 'Liefergebühr')).toBe(fee);
      expect(await summaryCents(summary, 'Trinkgeld')).toBe(tipCents);
      expect(await summaryCents(summary, 'Gesamtpreis')).toBe(total);
      await sizedScreenshot(page, testInfo, 'order-{size}-5-checkout');

      // Demo restaurants have terms and conditions: every order agrees to them.
      await page.getByRole('checkbox', { name: 'Ich habe die AGB gelesen und stimme ihnen zu.' }).check();
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

      // The payment page asks for exactly that amount.
      await expect(page.getByRole('heading', { name: 'Testzahlung' })).toBeVisible();
      expect(centsOf(await page.getByText('Betrag', { exact: true }).locator('xpath=following-sibling::p[1]').textContent())).toBe(total);
      await sizedScreenshot(page, testInfo, 'order-{size}-6-sandbox');
      await page.getByRole('button', { name: 'Bezahlen' }).click();

      await expect(page).toHaveURL(/\/paymentstatus\?orderId=\d+/);
      await expect(page.getByText('Vielen Dank! Deine Bestellung ist bezahlt')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('WELCOME10').first()).toBeVisible();
      // And the order says it was paid in full: the same lines and the same total.
      const status = page.getByRole('main');
      expect(await lineCents(status.getByRole('list', { name: 'Bestellte Artikel' }).getByRole('listitem'))).toEqual(
        expect.arrayContaining(lines),
      );
      expect(await summaryCents(status, 'Gesamtpreis')).toBe(total);
      await sizedScreenshot(page, testInfo, 'order-{size}-7-paid');

      // Reviews of an order are for signed-in customers (the server's rule); a guest is not offered one.
      await expect(page.getByRole('link', { name: 'Bestellung bewerten' })).toHaveCount(0);
    },
  );

  test('a burger with sides, for pickup, paid in cash', { tag: '@journey' }, async ({ page }, testInfo) => {
    await page.goto('/menu');
    await category(page, 'Burger').click();
    await page.getByRole('button', { name: 'Classic Cheeseburger hinzufügen' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Classic Cheeseburger' });
    await panel.getByText('Süßkartoffelpommes').click();
    await panel.getByText('Knoblauch-Dip').click();
    await panel.getByRole('button', { name: /^Hinzufügen ·/ }).click();
    const sideCart = await sideCartAfterAdding(page);
    await expect(sideCart.getByText('Classic Cheeseburger')).toBeVisible();
    await sizedScreenshot(page, testInfo, 'order-{size}-pickup-1-side-cart', { fullPage: false });
    await sideCart.getByRole('button', { name: 'Zur Kasse' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    // Pickup is one tap on the checkout's switch, at a time pickup allows; no dialog.
    await page
      .getByRole('main')
      .getByRole('radiogroup', { name: 'Wie möchtest du bestellen?' })
      .getByText('Abholung', { exact: true })
      .click();
    await expect(page.getByRole('main').getByRole('radio', { name: 'Abholung' }).first()).toBeChecked();
    await page.getByLabel('Name').fill('Max Mustermann');
    await page.getByLabel('E-Mail').fill('max@example.com');
    await page.getByLabel('Handynummer').fill('030 1234567');
    await page.getByRole('radio', { name: /Barzahlung/ }).click();
    await sizedScreenshot(page, testInfo, 'order-{size}-pickup-2-checkout');
    // Demo restaurants have terms and conditions: an order without the tick is asked for it, in the
    // words the guest pages use ("du").
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page.getByText('Bitte stimme den Allgemeinen Geschäftsbedingungen zu.')).toBeVisible();
    await sizedScreenshot(page, testInfo, 'order-{size}-pickup-2-terms', { fullPage: false });
    await page.getByRole('checkbox', { name: 'Ich habe die AGB gelesen und stimme ihnen zu.' }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    await expect(page).toHaveURL(/\/paymentstatus\?orderId=\d+/);
    await expect(page.getByText('Vielen Dank! Deine Bestellung ist eingegangen')).toBeVisible();
    await sizedScreenshot(page, testInfo, 'order-{size}-pickup-3-received');
    await expect(page.getByRole('button', { name: /Warenkorb öffnen, 0 Artikel/ })).toBeVisible();
  });
});
