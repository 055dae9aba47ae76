import { expect, type Page, test } from '@playwright/test';
import { skipAnnouncement } from './announcement.ts';
import { screenshot } from './screenshots.ts';

/** Starts the storefront in a language (the guest's saved choice), past the announcement. */
async function inLanguage(page: Page, language: 'de' | 'ar') {
  await skipAnnouncement(page);
  await page.addInitScript((lang) => window.localStorage.setItem('platter:language', lang), language);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of every subcategory's preview pictures (and its ellipsis), row by row. */
async function previewRows(page: Page): Promise<{ images: number; boxes: Box[] }[]> {
  return page.getByTestId('section-previews').evaluateAll((rows) =>
    rows.map((row) => ({
      images: row.querySelectorAll('img').length,
      boxes: [...row.children].map((child) => {
        const { x, y, width, height } = child.getBoundingClientRect();
        return { x, y, width, height };
      }),
    })),
  );
}

/** Each product card's name with the address of its picture. */
async function cardPictures(page: Page): Promise<{ name: string; src: string }[]> {
  return page.locator('img[src*="/images/products/"]').evaluateAll((images) =>
    images.flatMap((image) => {
      if (image.closest('[data-testid="section-previews"]')) return [];
      const name = image.closest('.mantine-Card-root')?.querySelector('h3')?.textContent?.trim();
      return name ? [{ name, src: image.getAttribute('src') ?? '' }] : [];
    }),
  );
}

/** Whether two boxes share any area (touching edges do not count). */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

async function expectReadablePreviews(page: Page) {
  // The previews come with the section's products, which may arrive after the first card.
  await expect(page.getByTestId('section-previews').first()).toBeVisible();
  const rows = await previewRows(page);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.images).toBeGreaterThan(0);
    expect(row.images).toBeLessThanOrEqual(5);
    for (const box of row.boxes) {
      // Large enough to make out a dish on a phone.
      expect(box.width).toBeGreaterThanOrEqual(40);
      expect(box.height).toBeGreaterThanOrEqual(40);
    }
    // Side by side: no picture hides part of another.
    for (const [index, box] of row.boxes.entries()) {
      for (const other of row.boxes.slice(index + 1)) expect(overlap(box, other)).toBe(false);
    }
  }
}

async function expectDistinctTextFreePictures(page: Page) {
  const cards = await cardPictures(page);
  expect(cards.length).toBeGreaterThan(4);
  // Every dish its own picture: different names never share one.
  const namesBySrc = new Map<string, Set<string>>();
  for (const { name, src } of cards) namesBySrc.set(src, (namesBySrc.get(src) ?? new Set()).add(name));
  expect([...namesBySrc.values()].filter((names) => names.size > 1).map((names) => [...names])).toEqual([]);
  // No name printed in a picture: the card prints it below. The demo's pictures are WebP
  // renderings of SVG drawings served beside them, which say whether they hold text.
  for (const src of namesBySrc.keys()) {
    const response = await page.request.get(src);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type'], src).toBe('image/webp');
    const drawing = await page.request.get(src.replace(/\.webp$/, '.svg'));
    expect(await drawing.text(), src).toMatch(/^<svg /);
    expect(await drawing.text(), src).not.toMatch(/<text[\s>]/);
  }
}

test.describe('the demo pictures a guest sees on the menu', () => {
  test('on a phone in German: a picture of its own per dish, no text in them, previews side by side', async ({ page }) => {
    await inLanguage(page, 'de');
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen bei Demo Bistro' })).toBeVisible();
    await page.getByRole('button', { name: 'Pizza', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Klassiker' })).toBeVisible();
    await expect(page.getByText('Pizza Margherita').first()).toBeVisible();
    await expectReadablePreviews(page);
    // Six classics: five previews, then the ellipsis.
    const classics = page.getByRole('region', { name: 'Klassiker' }).getByTestId('section-previews');
    await expect(classics.locator('img')).toHaveCount(5);
    await expect(classics).toContainText('…');
    await expectDistinctTextFreePictures(page);
    await page.getByRole('heading', { level: 2, name: 'Klassiker' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'pictures-phone-pizza', { fullPage: false });

    // The drinks: coffee is not the demo bistro's, but wine and cocktails are.
    await page.getByRole('button', { name: 'Getränke', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Bier & Wein' })).toBeVisible();
    await expectReadablePreviews(page);
    await expectDistinctTextFreePictures(page);
    await page.getByRole('heading', { level: 2, name: 'Bier & Wein' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'pictures-phone-drinks', { fullPage: false });
  });

  test('on a phone in Arabic: the previews stay side by side, right to left', async ({ page }) => {
    await inLanguage(page, 'ar');
    await page.goto('/menu');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'Burger', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Rind' })).toBeVisible();
    await expectReadablePreviews(page);
    await expectDistinctTextFreePictures(page);
    await page.getByRole('heading', { level: 2, name: 'Rind' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'pictures-phone-arabic', { fullPage: false });
  });

  test("on a desktop: Café Zürich's coffees each in their own cup", { tag: '@desktop' }, async ({ page, baseURL }) => {
    await inLanguage(page, 'de');
    const url = new URL('/menu', baseURL);
    url.hostname = 'demo-cafe-zurich.localhost';
    await page.goto(url.href);
    await expect(page.getByText('Cappuccino').first()).toBeVisible();
    await expectReadablePreviews(page);
    await expectDistinctTextFreePictures(page);
    await screenshot(page, 'pictures-desktop-cafe', { fullPage: false });
  });
});
