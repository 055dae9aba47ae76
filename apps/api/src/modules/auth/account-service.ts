import type { LoginRequest, SignupRequest, UpdateUserRequest, User } from '@platter/contract';
import { createLoginThrottle, type LoginThrottle } from '../../auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { TokenClaims } from '../../auth/tokens.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { settingsOf } from '../restaurant/settings.ts';
import { presentUser } from './presenters.ts';
import { createRevocationCache } from './revocation-cache.ts';
import { createMemorySessionEndings, createRedisSessionEndings, type SessionEnding, type SessionEndings } from './session-endings.ts';
import type { AccountStore } from './store.ts';

export interface IssuedLogin {
  access_token: string;
  expires_at: string;
  token_kind: 'private' | 'manager';
}

/** Emails are compared as the user typed them, but without case: one account per address. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * `failedLogins` counts failed logins per account (the per-address limit is the route's); the
 * composition root passes one that counts in Redis when REDIS_URL is set. `sessionEndings` tells
 * every API process (through Redis when REDIS_URL is set) that sessions ended; `close` ends its
 * Redis connections.
 */
export function createAccountService(
  context: AppContext,
  store: AccountStore,
  failedLogins: LoginThrottle = createLoginThrottle({ now: context.now, enabled: context.config.rateLimits }),
  sessionEndings: SessionEndings = context.config.redisUrl
    ? createRedisSessionEndings(context.config.redisUrl)
    : createMemorySessionEndings(),
) {
  const { config, tokens, now } = context;
  // A request's token check reads the database once per token and few seconds, not every time;
  // an ended session is forgotten at once here and, through `sessionEndings`, in every process.
  const revocations = createRevocationCache();
  sessionEndings.subscribe((ending) => {
    if ('userId' in ending) revocations.forgetUser(String(ending.userId));
    else revocations.forgetToken(ending.jti);
  });
  store.onSessionsEnded((userId) => sessionEndings.announce({ userId }));
  // Hashing a throwaway password when the account does not exist keeps both answers equally slow,
  // so response times do not tell which emails have accounts.
  let timingHash: Promise<string> | undefined;
  const hashForTiming = () => (timingHash ??= hashPassword('not-a-password', config.passwordHashCost));

  /** A token of the user's current session version (`sessionVersion`: 0 for a new account). */
  async function issue(kind: 'private' | 'manager', userId: number, restaurantId: number, sessionVersion: number): Promise<IssuedLogin> {
    const issued = await tokens.issue(kind, String(userId), restaurantId, sessionVersion);
    return { access_token: issued.token, expires_at: issued.expiresAt.toISOString(), token_kind: kind };
  }

  return {
    async login({ email, password, restaurantId, manager }: LoginRequest): Promise<IssuedLogin> {
      await context.restaurants.require(restaurantId);
      const account = `${restaurantId}:${normaliseEmail(email)}`;
      if (await failedLogins.isBlocked(account)) throw AppError.of('too_many_attempts');
      const user = await store.findUserByEmail(restaurantId, normaliseEmail(email));
      const passwordMatches = await verifyPassword(password, user?.password_hash ?? (await hashForTiming()));
      if (!user || !passwordMatches) {
        await failedLogins.recordFailure(account);
        throw AppError.validation('email', 'these_credentials_do_not_match');
      }
      await failedLogins.reset(account);
      if (manager) {
        // A manager login needs the manager role and this restaurant among the managed ones.
        const allowed = user.role === 'manager' && (await store.managesRestaurant(user.id, restaurantId));
        if (!allowed) throw AppError.validation('email', 'these_credentials_do_not_match');
        return issue('manager', user.id, restaurantId, user.session_version);
      }
      return issue('private', user.id, restaurantId, user.session_version);
    },

    async signup(request: SignupRequest, remoteIp?: string): Promise<IssuedLogin & { user: User }> {
      const restaurant = await context.restaurants.require(request.restaurantId);
      if (!settingsOf(restaurant).registration_enabled) throw AppError.of('registration_disabled');
      await context.recaptcha.verify(request.recaptcha, remoteIp);
      const email = normaliseEmail(request.email);
      if (await store.findUserByEmail(restaurant.id, email)) throw AppError.validation('email', 'email_is_already_taken');
      const timestamp = now().toISOString();
      const userId = await store
        .insertUser({
          restaurant_id: restaurant.id,
          email,
          password_hash: await hashPassword(request.password, config.passwordHashCost),
          name: request.name,
          mobile: request.mobile,
          birth_date: request.birth_date ?? null,
          postal_code: request.postal_code,
          created_at: timestamp,
          updated_at: timestamp,
        })
        .catch((error: unknown) => {
          // Two signups racing with one email: the unique index decides, the loser hears why.
          if (/unique|duplicate/i.test(String(error))) throw AppError.validation('email', 'email_is_already_taken');
          throw error;
        });
      const user = await store.findUserById(userId);
      if (!user) throw new Error(`user ${userId} vanished after insert`);
      return { ...(await issue('private', userId, restaurant.id, user.session_version)), user: presentUser(user) };
    },

    async profile(userId: number): Promise<User> {
      const user = await store.findUserById(userId);
      if (!user) throw AppError.of('unauthenticated');
      return presentUser(user);
    },

    /**
     * Changes the profile. A new password ends the user's other sessions (private and manager
     * tokens issued before); `keptJti`, the token that made the change, stays valid, so the page
     * where the password was changed goes on working.
     */
    async update(userId: number, changes: UpdateUserRequest, keptJti: string | null = null): Promise<User> {
      const user = await store.findUserById(userId);
      if (!user) throw AppError.of('unauthenticated');
      if (changes.password !== undefined && !(await verifyPassword(changes.current_password ?? '', user.password_hash))) {
        throw AppError.validation('current_password', 'current_password_should_be_valid');
      }
      const email = changes.email === undefined ? undefined : normaliseEmail(changes.email);
      if (email !== undefined && email !== user.email && (await store.findUserByEmail(user.restaurant_id, email))) {
        throw AppError.validation('email', 'email_is_already_taken');
      }
      const postalCode = changes.postal_code !== undefined ? changes.postal_code : changes.postalCode;
      const fields = {
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(email !== undefined ? { email } : {}),
        ...(changes.mobile !== undefined ? { mobile: changes.mobile } : {}),
        ...(changes.birth_date !== undefined ? { birth_date: changes.birth_date } : {}),
        ...(postalCode !== undefined ? { postal_code: postalCode } : {}),
        ...(changes.password !== undefined ? { password_hash: await hashPassword(changes.password, config.passwordHashCost) } : {}),
        updated_at: now().toISOString(),
      };
      // A new password ends the other sessions in the same statement that sets it.
      if (changes.password !== undefined) await store.updateUserEndingSessions(userId, fields, keptJti);
      else await store.updateUser(userId, fields);
      return this.profile(userId);
    },

    /**
     * Whether a private or manager token no longer stands: revoked by a logout, or issued before
     * the user's last password reset or change (its session version is not the user's, and it is
     * not the token that made the change), or of a user who is gone.
     */
    isRevoked(claims: TokenClaims): Promise<boolean> {
      return revocations.isRevoked(claims.jti, claims.sub, async () => {
        if (await store.isTokenRevoked(claims.jti)) return true;
        const userId = Number(claims.sub);
        const state = Number.isInteger(userId) ? await store.sessionStateOf(userId) : undefined;
        if (!state) return true;
        return (claims.sessionVersion ?? 0) !== state.session_version && claims.jti !== state.session_kept_jti;
      });
    },

    /** Revokes the token the request came with; it stays revoked until it would have expired. */
    async logout(claims: TokenClaims): Promise<void> {
      await store.revokeToken(claims.jti, new Date(claims.exp * 1000).toISOString());
      sessionEndings.announce({ jti: claims.jti });
      await store.pruneRevokedTokens(now().toISOString());
    },

    /** Listens to ended sessions of any process (the realtime service ends their subscriptions). */
    onSessionEnded: (listener: (ending: SessionEnding) => void) => sessionEndings.subscribe(listener),

    /** Ends the Redis connections of the session endings. */
    close: () => sessionEndings.close(),
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
