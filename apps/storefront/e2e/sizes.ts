import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { guestSize } from '../../../playwright.shared.ts';
import { type ScreenshotOptions, screenshot } from './screenshots.ts';

/** From this width the storefront opens the side cart by itself after adding (spec §2). */
const SIDE_CART_OPENS_FROM = 768;

/** What the side cart's steps are called, in the guest's language. */
export interface SideCartTexts {
  basket: RegExp;
  sideCart: RegExp;
  close: string;
}
export const GERMAN_SIDE_CART: SideCartTexts = { basket: /Warenkorb öffnen/, sideCart: /Dein Warenkorb/, close: 'Warenkorb schließen' };
export const ENGLISH_SIDE_CART: SideCartTexts = { basket: /Open basket/, sideCart: /Your basket/, close: 'Close basket' };

type Tap = (locator: Locator, what: string) => Promise<void>;
const click: Tap = (locator) => locator.click();

/** Whether the page is as wide as a desktop, where the side cart comes by itself. */
export function opensSideCartByItself(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= SIDE_CART_OPENS_FROM;
}

/**
 * The side cart after a product went in: on a desktop it opened by itself, on a phone the guest
 * taps the basket button (through `tap`, so a tap counter sees it).
 */
export async function sideCartAfterAdding(page: Page, texts = GERMAN_SIDE_CART, tap = click): Promise<Locator> {
  const sideCart = page.getByRole('dialog', { name: texts.sideCart });
  if (!opensSideCartByItself(page)) await tap(page.getByRole('button', { name: texts.basket }), 'basket');
  await expect(sideCart).toBeVisible();
  return sideCart;
}

/** Back to the menu after adding: a desktop's side cart (which covers the menu) is closed; a phone has none open. */
export async function continueShopping(page: Page, texts = GERMAN_SIDE_CART) {
  if (!opensSideCartByItself(page)) return;
  const sideCart = page.getByRole('dialog', { name: texts.sideCart });
  await expect(sideCart).toBeVisible();
  await sideCart.getByRole('button', { name: texts.close }).click();
  await expect(sideCart).toBeHidden();
}

/** A category of the menu: a link in the desktop's side menu, a button in the phone's carousel. */
export function category(page: Page, name: string): Locator {
  return page
    .getByRole('link', { name })
    .or(page.getByRole('button', { name, exact: true }))
    .first();
}

/** A screenshot named for the size it shows: `{size}` in the name becomes `phone` or `desktop`. */
export function sizedScreenshot(page: Page, testInfo: TestInfo, name: string, options?: ScreenshotOptions) {
  return screenshot(page, name.replace('{size}', guestSize(testInfo)), options);
}
