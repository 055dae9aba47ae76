import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import type { TokenClaims, TokenKind, TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified token of the request, or null when it carries none. */
    auth: TokenClaims | null;
  }
}

/**
 * The restaurant ids a request names in its query or body (`restaurantId`, as every call that acts
 * on a restaurant names it); values that are not an id are left to the route's validation.
 */
function restaurantIdsNamed(request: FastifyRequest): number[] {
  const ids: number[] = [];
  for (const source of [request.query, request.body]) {
    if (typeof source !== 'object' || source === null || !('restaurantId' in source)) continue;
    const id = Number(source.restaurantId);
    if ((typeof source.restaurantId === 'number' || typeof source.restaurantId === 'string') && Number.isSafeInteger(id)) ids.push(id);
  }
  return ids;
}

/** The token of an Authorization header (`Bearer <token>`), or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Reads the bearer token of every request. A token that is present but expired, forged or revoked
 * is a 401 at once, so no route ever sees half-trusted claims; a request without one goes on with
 * `request.auth = null` and the route decides (see `requireToken`).

 */
export const authPlugin = fp<{ tokens: TokenService; isRevoked: (claims: TokenClaims) => Promise<boolean> }>(
  async (app: FastifyInstance, { tokens, isRevoked }) => {
    app.decorateRequest('auth', null);
    // A callback hook: a request without a token or with a public one passes without a promise;
    // only a person's token waits for its revocation check.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) return done();
      const result = tokens.verify(token);
      if (!result.ok) return done(AppError.of(result.reason === 'expired' ? 'token_expired' : 'unauthenticated'));
      const claims = result.claims;
      if (claims.kind === 'public') {
        request.auth = claims;
        return done();
      }
      isRevoked(claims).then(
        (revoked) => {
          if (revoked) return done(AppError.of('unauthenticated'));
          request.auth = claims;
          done();
        },
        (error: Error) => done(error),
      );
    });
  },
  { name: 'platter-auth' },
);

/**
 * A route guard: 401 without a valid token, 403 when the token is of another kind.
 * Every guest call needs at least a public token (spec document 2, §4). Use it as a
 * `preValidation` hook, so a caller without a token hears 401 before anything about its input.
 *
 * A customer's (private) token is a session at one restaurant, its `rid`: used on a call that
 * names another restaurant it is a 401 `unauthenticated` as well. The decision: accounts are per
 * restaurant (one email may have an account at each), so at the other restaurant the caller has no
 * session at all, which the catalogue calls `unauthenticated` (the client then drops its login);
 * `unauthorized` (403) would say the session exists there but lacks a right. Manager tokens are
 * exempt: one manager login manages several restaurants, and each manager call checks the managed
 * ids. Calls without this guard (login, signup, a guest token) issue tokens and ignore the bearer.
 */
export function requireToken(...kinds: TokenKind[]): preHandlerHookHandler {
  const allowed: readonly TokenKind[] = kinds.length > 0 ? kinds : ['public', 'private', 'manager'];
  return async (request: FastifyRequest) => {
    const claims = request.auth;
    if (!claims) throw AppError.of('unauthenticated');
    if (!allowed.includes(claims.kind)) throw AppError.of('unauthorized');
    if (claims.kind === 'private' && claims.restaurantId !== undefined) {
      if (restaurantIdsNamed(request).some((id) => id !== claims.restaurantId)) throw AppError.of('unauthenticated');
    }
  };
}

/** The signed-in user's id, for routes guarded by `requireToken('private')` or `('manager')`. */
export function userIdOf(request: FastifyRequest): number {
  const id = Number(request.auth?.sub);
  if (!request.auth || request.auth.kind === 'public' || !Number.isInteger(id)) throw AppError.of('unauthenticated');
  return id;
}

/** The claims of a request behind `requireToken`: a 401 if, against the guard, there are none. */
export function claimsOf(request: { auth: TokenClaims | null }): TokenClaims {
  if (!request.auth) throw AppError.of('unauthenticated');
  return request.auth;
}
