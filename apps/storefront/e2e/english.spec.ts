import { expect, test } from '@playwright/test';
import { skipAnnouncement } from './announcement.ts';
import { centsOf, summaryCents } from './money.ts';
import { screenshot } from './screenshots.ts';
import { ENGLISH_SIDE_CART, sideCartAfterAdding } from './sizes.ts';

// An English browser: the storefront starts in the browser's language (issue 16).
test.use({ locale: 'en-GB' });

test.describe('an English guest at the demo bistro', () => {
  test.beforeEach(({ page }) => skipAnnouncement(page));

  test('on a phone: from the menu to a paid pickup order, in English throughout', async ({ page }) => {
    await page.goto('/menu');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Demo Bistro' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Aperol Spritz' }).first()).toBeVisible();
    await screenshot(page, 'journey-en-phone-1-menu', { fullPage: false });

    await page
      .getByRole('main')
      .getByRole('radiogroup', { name: 'How would you like your order?' })
      .first()
      .getByText('Pickup', { exact: true })
      .click();
    await expect(page.getByRole('main').getByRole('radio', { name: 'Pickup' }).first()).toBeChecked();
    await page.getByRole('button', { name: 'Add Aperol Spritz' }).first().click();
    await expect(page.getByText('Added', { exact: true })).toBeVisible();
    const sideCart = await sideCartAfterAdding(page, ENGLISH_SIDE_CART);
    await expect(sideCart.getByText('Aperol Spritz')).toBeVisible();
    await screenshot(page, 'journey-en-phone-2-side-cart', { fullPage: false });
    await sideCart.getByRole('button', { name: 'Checkout' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('main').getByRole('radio', { name: 'Pickup' }).first()).toBeChecked();
    await page.getByLabel(/^Name/).fill('Emma Clarke');
    await page.getByLabel(/^Email/).fill('emma@example.com');
    await page.getByLabel(/^Mobile phone/).fill('07700 900123');
    await page.getByRole('radio', { name: /Online payment/ }).click();
    await page.getByRole('checkbox', { name: 'I have read the terms and conditions and agree to them.' }).check();
    const total = await summaryCents(page.getByRole('region', { name: 'Your order' }), 'Total Price');
    await screenshot(page, 'journey-en-phone-3-checkout');
    await page.getByRole('button', { name: 'Place order' }).click();

    // The sandbox's payment page speaks the browser's language too.
    await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
    expect(centsOf(await page.getByText('Amount', { exact: true }).locator('xpath=following-sibling::p[1]').textContent())).toBe(total);
    await screenshot(page, 'journey-en-phone-4-sandbox', { fullPage: false });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/paymentstatus\?orderId=\d+/);
    await expect(page.getByRole('heading', { name: 'Thank you! Your order is paid' })).toBeVisible({ timeout: 15_000 });
    expect(await summaryCents(page.getByRole('main'), 'Total Price')).toBe(total);
    await screenshot(page, 'journey-en-phone-5-paid', { fullPage: false });
  });
});
