import { resolve } from 'node:path';
import type { Page } from '@playwright/test';

export interface ScreenshotOptions {
  /**
   * The whole page (from its top, so a sticky header stays at the top), or only the viewport, which
   * is what a guest sees of a dialog or drawer over the page.
   * @default true
   */
  fullPage?: boolean;
}

/** Screenshots of what the tests see land in docs/screenshots/, for the README and for review. */
export async function screenshot(page: Page, name: string, { fullPage = true }: ScreenshotOptions = {}) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: resolve(import.meta.dirname, '../../../docs/screenshots', `${name}.png`),
    fullPage,
    // Transitions run to their end, so a drawer is not caught half open.
    animations: 'disabled',
  });
}
