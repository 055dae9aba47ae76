/**
 * Resolves in a task of its own where the browser has `scheduler.yield()` (Chromium), at once
 * elsewhere (and in tests). A continuation of `yield()` runs before the tasks queued after it, so
 * what follows is not delayed behind them; it only stops being part of the task that called it
 * (issue 18, Total Blocking Time: a phone's long tasks are what Lighthouse counts).
 */
export function ownTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : Promise.resolve();
}
