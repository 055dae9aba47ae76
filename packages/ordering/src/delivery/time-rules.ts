import { useEffect, useSyncExternalStore } from 'react';

/** The luxon-based delivery-time functions (delivery.ts). */
export type TimeRules = typeof import('./delivery.ts');

let rules: TimeRules | null = null;
const listeners = new Set<() => void>();

let loading: Promise<TimeRules> | null = null;

/**
 * Loads the luxon-based functions when something first needs them (a delivery time in a shape
 * default-time.ts does not read), not at start: the menu's first render needs none (issue 18).
 */
export function loadTimeRules(): Promise<TimeRules> {
  loading ??= import('./delivery.ts').then((module) => {
    rules = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentRules = () => rules;
const subscribeToNothing = () => () => {};
const noRules = () => null;

/**
 * The delivery-time functions once loaded, else null (a render follows when they arrive).
 * With `needed` false it is null, loads nothing, and their arrival re-renders nothing.
 */
export function useTimeRules(needed = true): TimeRules | null {
  useEffect(() => {
    if (needed) void loadTimeRules();
  }, [needed]);
  return useSyncExternalStore(needed ? subscribe : subscribeToNothing, needed ? currentRules : noRules, needed ? currentRules : noRules);
}
