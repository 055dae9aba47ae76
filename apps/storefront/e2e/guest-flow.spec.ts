import { expect, type Page, test } from '@playwright/test';
import { PHONE } from '../../../playwright.shared.ts';
import { skipAnnouncement } from './announcement.ts';
import { screenshot } from './screenshots.ts';
import { category, continueShopping, sizedScreenshot } from './sizes.ts';

/**
 * Issue 16 items 1, 6, 7 and 8 as a new guest meets them: what a card says before the tap, the
 * question before adding a pickup-only drink to a delivery, the announcement in the guest's own
 * language and only once, and a café's welcome that promises only what it offers.
 */

async function inLanguage(page: Page, language: 'de' | 'ar') {
  await skipAnnouncement(page);
  await page.addInitScript((lang) => window.localStorage.setItem('platter:language', lang), language);
}

/** The card of a product, found by its name's heading. */
function card(page: Page, name: string) {
  return page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();
}

test.describe('a new guest at the demo bistro', () => {
  test(
    'in German: a pickup-only drink says so, and adding it to a delivery asks first',
    { tag: '@journey' },
    async ({ page }, testInfo) => {
      await inLanguage(page, 'de');
      await page.goto('/menu');
      await expect(page.getByRole('heading', { level: 1, name: 'Willkommen bei Demo Bistro' })).toBeVisible();
      // The truffle burger asks for choices: "ab" its price, "Mit Auswahl".
      const burger = card(page, 'Bistro Trüffelburger');
      await expect(burger.getByText('ab 16,90 €')).toBeVisible();
      await expect(burger.getByText('Mit Auswahl')).toBeVisible();

      await category(page, 'Getränke').click();
      const aperol = card(page, 'Aperol Spritz');
      await expect(aperol.getByText('Nur für Abholung und vor Ort')).toBeVisible();
      await aperol.scrollIntoViewIfNeeded();
      await sizedScreenshot(page, testInfo, 'guest-flow-{size}-1-only-for-pickup', { fullPage: false });

      await aperol.getByRole('button', { name: 'Aperol Spritz hinzufügen' }).click();
      const question = page.getByRole('dialog', { name: 'Nicht für Lieferung erhältlich' });
      await expect(question).toContainText('Aperol Spritz gibt es nur für Abholung und vor Ort.');
      await sizedScreenshot(page, testInfo, 'guest-flow-{size}-2-switch-question', { fullPage: false });
      await question.getByRole('button', { name: 'Abholung wählen' }).click();
      await expect(question).toBeHidden();
      await continueShopping(page);
      await expect(page.getByRole('button', { name: /Warenkorb öffnen, 1 Artikel/ })).toBeVisible();
      // Now pickup is chosen: a second one goes in without a question.
      await aperol.getByRole('button', { name: 'Aperol Spritz hinzufügen' }).click();
      await expect(page.getByRole('button', { name: /Warenkorb öffnen, 2 Artikel/ })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Nicht für Lieferung erhältlich' })).toBeHidden();
    },
  );

  test('in Arabic: the same note and question, right to left', { tag: '@journey' }, async ({ page }, testInfo) => {
    await inLanguage(page, 'ar');
    await page.goto('/menu');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await category(page, 'Getränke').click();
    const aperol = card(page, 'Aperol Spritz');
    await expect(aperol.getByText('متاح فقط: الاستلام والأكل في المطعم')).toBeVisible();
    await aperol.getByRole('button', { name: /Aperol Spritz/ }).click();
    const question = page.getByRole('dialog', { name: 'غير متاح مع التوصيل' });
    await expect(question).toBeVisible();
    await sizedScreenshot(page, testInfo, 'guest-flow-{size}-3-arabic-question', { fullPage: false });
    await question.getByRole('button', { name: 'البقاء على التوصيل' }).click();
    await expect(question).toBeHidden();
  });

  test('on a phone, as an Arabic browser: the announcement in Arabic with the language switch, once a visit', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'ar-EG', ...(baseURL ? { baseURL } : {}) });
    const page = await context.newPage();
    await page.goto('/menu');
    const announcement = page.getByRole('dialog', { name: 'معلومة مهمة' });
    await expect(announcement).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await screenshot(page, 'guest-flow-phone-4-announcement-arabic', { fullPage: false });
    // The switch is in the dialog, its list too: Escape closes the list and leaves the dialog.
    await announcement.getByRole('button', { name: 'اللغة' }).click();
    await expect(announcement.getByRole('menuitem', { name: 'Deutsch' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(announcement.getByRole('menuitem', { name: 'Deutsch' })).toBeHidden();
    await expect(announcement).toBeVisible();
    // German before closing it.
    await announcement.getByRole('button', { name: 'اللغة' }).click();
    await announcement.getByRole('menuitem', { name: 'Deutsch' }).click();
    const german = page.getByRole('dialog', { name: 'Gut zu wissen' });
    await expect(german).toBeVisible();
    await german.getByRole('button', { name: 'Schließen' }).click();
    await expect(german).toBeHidden();
    // A payment return reloads the page: the announcement stays away.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen bei Demo Bistro' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Gut zu wissen' })).toBeHidden();
    await context.close();
  });
});

test.describe("Café Zürich's welcome", () => {
  test('on a desktop: promises pickup and eat-in, never delivery', { tag: '@desktop' }, async ({ page, baseURL }) => {
    await inLanguage(page, 'de');
    const url = new URL('/menu', baseURL);
    url.hostname = 'demo-cafe-zurich.localhost';
    await page.goto(url.href);
    await expect(page.getByText('Online bestellen: Abholung oder vor Ort.')).toBeVisible();
    await expect(page.getByText(/Lieferung, Abholung oder am Tisch/)).toHaveCount(0);
    await screenshot(page, 'guest-flow-desktop-cafe-welcome', { fullPage: false });
  });
});
