import type { Kysely } from 'kysely';
import type { TokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Schema } from './db/schema.ts';
import type { RecaptchaCheck } from './http/recaptcha.ts';
import type { Mailer } from './modules/mail/mailer.ts';

/** What every module gets: built once per app in `app.ts`, so tests can swap any part. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Kysely<Schema>;
  tokens: TokenService;
  mailer: Mailer;
  /** Bot protection of signup, contact and reservations; passes everything without a secret. */
  recaptcha: RecaptchaCheck;
  /** The clock; modules never call `new Date()` for rules, so tests can fix the time. */
  now: () => Date;
}

/** The options every module's route plugin receives. */
export interface ModuleOptions {
  context: AppContext;
}
