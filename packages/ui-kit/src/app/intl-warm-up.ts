import type { IntlNeeds } from './intl-formats.ts';

/**
 * Builds the page's Intl formats in a worker while the app starts (issue 18, Total Blocking Time).
 * The first Intl.DateTimeFormat of a page loads ICU's data and the zone's rules: 30 to 90 ms on
 * the main thread of this machine's Chromium, one long task of the menu's load. What ICU and V8
 * load for it is kept for the whole process, so once a worker has built the same kinds of format,
 * the page's own first one takes under a millisecond. Where workers are missing (tests, old
 * browsers) or refused, nothing happens and the page builds its formats itself, as before.
 */
export function warmUpIntl(needs: IntlNeeds): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module', name: 'intl-warm-up' });
    worker.postMessage(needs);
  } catch {
    // A page whose policy refuses the worker builds its formats itself.
  }
}
