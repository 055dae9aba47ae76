import type { RecaptchaApi, ScriptLoader } from '../recaptcha/recaptcha.ts';

export interface FakeRecaptcha {
  /** Give it to the app as its script loader: "loading" a script puts a fake `grecaptcha` on the window. */
  loadScript: ScriptLoader;
  /** The script addresses asked for, in order. */
  scripts: string[];
  /** Each token asked for, as `{siteKey}:{action}`; the token is `token-{n}-{action}`. */
  executed: string[];
}

/** A stand-in for Google's recaptcha script (tests have no network): tokens are numbered per request. */
export function fakeRecaptcha(): FakeRecaptcha {
  const scripts: string[] = [];
  const executed: string[] = [];
  const grecaptcha: RecaptchaApi = {
    ready: (callback) => void Promise.resolve().then(callback),
    execute: async (siteKey, { action }) => {
      executed.push(`${siteKey}:${action}`);
      return `token-${executed.length}-${action}`;
    },
  };
  return {
    scripts,
    executed,
    loadScript: async (src) => {
      scripts.push(src);
      (globalThis as { grecaptcha?: RecaptchaApi }).grecaptcha = grecaptcha;
    },
  };
}
