import { useDeferredValue } from 'react';

/**
 * `show`, but turned on in a deferred render after the one that turned it on (React renders that
 * one in slices, after the update's own has painted), and off at once. For content whose mounting
 * would lengthen the task of the update that asks for it: a tap's latency, or a long task of the
 * page's load (issue 18).
 */
export function useDeferredShow(show: boolean): boolean {
  return useDeferredValue(show) && show;
}
