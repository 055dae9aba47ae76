/**
 * Runs `run` once the browser is idle, and after `maxWaitMs` at the latest (where there is no
 * requestIdleCallback, as in Safari, after `maxWaitMs`); returns the cancel function, an effect's
 * cleanup.
 */
export function whenIdle(run: () => void, maxWaitMs = 2_000): () => void {
  const { requestIdleCallback, cancelIdleCallback } = window;
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    const handle = requestIdleCallback.call(window, run, { timeout: maxWaitMs });
    return () => cancelIdleCallback.call(window, handle);
  }
  const timer = window.setTimeout(run, maxWaitMs);
  return () => window.clearTimeout(timer);
}
