import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenKind = 'public' | 'private' | 'manager';

/** How long each kind of token lives. Guests renew public tokens silently; people log in again. */
export const TOKEN_LIFETIME_SECONDS: Record<TokenKind, number> = {
  public: 60 * 60 * 24,
  private: 60 * 60 * 24 * 7,
  manager: 60 * 60 * 12,
};

const ISSUER = 'platter';
const ALGORITHM = 'HS256';

/** What a verified token says. `sub` is `guest:<id>` for public tokens, else the user id. */
export interface TokenClaims {
  kind: TokenKind;
  sub: string;
  jti: string;
  /** Seconds since the epoch, as in the JWT. */
  exp: number;
  /** The user's restaurant (private and manager tokens). */
  restaurantId?: number;
  /** The user's session version at login (claim `sv`, private and manager tokens; absent is 0). */
  sessionVersion?: number;
}

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Signs and verifies the platform's JWTs: HS256 only (an allow-list, so `alg: none` and key
 * confusion cannot pass), an issuer, and an audience per kind so a public token can never be
 * replayed where a private one is required.
 */
export function createTokenService(secret: string, now: () => Date = () => new Date()) {
  const key = new TextEncoder().encode(secret);

  return {
    async issue(kind: TokenKind, subject: string, restaurantId?: number, sessionVersion?: number): Promise<IssuedToken> {
      const jti = randomBytes(16).toString('base64url');
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAtSeconds = issuedAt + TOKEN_LIFETIME_SECONDS[kind];
      const token = await new SignJWT({
        ...(restaurantId === undefined ? {} : { rid: restaurantId }),
        ...(sessionVersion ? { sv: sessionVersion } : {}),
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(`platter:${kind}`)
        .setSubject(subject)
        .setJti(jti)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(key);
      return { token, jti, expiresAt: new Date(expiresAtSeconds * 1000) };
    },

    async verify(token: string): Promise<VerifyResult> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: ['platter:public', 'platter:private', 'platter:manager'],
          currentDate: now(),
        });
        const audience = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
        const kind = audience?.replace('platter:', '') as TokenKind;
        if (!payload.sub || !payload.jti || !payload.exp) return { ok: false, reason: 'invalid' };
        return {
          ok: true,
          claims: {
            kind,
            sub: payload.sub,
            jti: payload.jti,
            exp: payload.exp,
            ...(typeof payload.rid === 'number' ? { restaurantId: payload.rid } : {}),
            ...(typeof payload.sv === 'number' ? { sessionVersion: payload.sv } : {}),
          },
        };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
