import { useSyncExternalStore } from 'react';

/** The luxon-based delivery-time functions (delivery.ts). */
export type TimeRules = typeof import('./delivery.ts');

let rules: TimeRules | null = null;
const listeners = new Set<() => void>();

/**
 * Starts as soon as the first route's code runs, beside its first render rather than before it:
 * the menu paints without luxon and computes its default delivery time once this arrives.
 */
export const timeRulesLoaded: Promise<TimeRules> = import('./delivery.ts').then((module) => {
  rules = module;
  for (const listener of listeners) listener();
  return module;
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentRules = () => rules;

/** The delivery-time functions once loaded, else null (a render follows when they arrive). */
export function useTimeRules(): TimeRules | null {
  return useSyncExternalStore(subscribe, currentRules, currentRules);
}
