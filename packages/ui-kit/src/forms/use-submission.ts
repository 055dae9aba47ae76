import { useCallback, useRef, useState } from 'react';
import { failureText } from './account-fields.ts';

export interface Submission {
  /** True while a send is on its way: the submit button shows its spinner. */
  sending: boolean;
  /** Why the last send failed, in the guest's language; null when it did not (or was cleared). */
  failure: string | null;
  /**
   * Sends once: clears the failure, sets `sending`, awaits `send`, and keeps a rejection's text in
   * `failure`. Resolves to true when `send` succeeded; false when it failed, or when a send was
   * already on its way, in which case `send` is not called.
   */
  run: (send: () => Promise<void>) => Promise<boolean>;
  /** Hides the failure, e.g. when a new submit starts with its validation. */
  clearFailure: () => void;
}

/**
 * The sending state and failure message of a form that hands its values to an async `onSubmit`.
 * Spec: a form never sends twice while a send is on its way, and a failure is shown in the form,
 * in the guest's language: the rejection's own message (the app has translated it), else `fallback`.
 *
 * A form still checks `sending` before it validates, so that a submit during a send changes nothing.
 */
export function useSubmission(fallback: string): Submission {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // State alone would let two submits of the same render both start a send.
  const busy = useRef(false);

  const run = useCallback(
    async (send: () => Promise<void>) => {
      if (busy.current) return false;
      busy.current = true;
      setFailure(null);
      setSending(true);
      try {
        await send();
        return true;
      } catch (error) {
        setFailure(failureText(error, fallback));
        return false;
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [fallback],
  );
  const clearFailure = useCallback(() => setFailure(null), []);

  return { sending, failure, run, clearFailure };
}
