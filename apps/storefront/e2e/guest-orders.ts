import { expect, type Page } from '@playwright/test';
import { centsOf, summaryCents } from './money.ts';
import { sideCartAfterAdding } from './sizes.ts';

/** Pickup on the menu's delivery-type switch (the Aperol Spritz is not delivered). */
async function choosePickup(page: Page) {
  await page
    .getByRole('main')
    .getByRole('radiogroup', { name: 'Wie möchtest du bestellen?' })
    .first()
    .getByText('Abholung', { exact: true })
    .click();
  await expect(page.getByRole('main').getByRole('radio', { name: 'Abholung' }).first()).toBeChecked();
}

/** A pickup order of one Aperol Spritz, to be paid online; answers the total the checkout shows, in cents. */
export async function placeOnlineOrder(page: Page): Promise<number> {
  await page.goto('/menu');
  await choosePickup(page);
  await page.getByRole('button', { name: 'Aperol Spritz hinzufügen' }).first().click();
  const sideCart = await sideCartAfterAdding(page);
  await sideCart.getByRole('button', { name: 'Zur Kasse' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel(/^Name/).fill('Jonas Weber');
  await page.getByLabel(/^E-Mail/).fill('jonas@example.com');
  await page.getByLabel(/^Handynummer/).fill('0170 9876543');
  await page.getByRole('radio', { name: /Online/ }).click();
  await page.getByRole('checkbox', { name: 'Ich habe die AGB gelesen und stimme ihnen zu.' }).check();
  const total = await summaryCents(page.getByRole('region', { name: 'Deine Bestellung' }), 'Gesamtpreis');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  return total;
}

/** The sandbox's payment page, asking for `total`. */
export async function expectPaymentPage(page: Page, total: number) {
  await expect(page.getByRole('heading', { name: 'Testzahlung' })).toBeVisible();
  await expect(page.getByText('Sandbox: Es wird kein Geld bewegt.')).toBeVisible();
  expect(centsOf(await page.getByText('Betrag', { exact: true }).locator('xpath=following-sibling::p[1]').textContent())).toBe(total);
}

/** A pickup order of one Aperol Spritz in cash, for a test that needs an order on the manager's board. */
export async function placeCashOrder(page: Page) {
  await page.goto('/menu');
  await choosePickup(page);
  await page.getByRole('button', { name: 'Aperol Spritz hinzufügen' }).first().click();
  const sideCart = await sideCartAfterAdding(page);
  await sideCart.getByRole('button', { name: 'Zur Kasse' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel(/^Name/).fill('Paul Richter');
  await page.getByLabel(/^E-Mail/).fill('paul@example.com');
  await page.getByLabel(/^Handynummer/).fill('0160 1234567');
  await page.getByRole('radio', { name: /Barzahlung/ }).click();
  await page.getByRole('checkbox', { name: 'Ich habe die AGB gelesen und stimme ihnen zu.' }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByText('Vielen Dank! Deine Bestellung ist eingegangen')).toBeVisible();
}
