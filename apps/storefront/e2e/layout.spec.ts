import { expect, type Locator, type Page, test } from '@playwright/test';
import { skipAnnouncement } from './announcement.ts';
import { placeOnlineOrder } from './guest-orders.ts';
import { screenshot } from './screenshots.ts';
import { tableIdOf } from './tables.ts';

/** Starts the storefront in a language (the guest's saved choice), past the announcement. */
async function inLanguage(page: Page, language: 'de' | 'ar') {
  await skipAnnouncement(page);
  await page.addInitScript((lang) => window.localStorage.setItem('platter:language', lang), language);
}

/**
 * Whether a tap at the centre of the element reaches it: the topmost element there is the element
 * itself or inside it, not a floating bar, pill or notice laid over it.
 */
async function reachable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/**
 * Every add button fully inside the viewport, at every scroll position down the menu, can be
 * tapped: nothing floats over one. Answers the names of the covered ones.
 */
async function coveredAddButtons(page: Page, name: RegExp): Promise<string[]> {
  const covered = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 300) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(50);
    const names = await page.getByRole('button', { name }).evaluateAll((buttons) => {
      const result: string[] = [];
      // The sticky header covers what scrolls under it, as every page's header does: below it counts.
      const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      for (const button of buttons) {
        const box = button.getBoundingClientRect();
        if (box.width === 0 || box.top < headerBottom || box.bottom > window.innerHeight) continue;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !(hit === button || button.contains(hit)))
          result.push(`${button.getAttribute('aria-label') ?? ''} under ${hit?.tagName}.${hit?.className} at ${Math.round(box.top)}`);
      }
      return result;
    });
    for (const covered_ of names) covered.add(covered_);
  }
  return [...covered];
}

test.describe('nothing floats over what a guest taps', () => {
  for (const language of ['de', 'ar'] as const) {
    test(`on a phone in ${language}: every add button on the menu can be tapped`, async ({ page }) => {
      await inLanguage(page, language);
      await page.goto('/menu');
      const add = language === 'de' ? /hinzufügen$/ : /^إضافة /;
      await expect(page.getByRole('button', { name: add }).first()).toBeVisible();
      expect(await coveredAddButtons(page, add)).toEqual([]);
    });
  }

  test('on a phone at table T4: the table bar and the robot call leave the first card free', async ({ page, request }) => {
    const tableId = await tableIdOf(request, 'T4');
    await skipAnnouncement(page);
    await page.goto(`/?tableId=${tableId}`);
    const capacity = page.getByRole('dialog', { name: 'Willkommen an Tisch T4' });
    await capacity.getByRole('button', { name: 'Erwachsene: eins mehr' }).click();
    await capacity.getByRole('button', { name: 'Speichern und zur Speisekarte' }).click();
    await expect(capacity).toBeHidden();
    const dock = page.getByRole('region', { name: 'Dein Tisch' });
    await expect(dock.getByRole('button', { name: 'Roboter rufen' })).toBeVisible();
    const first = page.getByRole('button', { name: /hinzufügen$/ }).first();
    await first.scrollIntoViewIfNeeded();
    expect(await reachable(first)).toBe(true);
    expect(await reachable(dock.getByRole('button', { name: 'Roboter rufen' }))).toBe(true);
    expect(await coveredAddButtons(page, /hinzufügen$/)).toEqual([]);
    await screenshot(page, 'layout-phone-table-dock', { fullPage: false });
  });

  test('on a phone: two quick "Added" notices leave the side cart total and checkout free', async ({ page }) => {
    await inLanguage(page, 'de');
    await page.goto('/menu');
    await page.getByRole('button', { name: 'Vorspeisen', exact: true }).click();
    const add = page.getByRole('button', { name: 'Bruschetta Classica hinzufügen' }).first();
    await add.click();
    await expect(page.getByRole('button', { name: /Warenkorb öffnen, 1 Artikel/ })).toBeVisible();
    await add.click();
    await expect(page.getByRole('button', { name: /Warenkorb öffnen, 2 Artikel/ })).toBeVisible();
    // One notice at a time: the second replaces the first.
    await expect(page.getByText('Hinzugefügt', { exact: true })).toHaveCount(1);
    expect(await reachable(add)).toBe(true);
    await page.getByRole('button', { name: /Warenkorb öffnen/ }).click();
    const sideCart = page.getByRole('dialog', { name: /Dein Warenkorb/ });
    const checkout = sideCart.getByRole('button', { name: 'Zur Kasse' });
    await expect(checkout).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await reachable(checkout)).toBe(true);
    expect(await reachable(sideCart.getByText('Gesamt', { exact: true }))).toBe(true);
    await screenshot(page, 'layout-phone-side-cart-after-adding', { fullPage: false });
  });
});

test.describe('buttons show their whole label', () => {
  test('on a phone: the status page of a failed payment, its "another payment" button', async ({ page }) => {
    await skipAnnouncement(page);
    await placeOnlineOrder(page);
    await page.getByRole('button', { name: 'Fehlschlagen' }).click();
    const retry = page.getByRole('button', { name: 'Andere Zahlungsart versuchen' });
    await expect(retry).toBeVisible({ timeout: 15_000 });
    const label = retry.locator('.mantine-Button-label');
    expect(await label.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  });
});

test.describe('the desktop cart', () => {
  for (const language of ['de', 'ar'] as const) {
    test(`in ${language}: names each product, keeps its headings apart and the fee note inside the summary`, { tag: '@desktop' }, async ({
      page,
    }) => {
      await inLanguage(page, language);
      await page.goto('/menu');
      await page
        .getByRole('link', { name: 'Vorspeisen' })
        .or(page.getByRole('button', { name: 'Vorspeisen', exact: true }))
        .first()
        .click();
      const add = language === 'de' ? 'Bruschetta Classica hinzufügen' : 'إضافة Bruschetta Classica';
      await page.getByRole('button', { name: add }).first().click();
      await expect(page.getByRole('dialog').first()).toBeVisible();
      await page.goto('/cart');
      const line = page.getByRole('article', { name: 'Bruschetta Classica' });
      await expect(line).toBeVisible();
      // The name is shown, readable: at least a few words wide, and not under the comment button.
      const name = line.getByText('Bruschetta Classica', { exact: true });
      await expect(name).toBeVisible();
      const nameBox = await name.boundingBox();
      expect(nameBox?.width ?? 0).toBeGreaterThan(100);
      const image = await line.locator('img').first().boundingBox();
      const comment = await line.getByRole('button', { name: /Kommentar|ملاحظة/ }).boundingBox();
      if (image && comment) {
        const overlaps = comment.x < image.x + image.width && image.x < comment.x + comment.width;
        expect(overlaps && comment.y < image.y + image.height && image.y < comment.y + comment.height).toBe(false);
      }
      // The column headings do not print over each other.
      const headings = await page
        .locator('[aria-hidden="true"] > span')
        .filter({ hasText: /\S/ })
        .evaluateAll((spans) =>
          spans.map((span) => {
            const range = document.createRange();
            range.selectNodeContents(span);
            const box = range.getBoundingClientRect();
            return { left: box.left, right: box.right, top: box.top };
          }),
        );
      expect(headings.length).toBeGreaterThanOrEqual(4);
      const ordered = [...headings].sort((a, b) => a.left - b.left);
      for (let index = 1; index < ordered.length; index += 1) {
        const before = ordered[index - 1];
        const after = ordered[index];
        if (before && after) expect(after.left).toBeGreaterThanOrEqual(before.right);
      }
      // Every row of the summary stays inside its card.
      await expect(page.getByText(/ergibt sich aus der Postleitzahl|حسب الرمز البريدي/)).toBeVisible();
      const overflow = await page.getByText(/ergibt sich aus der Postleitzahl|حسب الرمز البريدي/).evaluate((element) => {
        const card = element.closest('.mantine-Paper-root');
        if (!card) return 'no card';
        const outer = card.getBoundingClientRect();
        const inner = element.getBoundingClientRect();
        return inner.left >= outer.left && inner.right <= outer.right
          ? 'inside'
          : `outside ${inner.left}-${inner.right} of ${outer.left}-${outer.right}`;
      });
      expect(overflow).toBe('inside');
      await screenshot(page, `layout-desktop-cart-${language}`, { fullPage: false });
    });
  }
});
