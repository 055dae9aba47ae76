import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';

export type TokenKind = 'public' | 'private' | 'manager';

/** How long each kind of token lives. Guests renew public tokens silently; people log in again. */
export const TOKEN_LIFETIME_SECONDS: Record<TokenKind, number> = {
  public: 60 * 60 * 24,
  private: 60 * 60 * 24 * 7,
  manager: 60 * 60 * 12,
};

const ISSUER = 'platter';
const AUDIENCES: Record<string, TokenKind> = { 'platter:public': 'public', 'platter:private': 'private', 'platter:manager': 'manager' };
/** The one header the server signs; every other `alg` (`none`, RS256 for key confusion) is refused. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const SIGNATURE_BYTES = 32;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** What a verified token says. `sub` is `guest:<id>` for public tokens, else the user id. */
export interface TokenClaims {
  kind: TokenKind;
  sub: string;
  jti: string;
  /** Seconds since the epoch, as in the JWT. */
  exp: number;
  /** The user's restaurant (private and manager tokens; for a manager, the one they logged in to). */
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

type Refusal = Extract<VerifyResult, { ok: false }>;
const INVALID: Refusal = { ok: false, reason: 'invalid' };
const EXPIRED: Refusal = { ok: false, reason: 'expired' };

/** Verified tokens remembered at most; past that the oldest go first (about 300 bytes each). */
export const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Decodes one part of a compact JWT: base64url without padding, and only the canonical spelling
 * (Node's decoder skips stray characters, so a part is re-encoded and compared).
 */
function decodePart(part: string): Buffer | null {
  if (!BASE64URL.test(part)) return null;
  const bytes = Buffer.from(part, 'base64url');
  return bytes.toString('base64url') === part ? bytes : null;
}

function jsonObjectOf(bytes: Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isSeconds = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Signs and verifies the platform's JWTs: HS256 only (an allow-list, so `alg: none` and key
 * confusion cannot pass), an issuer, and an audience per kind so a public token can never be
 * replayed where a private one is required. Both run synchronously on node:crypto: a request's
 * check costs one HMAC, not a trip through async WebCrypto (issue 18).
 */
export function createTokenService(
  secret: string,
  now: () => Date = () => new Date(),
  { verifiedTokensKept = VERIFIED_TOKENS_KEPT }: { verifiedTokensKept?: number } = {},
) {
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const sign = (signingInput: string) => createHmac('sha256', key).update(signingInput, 'ascii').digest();
  // A client sends the same token with every call: its signature and claims are checked once and
  // its claims remembered under the exact text, so a repeat costs a lookup and the `exp` check
  // (issue 18: the HMAC and the JSON were a seventh of a cached menu call). Only a token's time
  // can change its verdict (nothing else in it is read against the outside), and only tokens
  // without `nbf` (the server issues none) are remembered, so `exp` is all that is checked again.
  // Whether its session still stands is not remembered here (the auth plugin's revocation check).
  // The claims are frozen: every request with the token shares them.
  const verified = new Map<string, TokenClaims>();
  const remember = (token: string, claims: TokenClaims) => {
    if (verified.size >= verifiedTokensKept) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, Object.freeze(claims));
  };

  return {
    issue(kind: TokenKind, subject: string, restaurantId?: number, sessionVersion?: number): IssuedToken {
      const jti = randomBytes(16).toString('base64url');
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAtSeconds = issuedAt + TOKEN_LIFETIME_SECONDS[kind];
      const payload = {
        ...(restaurantId === undefined ? {} : { rid: restaurantId }),
        ...(sessionVersion ? { sv: sessionVersion } : {}),
        iss: ISSUER,
        aud: `platter:${kind}`,
        sub: subject,
        jti,
        iat: issuedAt,
        exp: expiresAtSeconds,
      };
      const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
      const token = `${signingInput}.${sign(signingInput).toString('base64url')}`;
      return { token, jti, expiresAt: new Date(expiresAtSeconds * 1000) };
    },

    /** What `verifyAnew` says of the token, from memory when it verified before. */
    verify(token: string): VerifyResult {
      const known = verified.get(token);
      if (known) {
        if (known.exp > Math.floor(now().getTime() / 1000)) return { ok: true, claims: known };
        verified.delete(token);
        return EXPIRED;
      }
      const result = verifyAnew(token);
      if (result.ok && !result.notBefore) remember(token, result.claims);
      return result.ok ? { ok: true, claims: result.claims } : result;
    },
  };

  /**
   * The signature first (nothing of an unsigned payload is read), then the claims in jose's
   * order, so a token that is both forged or misplaced and expired is `invalid`, never `expired`.
   */
  function verifyAnew(token: string): Refusal | { ok: true; claims: TokenClaims; notBefore: boolean } {
    const parts = token.split('.');
    if (parts.length !== 3) return INVALID;
    const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
    const headerBytes = decodePart(headerPart);
    const header = headerBytes && jsonObjectOf(headerBytes);
    if (header?.alg !== 'HS256' || header.typ !== 'JWT' || 'crit' in header || 'b64' in header) return INVALID;
    const signature = decodePart(signaturePart);
    if (!signature || signature.length !== SIGNATURE_BYTES) return INVALID;
    if (!timingSafeEqual(signature, sign(`${headerPart}.${payloadPart}`))) return INVALID;

    const payloadBytes = decodePart(payloadPart);
    const payload = payloadBytes && jsonObjectOf(payloadBytes);
    if (!payload || payload.iss !== ISSUER || !isId(payload.sub) || !isId(payload.jti)) return INVALID;
    const kind = typeof payload.aud === 'string' ? AUDIENCES[payload.aud] : undefined;
    if (!kind || !isSeconds(payload.exp)) return INVALID;
    const nowSeconds = Math.floor(now().getTime() / 1000);
    if (payload.iat !== undefined && (!isSeconds(payload.iat) || payload.iat > payload.exp)) return INVALID;
    if (payload.nbf !== undefined && (!isSeconds(payload.nbf) || payload.nbf > nowSeconds)) return INVALID;
    if (payload.exp <= nowSeconds) return EXPIRED;
    if (payload.rid !== undefined && !Number.isSafeInteger(payload.rid)) return INVALID;
    if (payload.sv !== undefined && !Number.isSafeInteger(payload.sv)) return INVALID;
    return {
      ok: true,
      notBefore: payload.nbf !== undefined,
      claims: {
        kind,
        sub: payload.sub,
        jti: payload.jti,
        exp: payload.exp,
        ...(typeof payload.rid === 'number' ? { restaurantId: payload.rid } : {}),
        ...(typeof payload.sv === 'number' ? { sessionVersion: payload.sv } : {}),
      },
    };
  }
}
export type TokenService = ReturnType<typeof createTokenService>;
