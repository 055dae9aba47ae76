import { useCallback, useEffect } from 'react';
import { useRestaurantInfo, useServices } from '../services/context.tsx';
import type { RecaptchaAction } from './recaptcha.ts';

export interface RecaptchaFields {
  /**
   * The fields to send with a protected call: `{ recaptcha: token }` when the restaurant has a
   * site key and a token could be had, else nothing (see `recaptcha.ts` for why).
   */
  fieldsFor(action: RecaptchaAction): Promise<{ recaptcha?: string }>;
}

/**
 * Bot protection for a form that signs up, sends a message or reserves a table: loads the
 * restaurant's recaptcha script once the form is shown (only when it has `recaptcha_site_key`)
 * and gives a fresh token for each submission.
 *
 * @param shown whether the protected form is on screen, for a caller that stays mounted while its
 * form is closed (the auth dialog); the script starts loading when it is. @default true
 */
export function useRecaptcha(shown = true): RecaptchaFields {
  const { recaptcha } = useServices();
  const siteKey = useRestaurantInfo().recaptcha_site_key;

  useEffect(() => {
    if (siteKey && shown) recaptcha.load(siteKey).catch(() => undefined);
  }, [recaptcha, siteKey, shown]);

  const fieldsFor = useCallback(
    async (action: RecaptchaAction): Promise<{ recaptcha?: string }> => {
      if (!siteKey) return {};
      const token = await recaptcha.token(siteKey, action);
      return token ? { recaptcha: token } : {};
    },
    [recaptcha, siteKey],
  );
  return { fieldsFor };
}
