import type { BreakPattern } from '@platter/contract';

export type PatternState = 'active' | 'scheduled' | 'stopped' | 'ended';

/** How a pattern stands for the list: the server's `active`, else stopped, past its end, or still to come. */
export function patternState(pattern: BreakPattern, today: string): PatternState {
  if (pattern.stopped_at) return 'stopped';
  if (pattern.active) return 'active';
  if (pattern.end_date < today) return 'ended';
  return 'scheduled';
}
