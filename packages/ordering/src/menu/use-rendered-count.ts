import { useDeferredValue, useEffect, useState } from 'react';

/** Cards rendered at once when a list appears: a screenful on a desktop grid (4 × 3). */
export const FIRST_RENDERED = 12;
/** Cards added by each later step. */
export const RENDER_STEP = 24;

/**
 * How many of a list's `total` items to render: a screenful first, then `RENDER_STEP` more after
 * each step has painted. A category of 110 dishes took one 900 ms render at 4x CPU, and a product
 * panel opened meanwhile waited for all of it (issue 18, INP). Each step is a deferred render, the
 * kind the panel's opening is (ProductChoiceHost), so React renders a pending opening with the
 * next step, not after every step: a transition would outrank it, and the panel would wait for the
 * whole list again. `listKey` names the list: another one (a category) starts again from a
 * screenful; a refetch of the same one keeps what is shown.
 */
export function useRenderedCount(total: number, listKey: unknown): number {
  const [target, setTarget] = useState({ listKey, count: FIRST_RENDERED });
  // Adjusted while rendering, so that a new list's first render is already a screenful.
  if (!Object.is(target.listKey, listKey)) setTarget({ listKey, count: FIRST_RENDERED });
  const wanted = Object.is(target.listKey, listKey) ? target.count : FIRST_RENDERED;
  const rendered = useDeferredValue(wanted);

  useEffect(() => {
    if (rendered !== wanted || rendered >= total) return;
    // The next step once this one has painted, not in the task that committed it.
    const timer = setTimeout(() => {
      setTarget((current) => (Object.is(current.listKey, listKey) ? { listKey, count: current.count + RENDER_STEP } : current));
    }, 0);
    return () => clearTimeout(timer);
  }, [rendered, wanted, total, listKey]);

  return Math.min(rendered, total);
}
