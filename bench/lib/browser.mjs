// The 600-product menu on an emulated phone under 4x CPU throttling, with Playwright on Debian's
// Chromium: time from navigation to the first product card, and the interaction latency of opening
// its section, of opening a product and of adding it (web-vitals INP, and each interaction's own Event Timing latency),
// and the time from the tap on a product's "+" to its panel on screen.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../playwright.shared.ts';

export { CHROMIUM, CHROMIUM_FLAGS };

/** The emulated phone of the browser benches. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** The dish opened and added: its panel asks for a size first, as a guest's pizza does. */
const SECTION = 'Pizza';
const DISH = 'Pizza Margherita';
const CHOICE = 'Mittel (30 cm)';

export const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').toSorted((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// Runs in the page before its scripts: the first product card's time, and every interaction's latency.
function observe() {
  const state = { firstCard: undefined, interactions: new Map(), inp: undefined, pointerDown: undefined, panelShown: undefined };
  window.__bench = state;
  const found = () => document.querySelector('img[src*="/images/products/"], button[aria-label$=" hinzufügen"]');
  new MutationObserver((_, observer) => {
    if (state.firstCard === undefined && found()) {
      state.firstCard = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  // Event Timing ends at the first frame after a tap (the button's spinner); a guest waits for the
  // panel itself: from the tap's pointerdown to the frame that first shows a dialog.
  addEventListener(
    'pointerdown',
    (event) => {
      state.pointerDown = event.timeStamp;
    },
    { capture: true },
  );
  new MutationObserver(() => {
    if (state.panelShown !== undefined || state.pointerDown === undefined || !document.querySelector('[role="dialog"]')) return;
    state.panelShown = null;
    requestAnimationFrame(() => {
      state.panelShown = performance.now() - state.pointerDown;
    });
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      state.interactions.set(entry.interactionId, Math.max(state.interactions.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('DOMContentLoaded', () => {
    window.webVitals?.onINP(
      (metric) => {
        state.inp = metric.value;
      },
      { reportAllChanges: true, durationThreshold: 16 },
    );
  });
}

async function latestInteraction(page, before) {
  // Event Timing entries arrive after the next paint: give them a moment.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const latencies = await page.evaluate(() => [...window.__bench.interactions.values()]);
    if (latencies.length > before) return latencies.at(-1);
    await page.waitForTimeout(100);
  }
  return undefined;
}

async function oneRun(browser, url, webVitalsScript) {
  const context = await browser.newContext({ ...PHONE, locale: 'de-DE' });
  const page = await context.newPage();
  await page.addInitScript({ content: `${webVitalsScript}\n;window.webVitals = webVitals;` });
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench?.firstCard !== undefined, null, { timeout: 60_000 });
    const firstCard = await page.evaluate(() => window.__bench.firstCard);
    const cards = await page.locator('img[src*="/images/products/"]').count();
    await page.waitForLoadState('load');

    // Each tap, and the latency of the interaction it made (its Event Timing entries).
    const tap = async (locator, until) => {
      const before = await page.evaluate(() => window.__bench.interactions.size);
      await locator.click({ timeout: 30_000 });
      await until();
      return latestInteraction(page, before);
    };
    // Found by CSS, not by role: a role query walks the whole menu's accessibility tree in the page
    // (about 700 ms at 4x CPU on 600 products), and Playwright polls it in the frames right after a
    // tap, so it was measured as the tap's own latency.
    const addButton = page.locator(`button[aria-label="${DISH} hinzufügen"]`).first();
    const sectionMs = await tap(page.getByRole('button', { name: SECTION, exact: true }).first(), () =>
      addButton.waitFor({ timeout: 30_000 }),
    );
    const panel = page.locator('[role="dialog"]');
    const open = await tap(addButton, () => panel.waitFor({ timeout: 30_000 }));
    await page.waitForFunction(() => typeof window.__bench.panelShown === 'number');
    const panelMs = await page.evaluate(() => window.__bench.panelShown);
    const addChosen = panel.locator('button', { hasText: /^Hinzufügen ·/ });
    const chooseMs = await tap(panel.getByText(CHOICE), () => addChosen.waitFor());
    const added = await tap(addChosen, () =>
      page.locator('button[aria-label^="Warenkorb öffnen, 1 Artikel"]').waitFor({ timeout: 30_000 }),
    );
    const inp = await page.evaluate(() => window.__bench.inp);
    return { firstCardMs: firstCard, cardsWithPicture: cards, sectionMs, openMs: open, panelMs, chooseMs, addMs: added, inpMs: inp };
  } finally {
    await context.close();
  }
}

/** `runs` runs on `url`: medians of the time to the first card, the open and add latencies and INP. */
export async function measureMenuInteractions(root, url, { runs }) {
  const require = createRequire(join(root, 'package.json'));
  const webVitalsScript = readFileSync(join(dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const results = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      results.push(
        await oneRun(browser, url, webVitalsScript).catch((error) => ({ error: error instanceof Error ? error.message : String(error) })),
      );
    }
  } finally {
    await browser.close();
  }
  return {
    url,
    runs: results,
    firstCardMs: median(results.map((result) => result.firstCardMs)),
    sectionMs: median(results.map((result) => result.sectionMs)),
    openMs: median(results.map((result) => result.openMs)),
    panelMs: median(results.map((result) => result.panelMs)),
    chooseMs: median(results.map((result) => result.chooseMs)),
    addMs: median(results.map((result) => result.addMs)),
    inpMs: median(results.map((result) => result.inpMs)),
  };
}
