import { expect, test } from '@playwright/test';
import { skipAnnouncement } from './announcement.ts';
import { expectPaymentPage, placeOnlineOrder } from './guest-orders.ts';
import { summaryCents } from './money.ts';
import { sizedScreenshot } from './sizes.ts';

/** How a sandbox payment ends badly, and what the status page tells the guest then. */
const ENDINGS = [
  {
    name: 'failed',
    button: 'Fehlschlagen',
    title: 'Deine Zahlung ist fehlgeschlagen',
    body: 'Deine Bestellung ist noch nicht bezahlt. Bitte versuche es erneut oder wähle eine andere Zahlungsart.',
  },
  {
    name: 'cancelled',
    button: 'Abbrechen',
    title: 'Deine Zahlung wurde abgebrochen',
    body: 'Deine Bestellung ist noch nicht bezahlt. Du kannst eine andere Zahlungsart wählen.',
  },
] as const;

test.describe('a guest whose online payment does not go through', () => {
  test.beforeEach(({ page }) => skipAnnouncement(page));

  for (const ending of ENDINGS) {
    test(`a ${ending.name} payment, then another try from the status page, paid`, { tag: '@journey' }, async ({ page }, testInfo) => {
      const total = await placeOnlineOrder(page);
      await expectPaymentPage(page, total);
      await page.getByRole('button', { name: ending.button }).click();

      // Back at the shop: the order is there, not paid, and the guest is offered another try.
      await expect(page).toHaveURL(/\/paymentstatus\?orderId=\d+/);
      const orderId = new URL(page.url()).searchParams.get('orderId');
      const status = page.getByRole('main');
      await expect(status.getByRole('heading', { name: ending.title })).toBeVisible({ timeout: 15_000 });
      await expect(status.getByText(ending.body)).toBeVisible();
      await expect(status.getByText(`Bestellung #${orderId}`)).toBeVisible();
      await expect(status.getByText('Eingegangen', { exact: true })).toBeVisible();
      expect(await summaryCents(status, 'Gesamtpreis')).toBe(total);
      await expect(status.getByText('Vielen Dank! Deine Bestellung ist bezahlt')).toHaveCount(0);
      const retry = status.getByRole('button', { name: 'Andere Zahlungsart versuchen' });
      await expect(retry).toBeVisible();
      await expect(status.getByRole('button', { name: 'Zurück zur Speisekarte' })).toBeVisible();
      await sizedScreenshot(page, testInfo, `payment-retry-{size}-${ending.name}`, { fullPage: false });

      // The second try is a new payment of the same order, for the same amount.
      await retry.click();
      await expectPaymentPage(page, total);
      await page.getByRole('button', { name: 'Bezahlen' }).click();
      await expect(page).toHaveURL(new RegExp(`/paymentstatus\\?orderId=${orderId}(&|$)`));
      await expect(status.getByRole('heading', { name: 'Vielen Dank! Deine Bestellung ist bezahlt' })).toBeVisible({ timeout: 15_000 });
      await expect(status.getByText(`Bestellung #${orderId}`)).toBeVisible();
      expect(await summaryCents(status, 'Gesamtpreis')).toBe(total);
      await expect(status.getByRole('button', { name: 'Andere Zahlungsart versuchen' })).toHaveCount(0);
      await sizedScreenshot(page, testInfo, `payment-retry-{size}-${ending.name}-then-paid`, { fullPage: false });
    });
  }
});
