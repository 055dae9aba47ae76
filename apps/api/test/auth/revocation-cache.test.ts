import { describe, expect, it } from 'vitest';
import { createRevocationCache } from '../../src/modules/auth/revocation-cache.ts';

/** A clock the test moves, and a read that counts its calls and answers what the test says. */
function world(answer = false) {
  let time = 0;
  const state = { reads: 0, answer };
  const cache = createRevocationCache({ ttlMs: 1000, maxEntries: 3, clock: () => time });
  const read = async () => {
    state.reads++;
    return state.answer;
  };
  const advance = (ms: number) => {
    time += ms;
  };
  return { cache, state, read, advance };
}

describe('the revocation cache', () => {
  it('reads a token once within its time to live, again after it', async () => {
    const { cache, state, read, advance } = world();
    expect(await cache.isRevoked('a', '1', read)).toBe(false);
    advance(999);
    expect(await cache.isRevoked('a', '1', read)).toBe(false);
    expect(state.reads).toBe(1);
    state.answer = true;
    advance(1);
    expect(await cache.isRevoked('a', '1', read)).toBe(true);
    expect(state.reads).toBe(2);
  });

  it("forgets every token of a user at once, and only that user's", async () => {
    const { cache, state, read } = world();
    await cache.isRevoked('a', '1', read);
    await cache.isRevoked('b', '1', read);
    await cache.isRevoked('c', '2', read);
    state.answer = true;
    cache.forgetUser('1');
    expect(await cache.isRevoked('a', '1', read)).toBe(true);
    expect(await cache.isRevoked('b', '1', read)).toBe(true);
    expect(await cache.isRevoked('c', '2', read)).toBe(false);
  });

  it('forgets one token at once (logout)', async () => {
    const { cache, state, read } = world();
    await cache.isRevoked('a', '1', read);
    await cache.isRevoked('b', '1', read);
    state.answer = true;
    cache.forgetToken('a');
    expect(await cache.isRevoked('a', '1', read)).toBe(true);
    expect(await cache.isRevoked('b', '1', read)).toBe(false);
  });

  it('does not remember a read that a forgetting overtook (it may hold the state before the change)', async () => {
    const { cache, state } = world();
    let finishRead: (revoked: boolean) => void = () => undefined;
    const slowRead = () =>
      new Promise<boolean>((resolve) => {
        state.reads++;
        finishRead = resolve;
      });
    const pending = cache.isRevoked('a', '1', slowRead);
    cache.forgetUser('1');
    finishRead(false);
    expect(await pending).toBe(false);
    expect(await cache.isRevoked('a', '1', async () => true)).toBe(true);
  });

  it('keeps at most maxEntries tokens, dropping the oldest', async () => {
    const { cache, state, read } = world();
    for (const jti of ['a', 'b', 'c', 'd']) await cache.isRevoked(jti, '1', read);
    expect(state.reads).toBe(4);
    await cache.isRevoked('d', '1', read);
    expect(state.reads).toBe(4);
    await cache.isRevoked('a', '1', read);
    expect(state.reads).toBe(5);
  });
});
