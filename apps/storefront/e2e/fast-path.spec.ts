import { expect, type Locator, type Page, test } from '@playwright/test';
import { skipAnnouncement } from './announcement.ts';
import { screenshot } from './screenshots.ts';

/** Taps "Abholung" on the first delivery-type switch of the page (its radio input is drawn over by its label). */
function pickupSwitch(scope: Page | Locator) {
  return scope.getByRole('radiogroup', { name: 'Wie möchtest du bestellen?' }).first().getByText('Abholung', { exact: true });
}

/** The most taps the shortest guest order may take from the loaded menu (issue 16, "the fast path"). */
const MOST_TAPS = 6;

/**
 * Counts what the guest taps: every click the test makes after the menu is loaded goes through
 * `tap`. Fields (typing, and ticking the terms, a required form field) go through `fill`/`check`
 * and are counted apart.
 */
function tapCounter() {
  const taps: string[] = [];
  const fields: string[] = [];
  return {
    taps,
    fields,
    async tap(locator: Locator, what: string) {
      taps.push(what);
      await locator.click();
    },
    async fill(locator: Locator, value: string, what: string) {
      fields.push(what);
      await locator.fill(value);
    },
    async check(locator: Locator, what: string) {
      fields.push(what);
      await locator.check();
    },
  };
}

/**
 * The shortest order of one simple product for pickup, paid in cash, on a phone: pickup on the
 * menu's switch, the product, the basket, "Zur Kasse" in the side cart, cash, place the order.
 */
async function pickupInCash(page: Page, details: { name: string; email: string; mobile: string } | null) {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen bei Demo Bistro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aperol Spritz hinzufügen' })).toBeVisible();
  const counter = tapCounter();

  await counter.tap(pickupSwitch(page.getByRole('main')), 'pickup');
  await expect(page.getByText(/^Abholung ·/).first()).toBeVisible();
  await counter.tap(page.getByRole('button', { name: 'Aperol Spritz hinzufügen' }).first(), 'add');
  await expect(page.getByRole('button', { name: /Warenkorb öffnen, 1 Artikel/ })).toBeVisible();
  await counter.tap(page.getByRole('button', { name: /Warenkorb öffnen/ }), 'basket');
  const sideCart = page.getByRole('dialog', { name: /Dein Warenkorb/ });
  await expect(sideCart.getByText(/^Abholung ·/)).toBeVisible();
  await screenshot(page, 'fast-path-phone-1-side-cart', { fullPage: false });
  await counter.tap(sideCart.getByRole('button', { name: 'Zur Kasse' }), 'checkout');

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(/^Abholung ·/).first()).toBeVisible();
  if (details) {
    await counter.fill(page.getByLabel(/^Name/), details.name, 'name');
    await counter.fill(page.getByLabel(/^E-Mail/), details.email, 'email');
    await counter.fill(page.getByLabel(/^Handynummer/), details.mobile, 'mobile');
  }
  await counter.tap(page.getByRole('radio', { name: /Barzahlung/ }), 'cash');
  await counter.check(page.getByRole('checkbox', { name: 'Ich habe die AGB gelesen und stimme ihnen zu.' }), 'terms');
  await screenshot(page, details ? 'fast-path-phone-2-checkout' : 'fast-path-phone-3-checkout-returning');
  await counter.tap(page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }), 'place order');

  await expect(page).toHaveURL(/\/paymentstatus\?orderId=\d+/);
  await expect(page.getByText('Vielen Dank! Deine Bestellung ist eingegangen')).toBeVisible();
  return counter;
}

test.describe('the fast path', () => {
  test.beforeEach(({ page }) => skipAnnouncement(page));

  test(`on a phone: one simple product for pickup in cash takes at most ${MOST_TAPS} taps plus the required fields; a returning guest finds the details filled in`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const first = await pickupInCash(page, { name: 'Lea Schmidt', email: 'lea@example.com', mobile: '0151 1112223' });
    expect(first.taps, `taps: ${first.taps.join(', ')}`).toHaveLength(MOST_TAPS);
    expect(first.fields).toEqual(['name', 'email', 'mobile', 'terms']);

    // Back again: the details of the first order are there, only the terms are ticked anew.
    await page.goto('/menu');
    const second = await pickupInCash(page, null);
    expect(second.taps.length).toBeLessThanOrEqual(MOST_TAPS);
    expect(second.fields).toEqual(['terms']);
  });

  test('the details of a returning guest are filled in at checkout', async ({ page }) => {
    await page.addInitScript(() =>
      window.localStorage.setItem(
        'platter:guest-details',
        JSON.stringify({ name: 'Lea Schmidt', email: 'lea@example.com', mobile: '0151 1112223' }),
      ),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/menu');
    await pickupSwitch(page.getByRole('main')).click();
    await expect(page.getByText(/^Abholung ·/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Aperol Spritz hinzufügen' }).first().click();
    await page.getByRole('button', { name: /Warenkorb öffnen, 1 Artikel/ }).click();
    await page
      .getByRole('dialog', { name: /Dein Warenkorb/ })
      .getByRole('button', { name: 'Zur Kasse' })
      .click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel(/^Name/)).toHaveValue('Lea Schmidt');
    await expect(page.getByLabel(/^E-Mail/)).toHaveValue('lea@example.com');
    await expect(page.getByLabel(/^Handynummer/)).toHaveValue('0151 1112223');
  });
});
