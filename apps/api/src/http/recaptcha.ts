import { z } from 'zod';
import { AppError } from '../errors.ts';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** The part of `fetch` the check uses, so tests pass a fake instead of calling Google. */
export type RecaptchaFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export interface RecaptchaOptions {
  /** The server-side secret; without one, every check passes (development and tests). */
  secret: string | undefined;
  /** @default the global fetch, looked up at each check */
  fetch?: RecaptchaFetch;
  /** Google's answer is awaited this long before the check counts as failed. @default 5000 */
  timeoutMs?: number;
}

export interface RecaptchaCheck {
  /** Resolves when the response is valid; otherwise a 422 `recaptcha: ['recaptcha_invalid']`. */
  verify(response: string | undefined, remoteIp?: string): Promise<void>;
}

const siteverifyAnswerSchema = z.object({ success: z.boolean() });

const invalid = (cause?: unknown) => AppError.validation('recaptcha', 'recaptcha_invalid', undefined, { cause });

/**
 * Checks a recaptcha response with Google's siteverify call. Only `success` is judged (v2 and v3
 * alike; a v3 score threshold would be a per-restaurant setting the spec does not have). Google
 * being unreachable, slow or answering nonsense fails the check: the guest may try again, and a
 * form protected by a captcha must not become unprotected when the check cannot run.
 */
export function createRecaptchaCheck(options: RecaptchaOptions): RecaptchaCheck {
  const timeoutMs = options.timeoutMs ?? 5000;
  const send: RecaptchaFetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  return {
    async verify(response, remoteIp) {
      if (!options.secret) return;
      if (!response) throw invalid();
      const form = new URLSearchParams({ secret: options.secret, response });
      if (remoteIp) form.set('remoteip', remoteIp);
      let answer: unknown;
      try {
        const reply = await send(RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!reply.ok) throw new Error('siteverify answered with an error status');
        answer = await reply.json();
      } catch (error) {
        throw invalid(error);
      }
      const parsed = siteverifyAnswerSchema.safeParse(answer);
      if (!parsed.success || !parsed.data.success) throw invalid();
    },
  };
}
