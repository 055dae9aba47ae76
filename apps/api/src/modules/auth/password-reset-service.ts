import { createHash, randomBytes } from 'node:crypto';
import { fillPlaceholders, messageLanguageOf, translateMessage } from '@platter/i18n';
import { hashPassword } from '../../auth/passwords.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { guestSiteUrl, type RequestOrigin } from '../../web/ordering-app.ts';
import { normaliseEmail } from './account-service.ts';
import type { AccountStore } from './store.ts';

/** A reset link works for an hour, once. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** Only the hash of a reset token is stored, so a database leak does not leak working links. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const RESET_MAIL = {
  en: {
    subject: 'Reset your password',
    body: 'Someone asked to reset the password of your account at {restaurant}. Open this link within an hour to choose a new one:\n\n{link}\n\nIf it was not you, ignore this mail; your password stays as it is.',
  },
  de: {
    subject: 'Passwort zurücksetzen',
    body: 'Für das Konto bei {restaurant} wurde ein neues Passwort angefordert. Mit diesem Link lässt es sich innerhalb einer Stunde wählen:\n\n{link}\n\nWer das nicht angefordert hat, kann diese E-Mail ignorieren; das Passwort bleibt dann unverändert.',
  },
  fr: {
    subject: 'Réinitialiser votre mot de passe',
    body: 'Une réinitialisation du mot de passe de votre compte chez {restaurant} a été demandée. Ouvrez ce lien dans l’heure pour en choisir un nouveau :\n\n{link}\n\nSi ce n’était pas vous, ignorez ce message ; votre mot de passe reste inchangé.',
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور',
    body: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك لدى {restaurant}. افتح هذا الرابط خلال ساعة لاختيار كلمة مرور جديدة:\n\n{link}\n\nإن لم تكن أنت من طلب ذلك، فتجاهل هذه الرسالة؛ ستبقى كلمة مرورك كما هي.',
  },
} as const;

export function createPasswordResetService(context: AppContext, store: AccountStore) {
  const { now, config, mailer } = context;
  return {
    /**
     * Mails a reset link when the email has an account. The answer is the same either way, so the
     * call cannot be used to find out who has an account. The link goes to the restaurant's host
     * the request came to (`origin`), else to PUBLIC_URL: never to a host the caller made up.
     */
    async requestReset(emailInput: string, restaurantId: number, language: string, origin?: RequestOrigin): Promise<string> {
      const restaurant = await context.restaurants.require(restaurantId);
      const user = await store.findUserByEmail(restaurant.id, normaliseEmail(emailInput));
      if (user) {
        const token = randomBytes(32).toString('base64url');
        await store.insertPasswordReset(user.id, hashToken(token), new Date(now().getTime() + RESET_LINK_LIFETIME_MS).toISOString());
        const texts = RESET_MAIL[messageLanguageOf(language)];
        const link = `${guestSiteUrl(config, restaurant, origin)}/resetpass/${token}?email=${encodeURIComponent(user.email)}`;
        await mailer.send({
          restaurantId: restaurant.id,
          kind: 'password_reset',
          to: user.email,
          subject: `${texts.subject} · ${restaurant.name}`,
          text: fillPlaceholders(texts.body, { restaurant: restaurant.name, link }),
        });
      }
      return translateMessage('reset_mail_sent', language);
    },

    async emailOfToken(token: string): Promise<string> {
      const reset = await store.findUsablePasswordReset(hashToken(token), now().toISOString());
      if (!reset) throw AppError.validation('token', 'password_reset_token_should_be_valid');
      return reset.email;
    },

    async resetPassword(email: string, token: string, password: string): Promise<void> {
      const reset = await store.findUsablePasswordReset(hashToken(token), now().toISOString());
      if (!reset || reset.email !== normaliseEmail(email)) throw AppError.validation('token', 'password_reset_token_should_be_valid');
      const completed = await store.completePasswordReset(
        reset.reset_id,
        reset.user_id,
        await hashPassword(password, config.passwordHashCost),
        now().toISOString(),
      );
      if (!completed) throw AppError.validation('token', 'password_reset_token_should_be_valid');
    },
  };
}
