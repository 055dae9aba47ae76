import type { TokenService } from './auth/tokens.ts';
import type { Services } from './composition.ts';
import type { Config } from './config.ts';
import type { RecaptchaCheck } from './http/recaptcha.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { RestaurantLookup } from './modules/restaurant/lookup.ts';

/**
 * What every service gets besides its own stores: built once per app in the composition root
 * (`composition.ts`), so tests can swap any part. No database handle: SQL lives in stores.
 */
export interface AppContext {
  config: Config;
  tokens: TokenService;
  mailer: Mailer;
  /** Bot protection of signup, contact and reservations; passes everything without a secret. */
  recaptcha: RecaptchaCheck;
  /** The restaurant a call names (a 422 on `restaurantId` when there is none). */
  restaurants: RestaurantLookup;
  /** The clock; modules never call `new Date()` for rules, so tests can fix the time. */
  now: () => Date;
}

/** The options every module's route plugin receives: the services, never a store or the database. */
export interface ModuleOptions {
  services: Services;
}
