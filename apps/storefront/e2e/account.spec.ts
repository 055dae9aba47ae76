import { expect, type Page, test } from '@playwright/test';
import { DESKTOP, PHONE } from '../../../playwright.shared.ts';
import { pickTimeWithMargin } from './delivery-times.ts';
import { screenshot } from './screenshots.ts';

/** The demo bistro greets with an announcement (snoozed for 10 minutes once confirmed). */
async function dismissAnnouncement(page: Page) {
  const ok = page.getByRole('dialog', { name: 'Gut zu wissen' }).getByRole('button', { name: 'OK' });
  await ok.click({ timeout: 5_000 }).catch(() => undefined);
}

/** On a phone the header's links sit behind one menu button. */
async function headerLink(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('menuitem', { name }).click();
}

test.describe('a customer account at the demo bistro', () => {
  test('register, log in, save an address, order, find the order and review it', async ({ page }) => {
    const email = `kunde-${Date.now()}@example.com`;
    const password = 'geheim-123';
    await page.goto('/menu');
    await dismissAnnouncement(page);

    // Register: the dialog checks the fields before anything is sent.
    await headerLink(page, 'Registrieren');
    const dialog = page.getByRole('dialog', { name: 'Konto erstellen' });
    await dialog.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(dialog.getByText('Dieses Feld ist erforderlich').first()).toBeVisible();
    await dialog.getByLabel(/^Name/).fill('Klara Kundin');
    await dialog.getByLabel(/^E-Mail/).fill(email);
    await dialog.getByLabel(/^Handynummer/).fill('0151 9876543');
    await dialog.getByLabel(/^Passwort( \*)?$/).fill(password);
    await dialog.getByLabel(/^Passwort bestätigen/).fill('geheim-124');
    await dialog.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(dialog.getByText('Die Passwörter stimmen nicht überein')).toBeVisible();
    await dialog.getByLabel(/^Passwort bestätigen/).fill(password);
    await screenshot(page, 'account-1-register', { fullPage: false });
    await dialog.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByText('Willkommen, Klara Kundin! Dein Konto ist bereit.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Log out from the dashboard, then log in again (a wrong password first).
    await headerLink(page, 'Mein Konto');
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByText('Hallo, Klara Kundin!')).toBeVisible();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByText('Du bist abgemeldet. Bis bald!')).toBeVisible();
    await headerLink(page, 'Anmelden');
    const login = page.getByRole('dialog', { name: 'Willkommen zurück' });
    await login.getByLabel(/^E-Mail/).fill(email);
    await login.getByLabel(/^Passwort( \*)?$/).fill('falsch-123');
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expect(login.getByRole('alert')).toHaveText('Diese Zugangsdaten stimmen nicht mit unseren Daten überein.');
    await login.getByLabel(/^Passwort( \*)?$/).fill(password);
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Willkommen zurück, Klara Kundin!')).toBeVisible();

    // The address book, on a desktop.
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard/addresses');
    await expect(page.getByText('Noch keine Adressen gespeichert')).toBeVisible();
    await page.getByRole('button', { name: 'Adresse hinzufügen' }).click();
    const addressDialog = page.getByRole('dialog', { name: 'Neue Adresse' });
    await addressDialog.getByLabel(/^Straße/).fill('Invalidenstraße');
    await addressDialog.getByLabel(/^Hausnr\./).fill('117');
    await addressDialog.getByLabel(/^Postleitzahl/).fill('10115');
    await addressDialog.getByLabel(/^Ort/).fill('Berlin');
    await addressDialog.getByLabel(/^Land/).fill('Deutschland');
    await addressDialog.getByLabel(/^Hinweis für die Lieferung/).fill('Hinterhaus, 2. Stock');
    await addressDialog.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(addressDialog).toBeHidden();
    await expect(page.getByText('Invalidenstraße 117')).toBeVisible();
    await expect(page.getByText('Hinterhaus, 2. Stock')).toBeVisible();
    await screenshot(page, 'account-2-dashboard-addresses');

    // An order from the menu: a starter without choices, picked up, paid in cash.
    await page.setViewportSize(PHONE);
    await page.goto('/menu');
    await page.getByRole('button', { name: 'Vorspeisen', exact: true }).click();
    await page.getByRole('button', { name: 'Bruschetta Classica hinzufügen' }).first().click();
    await expect(page.getByRole('button', { name: /Warenkorb öffnen, 1 Artikel/ })).toBeVisible();
    await page.getByRole('button', { name: /Warenkorb öffnen/ }).click();
    await page
      .getByRole('dialog', { name: /Dein Warenkorb/ })
      .getByRole('button', { name: 'Zum Warenkorb' })
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('button', { name: 'Ändern' }).first().click();
    const delivery = page.getByRole('dialog', { name: 'Wann und wie?' });
    await delivery.getByText('Abholung', { exact: true }).click();
    await pickTimeWithMargin(delivery);
    await delivery.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(delivery).toBeHidden();
    // A logged-in customer's details are filled in already.
    await expect(page.getByLabel(/^Name/)).toHaveValue('Klara Kundin');
    await expect(page.getByLabel(/^E-Mail/)).toHaveValue(email);
    await page.getByRole('radio', { name: /Barzahlung/ }).click();
    // Demo restaurants have terms and conditions: every order agrees to them.
    await page.getByRole('checkbox', { name: 'Ich habe die AGB gelesen und stimme ihnen zu.' }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page).toHaveURL(/\/paymentstatus\?orderId=\d+/);
    await expect(page.getByText('Vielen Dank! Deine Bestellung ist eingegangen')).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('orderId');

    // The order in "Your Orders", on a desktop.
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard/orders');
    const row = page.getByRole('link', { name: new RegExp(`Bestellung #${orderId} `) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Eingegangen')).toBeVisible();
    await screenshot(page, 'account-3-orders');
    await row.click();
    await expect(page.getByRole('heading', { name: `Bestellung #${orderId}` })).toBeVisible();
    await expect(page.getByText('Bruschetta Classica')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nochmal bestellen' })).toBeVisible();

    // The review, on a phone.
    await page.getByRole('button', { name: 'Bestellung bewerten' }).click();
    await expect(page).toHaveURL(new RegExp(`/review\\?orderId=${orderId}$`));
    await page.setViewportSize(PHONE);
    await expect(page.getByLabel(/^Dein Name/)).toHaveValue('Klara Kundin');
    await page.getByRole('radio', { name: '5 Sterne' }).click();
    await page.getByLabel(/^Deine Bewertung in Worten/).fill('Knuspriges Brot, frische Tomaten – gerne wieder!');
    await page.getByRole('button', { name: 'Bewertung senden' }).click();
    await expect(page.getByText('Danke für deine Bewertung!')).toBeVisible();
    await screenshot(page, 'account-4-review');
  });

  test('an invalid reset link says so clearly', async ({ page }) => {
    await page.goto('/resetpass/not-a-real-token');
    await expect(page.getByText('Dieser Link funktioniert nicht mehr')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neuen Link anfordern' })).toBeVisible();
  });

  test('the dashboard sends visitors who are not logged in away', async ({ page }) => {
    await page.goto('/dashboard/orders');
    await expect(page).toHaveURL(/\/menu$/);
  });
});
