import { expect, type Locator, type Page, test } from '@playwright/test';
import { guestSize } from '../../../playwright.shared.ts';
import { skipAnnouncement } from './announcement.ts';
import { screenshot } from './screenshots.ts';
import { sideCartAfterAdding } from './sizes.ts';

/** What the steps look for, in the guest's language (the restaurant's product names stay German). */
const TEXTS = {
  de: {
    switchGroup: 'Wie möchtest du bestellen?',
    pickup: 'Abholung',
    welcome: 'Willkommen bei Demo Bistro',
    add: 'Aperol Spritz hinzufügen',
    basket: /Warenkorb öffnen/,
    oneItem: /Warenkorb öffnen, 1 Artikel/,
    sideCart: /Dein Warenkorb/,
    checkout: 'Zur Kasse',
    name: /^Name/,
    email: /^E-Mail/,
    mobile: /^Handynummer/,
    cash: /Barzahlung/,
    terms: 'Ich habe die AGB gelesen und stimme ihnen zu.',
    placeOrder: 'Zahlungspflichtig bestellen',
    received: 'Vielen Dank! Deine Bestellung ist eingegangen',
  },
  ar: {
    switchGroup: 'كيف تريد استلام طلبك؟',
    pickup: 'استلام',
    welcome: 'مرحبًا بكم في Demo Bistro',
    add: 'إضافة Aperol Spritz',
    basket: /فتح السلة/,
    oneItem: /فتح السلة/,
    sideCart: /سلتك/,
    checkout: 'الدفع',
    name: /^الاسم/,
    email: /^البريد الإلكتروني/,
    mobile: /^رقم الجوال/,
    cash: /نقدًا/,
    terms: 'لقد قرأت الشروط والأحكام وأوافق عليها.',
    placeOrder: 'تأكيد الطلب',
    received: 'شكرًا لك! تم استلام طلبك',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** The pickup choice of the first delivery-type switch in scope (its radio input is drawn over by its label). */
function pickupSwitch(scope: Page | Locator, text: Texts = TEXTS.de) {
  return scope.getByRole('radiogroup', { name: text.switchGroup }).first().getByText(text.pickup, { exact: true });
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
 * The shortest order of one simple product for pickup, paid in cash: pickup on the menu's switch,
 * the product, the basket (on a phone; a desktop opens the side cart by itself), "Zur Kasse" in
 * the side cart, cash, place the order. Screenshots are named `<shots>-<step>`.
 */
async function pickupInCash(
  page: Page,
  details: { name: string; email: string; mobile: string } | null,
  { text = TEXTS.de as Texts, shots }: { text?: Texts; shots: string },
) {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: text.welcome })).toBeVisible();
  await expect(page.getByRole('button', { name: text.add })).toBeVisible();
  const counter = tapCounter();
  // The delivery bar's switch shows the chosen type (the summary beside it is the time).
  const pickupChosen = (scope: Locator) => expect(scope.getByRole('radio', { name: text.pickup }).first()).toBeChecked();

  await counter.tap(pickupSwitch(page.getByRole('main'), text), 'pickup');
  await pickupChosen(page.getByRole('main'));
  await counter.tap(page.getByRole('button', { name: text.add }).first(), 'add');
  await expect(page.getByRole('button', { name: text.oneItem })).toBeVisible();
  const sideCart = await sideCartAfterAdding(page, { basket: text.basket, sideCart: text.sideCart, close: '' }, counter.tap);
  await pickupChosen(sideCart);
  await screenshot(page, `${shots}-1-side-cart`, { fullPage: false });
  await counter.tap(sideCart.getByRole('button', { name: text.checkout }), 'checkout');

  await expect(page).toHaveURL(/\/checkout$/);
  await pickupChosen(page.getByRole('main'));
  if (details) {
    await counter.fill(page.getByLabel(text.name), details.name, 'name');
    await counter.fill(page.getByLabel(text.email), details.email, 'email');
    await counter.fill(page.getByLabel(text.mobile), details.mobile, 'mobile');
  }
  await counter.tap(page.getByRole('radio', { name: text.cash }), 'cash');
  await counter.check(page.getByRole('checkbox', { name: text.terms }), 'terms');
  await screenshot(page, details ? `${shots}-2-checkout` : `${shots}-3-checkout-returning`);
  await counter.tap(page.getByRole('button', { name: text.placeOrder }), 'place order');

  await expect(page).toHaveURL(/\/paymentstatus\?orderId=\d+/);
  await expect(page.getByText(text.received)).toBeVisible();
  return counter;
}

test.describe('the fast path', () => {
  test.beforeEach(({ page }) => skipAnnouncement(page));

  test(
    `one simple product for pickup in cash takes at most ${MOST_TAPS} taps plus the required fields; a returning guest finds the details filled in`,
    {
      tag: '@journey',
    },
    async ({ page }, testInfo) => {
      const shots = `fast-path-${guestSize(testInfo)}`;
      const first = await pickupInCash(page, { name: 'Lea Schmidt', email: 'lea@example.com', mobile: '0151 1112223' }, { shots });
      expect(first.taps.length, `taps: ${first.taps.join(', ')}`).toBeLessThanOrEqual(MOST_TAPS);
      expect(first.fields).toEqual(['name', 'email', 'mobile', 'terms']);

      // Back again: the details of the first order are there, only the terms are ticked anew.
      await page.goto('/menu');
      const second = await pickupInCash(page, null, { shots });
      expect(second.taps.length).toBeLessThanOrEqual(MOST_TAPS);
      expect(second.fields).toEqual(['terms']);
    },
  );

  test(`in Arabic: the same order in at most ${MOST_TAPS} taps`, { tag: '@journey' }, async ({ page }, testInfo) => {
    await page.addInitScript(() => window.localStorage.setItem('platter:language', 'ar'));
    const order = await pickupInCash(
      page,
      { name: 'ليلى حداد', email: 'layla@example.com', mobile: '0151 3334445' },
      { text: TEXTS.ar, shots: `fast-path-${guestSize(testInfo)}-arabic` },
    );
    expect(order.taps.length, `taps: ${order.taps.join(', ')}`).toBeLessThanOrEqual(MOST_TAPS);
  });

  test('the details of a returning guest are filled in at checkout', { tag: '@journey' }, async ({ page }) => {
    await page.addInitScript(() =>
      window.localStorage.setItem(
        'platter:guest-details',
        JSON.stringify({ name: 'Lea Schmidt', email: 'lea@example.com', mobile: '0151 1112223' }),
      ),
    );
    await page.goto('/menu');
    await pickupSwitch(page.getByRole('main')).click();
    await expect(page.getByRole('main').getByRole('radio', { name: 'Abholung' }).first()).toBeChecked();
    await page.getByRole('button', { name: 'Aperol Spritz hinzufügen' }).first().click();
    await expect(page.getByRole('button', { name: /Warenkorb öffnen, 1 Artikel/ })).toBeVisible();
    const sideCart = await sideCartAfterAdding(page);
    await sideCart.getByRole('button', { name: 'Zur Kasse' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel(/^Name/)).toHaveValue('Lea Schmidt');
    await expect(page.getByLabel(/^E-Mail/)).toHaveValue('lea@example.com');
    await expect(page.getByLabel(/^Handynummer/)).toHaveValue('0151 1112223');
  });
});
