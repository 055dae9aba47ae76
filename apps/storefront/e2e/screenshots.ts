import { resolve } from 'node:path';
import type { Page } from '@playwright/test';

/** Screenshots of what the tests see land in docs/screenshots/, for the README and for review. */
export function screenshot(page: Page, name: string) {
  return page.screenshot({ path: resolve(import.meta.dirname, '../../../docs/screenshots', `${name}.png`), fullPage: true });
}
