/**
 * Bot protection (spec §7 "Other": the client loads a bot-protection script with the restaurant's
 * site key). Decided here, where the spec leaves it open:
 *
 * - Google reCAPTCHA v3, the invisible kind: `api.js?render={siteKey}`, then one
 *   `grecaptcha.execute(siteKey, { action })` per submission. No checkbox is added to any form; the
 *   server checks only `success` (apps/api `http/recaptcha.ts`), which a v3 token satisfies.
 * - The token goes in the field the server reads, `recaptcha`, with signup, contact and table
 *   reservation. A token is asked for at each submission (they are single use and expire after two
 *   minutes), never kept.
 * - The script is loaded once per page, when the first protected form is shown, so a guest who
 *   never opens one never loads anything from Google.
 * - When the script cannot be loaded or answers nothing, the form is sent without a token: the
 *   server, if it checks, refuses with `recaptcha_invalid` and the form says so; if it does not,
 *   the guest is not stopped by a blocked script.
 */

/** The part of Google's `grecaptcha` (v3) the client uses. */
export interface RecaptchaApi {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** Puts a script into the page; resolves once it has run, rejects when it fails to load. */
export type ScriptLoader = (src: string) => Promise<void>;

/** What the client sends a token with (v3 action names: letters, digits, `_` and `/`). */
export type RecaptchaAction = 'signup' | 'contact' | 'reserve_table';

export interface Recaptcha {
  /** Starts loading the script for a site key (once per key); resolves with `grecaptcha`. */
  load(siteKey: string): Promise<RecaptchaApi>;
  /** A fresh token for one submission, or null when none can be had (see the module's notes). */
  token(siteKey: string, action: RecaptchaAction): Promise<string | null>;
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** A script or a token that takes longer counts as unavailable: the form goes on without one. */
export const RECAPTCHA_TIMEOUT_MS = 10_000;

export interface CreateRecaptchaOptions {
  /** @default appends a `<script async>` to the document's head */
  loadScript?: ScriptLoader;
  /** Where the script leaves `grecaptcha`. @default globalThis */
  scope?: { grecaptcha?: RecaptchaApi };
  /** @default RECAPTCHA_TIMEOUT_MS */
  timeoutMs?: number;
}

export function recaptchaScriptUrl(siteKey: string): string {
  return `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
}

export function createRecaptcha({
  loadScript = appendScript,
  scope = globalThis as { grecaptcha?: RecaptchaApi },
  timeoutMs = RECAPTCHA_TIMEOUT_MS,
}: CreateRecaptchaOptions = {}): Recaptcha {
  const loading = new Map<string, Promise<RecaptchaApi>>();

  function load(siteKey: string): Promise<RecaptchaApi> {
    let api = loading.get(siteKey);
    if (!api) {
      api = loadScript(recaptchaScriptUrl(siteKey)).then(() => {
        const grecaptcha = scope.grecaptcha;
        if (!grecaptcha) throw new Error('The recaptcha script left no grecaptcha');
        return new Promise<RecaptchaApi>((resolve) => grecaptcha.ready(() => resolve(grecaptcha)));
      });
      // A failed load may be retried by the next submission (a flaky connection, say).
      api.catch(() => loading.delete(siteKey));
      loading.set(siteKey, api);
    }
    return api;
  }

  return {
    load,
    async token(siteKey, action) {
      try {
        const token = await withTimeout(
          load(siteKey).then((grecaptcha) => grecaptcha.execute(siteKey, { action })),
          timeoutMs,
        );
        return token || null;
      } catch {
        return null;
      }
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('recaptcha timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The browser's way: one `<script async>` in the head. */
export const appendScript: ScriptLoader = (src) =>
  new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
