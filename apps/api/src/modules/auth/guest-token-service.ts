import { randomBytes, timingSafeEqual } from 'node:crypto';
import { TOKEN_LIFETIME_SECONDS, type TokenService } from '../../auth/tokens.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Client credentials: a public token for a new guest session. The token's subject
 * `guest:<random>` is what guest-owned objects (baskets) are bound to.
 */
export function createGuestTokenService(config: Pick<Config, 'oauthClients'>, tokens: TokenService) {
  return {
    async issue({ grant_type, client_id, client_secret }: { grant_type: string; client_id: string; client_secret: string }) {
      if (grant_type !== 'client_credentials') throw AppError.validation('grant_type', 'grant_type_unsupported');
      const client = config.oauthClients.find((candidate) => candidate.id === client_id);
      if (!client || !sameSecret(client_secret, client.secret)) throw AppError.of('client_credentials_invalid');
      const issued = await tokens.issue('public', `guest:${randomBytes(16).toString('base64url')}`);
      return {
        access_token: issued.token,
        token_type: 'Bearer' as const,
        expires_in: TOKEN_LIFETIME_SECONDS.public,
        expires_at: issued.expiresAt.toISOString(),
      };
    },
  };
}
export type GuestTokenService = ReturnType<typeof createGuestTokenService>;
