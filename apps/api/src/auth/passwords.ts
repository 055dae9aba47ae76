import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/**
 * How many scrypt derivations run at once in this process. scrypt runs on libuv's thread pool
 * (4 threads unless UV_THREADPOOL_SIZE says otherwise), where token checks (WebCrypto HMAC) and
 * file reads run too: with every thread busy hashing, a menu read behind a token waits for 40
 * logins. Half the pool at most, so the other half stays free; later derivations queue here, and
 * their memory (128 * N * r bytes each) is only taken when they run.
 */
export const PASSWORD_HASH_CONCURRENCY = Math.max(1, Math.floor((Number(process.env.UV_THREADPOOL_SIZE) || 4) / 2));

/** A counting semaphore: at most `limit` tasks run, the rest wait in arrival order. */
export function createSemaphore(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limit) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting, for tests and metrics. */
    get pending() {
      return running + waiting.length;
    },
  };
}

const hashing = createSemaphore(PASSWORD_HASH_CONCURRENCY);

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return hashing.run(() => deriveNow(password, salt, cost));
}

function deriveNow(password: string, salt: Buffer, cost: number): Promise<Buffer> {
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
