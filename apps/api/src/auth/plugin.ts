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

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
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
    app.addHook('onRequest', async (request) => {
      const token = bearerOf(request);
      if (!token) return;
      const result = await tokens.verify(token);
      if (!result.ok) throw AppError.of(result.reason === 'expired' ? 'token_expired' : 'unauthenticated');
      if (result.claims.kind !== 'public' && (await isRevoked(result.claims))) throw AppError.of('unauthenticated');
      request.auth = result.claims;
    });
  },
  { name: 'platter-auth' },
);

/**
 * A route guard: 401 without a valid token, 403 when the token is of another kind.
 * Every guest call needs at least a public token (spec document 2, §4). Use it as a
 * `preValidation` hook, so a caller without a token hears 401 before anything about its input.
 */
export function requireToken(...kinds: TokenKind[]): preHandlerHookHandler {
  const allowed: readonly TokenKind[] = kinds.length > 0 ? kinds : ['public', 'private', 'manager'];
  return async (request: FastifyRequest) => {
    if (!request.auth) throw AppError.of('unauthenticated');
    if (!allowed.includes(request.auth.kind)) throw AppError.of('unauthorized');
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
