import { type Browser, expect, type Page, test } from '@playwright/test';
import { screenshot } from '../../../playwright.shared.ts';

/** The demo's evening slot with few places, today or (once today's has begun) tomorrow. */
const FEW_PLACES = /Noch 3 Plätze frei/;

/** The booking screen's days: their radios (disabled for a day sold out or over) and the labels a visitor taps. */
async function openBooking(page: Page) {
  await page.goto('/ticketing/');
  await expect(page.getByText('Wähle ein Datum, um fortzufahren')).toBeVisible();
  const group = page.getByRole('radiogroup', { name: 'Datum' });
  // The days come with the ticket times, after the screen's first paint.
  await expect(group.getByRole('radio').first()).toBeAttached();
  // Chips hide their radio input; a visitor taps the day's label.
  return { radios: group.getByRole('radio'), labels: group.locator('label') };
}

/** Opens the first of the first two open days that offers a slot with `places`; returns that slot's button and its day. */
async function openDayWith(page: Page, places: RegExp) {
  const { radios, labels } = await openBooking(page);
  for (let index = 0, tried = 0; tried < 2 && index < (await radios.count()); index += 1) {
    if (await radios.nth(index).isDisabled()) continue;
    tried += 1;
    await labels.nth(index).click();
    const slot = page.getByRole('button', { name: places }).first();
    const shown = await slot.waitFor({ timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (shown) return { slot, day: index };
  }
  throw new Error(`No day offers a slot with ${places}`);
}

/** From the cart to a placed order: details, a payment method, the order button. */
async function order(page: Page, name: string, payment: RegExp) {
  await page.getByRole('button', { name: /Warenkorb öffnen/ }).click();
  await page.getByRole('button', { name: 'Zum Warenkorb' }).click();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/\/ticketing\/checkout$/);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-Mail').fill(`${name.split(' ')[0]?.toLowerCase()}@example.com`);
  await page.getByRole('radio', { name: payment }).click();
  // Demo restaurants have terms and conditions: every order agrees to them.
  await page.getByRole('checkbox', { name: 'Ich habe die AGB gelesen und stimme ihnen zu.' }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
}

async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

test('two visitors book the last places of a slot until it is sold out', async ({ browser }) => {
  const first = await phone(browser);
  const { slot, day } = await openDayWith(first.page, FEW_PLACES);
  await screenshot(first.page, 'ticketing-1-slots');
  const time = ((await slot.textContent()) ?? '').match(/\d\d:\d\d – \d\d:\d\d/)?.[0] ?? '';
  await slot.click();
  await expect(first.page.getByText('Dein Zeitfenster')).toBeVisible();
  await first.page.getByRole('button', { name: 'Erwachsene hinzufügen' }).click();
  await first.page.getByRole('button', { name: 'Erwachsene hinzufügen' }).click();
  await expect(first.page.getByRole('button', { name: /Warenkorb öffnen, 2 Artikel/ })).toBeVisible();
  await screenshot(first.page, 'ticketing-2-menu');
  await order(first.page, 'Lena Berg', /Online/);
  await first.page
    .getByRole('button', { name: 'Bezahlen' })
    .or(first.page.getByRole('button', { name: 'Pay' }))
    .click();
  await expect(first.page.getByText('Vielen Dank! Deine Bestellung ist bezahlt')).toBeVisible({ timeout: 15_000 });
  await screenshot(first.page, 'ticketing-3-paid');

  // Another visitor sees the two places gone and takes the last one.
  const second = await phone(browser);
  const { slot: last } = await openDayWith(second.page, new RegExp(`${time}\\s*Noch 1 Platz frei`));
  await screenshot(second.page, 'ticketing-4-one-left');
  await last.click();
  await second.page.getByRole('button', { name: 'Erwachsene hinzufügen' }).click();
  await order(second.page, 'Tom Kühn', /Barzahlung/);
  await expect(second.page.getByText(/Vielen Dank!/)).toBeVisible({ timeout: 15_000 });

  // Back in the first browser, the slot is sold out and cannot be chosen: when it was its day's
  // last slot with places (late in the day), the whole day can no longer be chosen.
  const { radios, labels } = await openBooking(first.page);
  if (!(await radios.nth(day).isDisabled())) {
    await labels.nth(day).click();
    await expect(first.page.getByRole('button', { name: new RegExp(`${time}\\s*Ausgebucht`) })).toBeDisabled();
  }
  await screenshot(first.page, 'ticketing-5-sold-out');
  await first.context.close();
  await second.context.close();
});
