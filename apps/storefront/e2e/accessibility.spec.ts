import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DESKTOP, PHONE } from '../../../playwright.shared.ts';
import { skipAnnouncement } from './announcement.ts';
import { placeCashOrder } from './guest-orders.ts';

/** axe-core itself (a dev dependency of the storefront), injected into each page it scans. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Language = 'de' | 'ar';

// The server's Content Security Policy allows no inline script; the scanner is the test's, not the page's.
test.use({ bypassCSP: true });

/** The texts the steps look for, per language (the restaurant's own content stays German). */
const TEXTS = {
  de: {
    openMenu: 'Menü öffnen',
    login: 'Anmelden',
    loginDialog: 'Willkommen zurück',
    add: (name: string) => `${name} hinzufügen`,
    basket: /Warenkorb öffnen/,
    sideCart: /Dein Warenkorb/,
    viewCart: 'Zum Warenkorb',
    checkout: 'Zur Kasse',
    change: 'Ändern',
    deliveryDialog: 'Wann und wie?',
    added: 'Hinzugefügt',
  },
  ar: {
    openMenu: 'فتح القائمة',
    login: 'تسجيل الدخول',
    loginDialog: 'مرحبًا بعودتك',
    add: (name: string) => `إضافة ${name}`,
    basket: /فتح السلة/,
    sideCart: /سلتك/,
    viewCart: 'عرض السلة',
    checkout: 'الدفع',
    change: 'تغيير',
    deliveryDialog: 'متى وكيف؟',
    added: 'تمت الإضافة',
  },
} as const;

interface Finding {
  rule: string;
  impact: string | null;
  nodes: string[];
}

/**
 * Waits until nothing is busy loading (aria-busy, Mantine's data-loading) at two looks 400 ms apart:
 * a part still loading is dimmed on purpose (the delivery bar while the basket saves, which the
 * checkout starts a moment after it appeared), and a scan then measures the dimmed text.
 */
async function settled(page: Page) {
  const busy = page.locator('[aria-busy="true"], [data-loading]');
  let quietLooks = 0;
  for (let look = 0; look < 40 && quietLooks < 2; look += 1) {
    quietLooks = (await busy.count()) === 0 ? quietLooks + 1 : 0;
    if (quietLooks < 2) await page.waitForTimeout(400);
  }
  expect(quietLooks, 'the page was still busy loading after 16 s').toBe(2);
}

/**
 * The serious and critical WCAG 2.1 A/AA violations axe-core finds on the page as it is now (after
 * its transitions ended and nothing is busy loading, see `settled`), optionally inside one element only. Endless animations (a new order's
 * pulse on the manager's board, there once earlier tests ordered) are not waited for.
 */
async function violations(page: Page, within?: Locator): Promise<Finding[]> {
  await settled(page);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const selector = within
    ? await within.evaluate((element) => {
        element.setAttribute('data-axe-scope', 'true');
        return '[data-axe-scope="true"]';
      })
    : null;
  return page.evaluate(async (scope) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(scope ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.slice(0, 4).map((node) => `${node.html.slice(0, 160)}: ${(node.failureSummary ?? '').slice(0, 160)}`),
      }));
  }, selector);
}

async function expectNoViolations(page: Page, what: string, within?: Locator) {
  const found = await violations(page, within);
  expect(found, `${what}: ${JSON.stringify(found, null, 1)}`).toEqual([]);
}

async function inLanguage(page: Page, language: Language) {
  await skipAnnouncement(page);
  await page.addInitScript((lang) => window.localStorage.setItem('platter:language', lang), language);
}

for (const language of ['de', 'ar'] as const) {
  const text = TEXTS[language];

  test.describe(`axe-core finds no serious or critical WCAG 2.1 AA violation (${language})`, () => {
    test.beforeEach(({ page }) => inLanguage(page, language));

    test('the menu, its phone navigation, a product dialog, the login dialog and the blog', async ({ page }) => {
      await page.goto('/menu');
      await expect(page.getByRole('button', { name: text.add('Mittagsmenü') })).toBeVisible({ timeout: 15_000 });
      await expectNoViolations(page, 'menu on a phone');

      await page.getByRole('button', { name: text.openMenu }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoViolations(page, 'phone navigation menu', page.getByRole('menu'));
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Pizza', exact: true }).click();
      await page
        .getByRole('button', { name: text.add('Pizza Margherita') })
        .first()
        .click();
      const product = page.getByRole('dialog', { name: 'Pizza Margherita' });
      await expect(product).toBeVisible();
      await expectNoViolations(page, 'product dialog', product);
      await page.keyboard.press('Escape');
      await expect(product).toBeHidden();

      await page.getByRole('button', { name: text.openMenu }).click();
      await page.getByRole('menuitem', { name: text.login }).click();
      const login = page.getByRole('dialog', { name: text.loginDialog });
      await expect(login).toBeVisible();
      await expectNoViolations(page, 'login dialog', login);
      await page.keyboard.press('Escape');

      await page.goto('/blogs');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoViolations(page, 'blogs');

      await page.setViewportSize(DESKTOP);
      await page.goto('/menu');
      await expect(page.getByRole('button', { name: text.add('Mittagsmenü') }).first()).toBeVisible();
      await expectNoViolations(page, 'menu on a desktop');
    });

    test('the "Added" notice, the side cart, the cart, the delivery dialog and the checkout', async ({ page }) => {
      await page.goto('/menu');
      await page.getByRole('button', { name: 'Vorspeisen', exact: true }).click();
      await page
        .getByRole('button', { name: text.add('Bruschetta Classica') })
        .first()
        .click();
      await expect(page.getByText(text.added, { exact: true })).toBeVisible();
      await expectNoViolations(page, '"Added" notice', page.locator('.mantine-Notifications-root').first());

      await page.getByRole('button', { name: text.basket }).click();
      const sideCart = page.getByRole('dialog', { name: text.sideCart });
      await expect(sideCart).toBeVisible();
      await expectNoViolations(page, 'side cart', sideCart);
      await sideCart.getByRole('button', { name: text.viewCart }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole('main').getByRole('article', { name: 'Bruschetta Classica' })).toBeVisible();
      await expectNoViolations(page, 'cart on a phone');

      await page.setViewportSize(DESKTOP);
      await expect(page.getByRole('main').getByRole('article', { name: 'Bruschetta Classica' })).toBeVisible();
      await expectNoViolations(page, 'cart on a desktop');

      await page.getByRole('main').getByRole('button', { name: text.change }).first().click();
      const delivery = page.getByRole('dialog', { name: text.deliveryDialog });
      await expect(delivery).toBeVisible();
      await expectNoViolations(page, 'delivery dialog', delivery);
      await page.keyboard.press('Escape');

      await page.goto('/checkout');
      await expect(page.getByRole('main').getByRole('radiogroup').first()).toBeVisible();
      await expectNoViolations(page, 'checkout on a desktop');
      await page.setViewportSize(PHONE);
      await expectNoViolations(page, 'checkout on a phone');
    });
  });
}

test.describe('axe-core on the account dashboard and the manager app (de, ar)', () => {
  test.beforeEach(({ page }) => skipAnnouncement(page));

  test("a new customer's dashboard", async ({ page }) => {
    await page.goto('/menu');
    await page.getByRole('button', { name: TEXTS.de.openMenu }).click();
    await page.getByRole('menuitem', { name: 'Registrieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konto erstellen' });
    await expectNoViolations(page, 'register dialog', dialog);
    await dialog.getByLabel(/^Name/).fill('Ada Axe');
    await dialog.getByLabel(/^E-Mail/).fill(`axe-${Date.now()}@example.com`);
    await dialog.getByLabel(/^Handynummer/).fill('0151 1234567');
    await dialog.getByLabel(/^Passwort( \*)?$/).fill('geheim-123');
    await dialog.getByLabel(/^Passwort bestätigen/).fill('geheim-123');
    await dialog.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(dialog).toBeHidden();
    for (const language of ['de', 'ar'] as const) {
      await page.evaluate((lang) => window.localStorage.setItem('platter:language', lang), language);
      for (const path of ['/dashboard/profile', '/dashboard/orders', '/dashboard/addresses']) {
        await page.goto(path);
        await expect(page.getByRole('main')).toContainText(/\S/);
        await page.waitForLoadState('networkidle');
        await expectNoViolations(page, `dashboard ${path} (${language})`);
      }
    }
  });

  for (const language of ['de', 'ar'] as const) {
    test(`the manager's sign-in and live board with an order (${language})`, { tag: '@desktop' }, async ({ page, browser, baseURL }) => {
      // A guest's order first, in a browser of its own, so that the board shows a card.
      const guest = await browser.newContext(baseURL ? { baseURL } : {});
      const guestPage = await guest.newPage();
      await skipAnnouncement(guestPage);
      await placeCashOrder(guestPage);
      await guest.close();

      await page.addInitScript((lang) => window.localStorage.setItem('platter:language', lang), language);
      await page.goto('/manager/');
      const password = page.getByRole('textbox', { name: language === 'de' ? 'Passwort' : 'كلمة المرور' });
      await expect(password).toBeVisible();
      await expectNoViolations(page, 'manager sign-in');
      await page.getByLabel(language === 'de' ? /^E-Mail/ : /^البريد الإلكتروني/).fill('manager@example.com');
      await password.fill('password123');
      await page.getByRole('button', { name: language === 'de' ? 'Anmelden' : 'تسجيل الدخول' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, 'manager live board');
    });
  }
});

test.describe('axe-core in the dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('the menu, the side cart and the checkout on a phone', async ({ page }) => {
    await inLanguage(page, 'de');
    await page.addInitScript(() => window.localStorage.setItem('mantine-color-scheme-value', 'dark'));
    await page.goto('/menu');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: TEXTS.de.add('Mittagsmenü') })).toBeVisible({ timeout: 15_000 });
    await expectNoViolations(page, 'menu, dark');
    await page.getByRole('button', { name: 'Vorspeisen', exact: true }).click();
    await page
      .getByRole('button', { name: TEXTS.de.add('Bruschetta Classica') })
      .first()
      .click();
    await page.getByRole('button', { name: /Warenkorb öffnen, 1 Artikel/ }).click();
    const sideCart = page.getByRole('dialog', { name: TEXTS.de.sideCart });
    await expect(sideCart).toBeVisible();
    await expectNoViolations(page, 'side cart, dark', sideCart);
    await sideCart.getByRole('button', { name: TEXTS.de.checkout }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('main').getByRole('radiogroup').first()).toBeVisible();
    await expectNoViolations(page, 'checkout, dark');
  });
});

test.describe('keyboard focus stays where the guest is', () => {
  test('closing the announcement puts the focus on the page, not at its top', async ({ page }) => {
    await page.goto('/menu');
    const announcement = page.getByRole('dialog', { name: 'Gut zu wissen' });
    await expect(announcement).toBeVisible();
    await expect(announcement.getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(announcement).toBeHidden();
    await expect(page.locator('#main-content')).toBeFocused();
    // The next Tab goes on within the page's content, not back to the header's first link.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement))).toBe(true);
  });

  test('adding a product by keyboard keeps the focus on its add button', async ({ page }) => {
    await skipAnnouncement(page);
    await page.goto('/menu');
    await page.getByRole('button', { name: 'Vorspeisen', exact: true }).click();
    const add = page.getByRole('button', { name: 'Bruschetta Classica hinzufügen' }).first();
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /Warenkorb öffnen, 1 Artikel/ })).toBeVisible();
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /Warenkorb öffnen, 2 Artikel/ })).toBeVisible();
    await expect(add).toBeFocused();
  });
});
