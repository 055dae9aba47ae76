import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  const N = 2 ** cost;
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes, or Node refuses OWASP's parameters.
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N, r: BLOCK_SIZE, p: PARALLELISM, maxmem: 256 * N * BLOCK_SIZE },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * Hashes a password with scrypt (OWASP: N = 2^17, r = 8, p = 1) into a self-describing string
 * `scrypt$<log2 N>$<salt>$<key>`, so the cost can rise later without breaking stored hashes.
 */
export async function hashPassword(password: string, cost = 17): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Whether the password matches the stored hash, compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, costText, saltText, keyText] = stored.split('$');
  const cost = Number(costText);
  if (scheme !== 'scrypt' || !saltText || !keyText || !Number.isInteger(cost) || cost < 10 || cost > 20) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), cost);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
