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
    // The guest tries the same online payment again.
    retryWith: 'online',
  },
  {
    name: 'cancelled',
    button: 'Abbrechen',
    title: 'Deine Zahlung wurde abgebrochen',
    body: 'Deine Bestellung ist noch nicht bezahlt. Du kannst eine andere Zahlungsart wählen.',
    // The guest pays in cash at pickup instead (issue 15 item 4: another type while the order is open).
    retryWith: 'cash',
  },
] as const;

test.describe('a guest whose online payment does not go through', () => {
  test.beforeEach(({ page }) => skipAnnouncement(page));

  for (const ending of ENDINGS) {
    test(
      `a ${ending.name} payment, then another try from the status page (${ending.retryWith})`,
      { tag: '@journey' },
      async ({ page }, testInfo) => {
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

        // Another try: the guest chooses how to pay, the type tried first chosen already.
        await retry.click();
        const choice = page.getByRole('main');
        await expect(choice.getByRole('heading', { name: 'Wie möchtest du bezahlen?' })).toBeVisible();
        await expect(choice.getByText(`Bestellung #${orderId} ist noch nicht bezahlt.`, { exact: false })).toBeVisible();
        await expect(choice.getByRole('radio', { checked: true })).toHaveCount(1);
        await sizedScreenshot(page, testInfo, `payment-retry-{size}-${ending.name}-choice`, { fullPage: false });
        if (ending.retryWith === 'cash') {
          await choice.getByRole('radio', { name: /Barzahlung/ }).click();
          await choice.getByRole('button', { name: 'Weiter' }).click();
          // Cash settles at pickup: the same order, received, for the same amount, no payment asked.
          await expect(page).toHaveURL(new RegExp(`/paymentstatus\\?orderId=${orderId}(&|$)`));
          await expect(status.getByRole('heading', { name: 'Vielen Dank! Deine Bestellung ist eingegangen' })).toBeVisible({
            timeout: 15_000,
          });
        } else {
          // The second try is a new payment of the same order, for the same amount.
          await choice.getByRole('button', { name: 'Weiter' }).click();
          await expectPaymentPage(page, total);
          await page.getByRole('button', { name: 'Bezahlen' }).click();
          await expect(page).toHaveURL(new RegExp(`/paymentstatus\\?orderId=${orderId}(&|$)`));
          await expect(status.getByRole('heading', { name: 'Vielen Dank! Deine Bestellung ist bezahlt' })).toBeVisible({ timeout: 15_000 });
        }
        await expect(status.getByText(`Bestellung #${orderId}`)).toBeVisible();
        expect(await summaryCents(status, 'Gesamtpreis')).toBe(total);
        await expect(status.getByRole('button', { name: 'Andere Zahlungsart versuchen' })).toHaveCount(0);
        await sizedScreenshot(page, testInfo, `payment-retry-{size}-${ending.name}-then-${ending.retryWith}`, { fullPage: false });
      },
    );
  }
});
