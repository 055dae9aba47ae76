import { useEffect } from 'react';
import { preloadable } from '../preloadable.tsx';
import { whenIdle } from '../when-idle.ts';

/**
 * The product-choice panel. Its chunk's first import appends a preload link for each chunk it
 * needs (about 8 ms each at 4x CPU, some 300 ms on the 600-product menu): done in a guest's tap,
 * that is the tap's latency (issue 18, INP), so the menu loads it when idle.
 */
export const productChoice = preloadable(async () => (await import('./ProductChoiceHost.tsx')).ProductChoiceHost);

/** Runs `load` once the page is idle (while `enabled`); a failure is left to whoever needs it next. */
export function usePreloadWhenIdle(load: () => Promise<unknown>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    return whenIdle(() => {
      load().catch(() => undefined);
    });
  }, [load, enabled]);
}

/** Loads the product-choice panel's chunk when the menu is idle, so the first tap on "+" does not. */
export function usePreloadProductChoice(enabled: boolean): void {
  usePreloadWhenIdle(productChoice.preload, enabled);
}
