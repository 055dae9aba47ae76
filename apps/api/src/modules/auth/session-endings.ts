import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { closeRedisConnections, createListeners } from '../../realtime/listeners.ts';

/** Sessions that stopped standing: every token of a user (password changed or reset) or one token (logout). */
export type SessionEnding = { userId: number } | { jti: string };
export type SessionEndingListener = (ending: SessionEnding) => void;

/**
 * Where the API processes tell each other that sessions ended, so each drops what it remembers of
 * them (the revocation cache, open realtime subscriptions) at once rather than when it expires.
 */
export interface SessionEndings {
  /** Tells this process's listeners at once and, with Redis, every other process's. Never throws. */
  announce(ending: SessionEnding): void;
  subscribe(listener: SessionEndingListener): () => void;
  close(): Promise<void>;
}

export type SessionEndingsErrorReporter = (error: unknown, message: string) => void;

/** One process: nobody else to tell. */
export function createMemorySessionEndings(onError: SessionEndingsErrorReporter = () => undefined): SessionEndings {
  const listeners = createListeners<SessionEnding>(onError, 'session ending listener failed');
  return { announce: listeners.dispatch, subscribe: listeners.add, close: () => Promise.resolve() };
}

/** The Redis channel of session endings (not the realtime bus's: those are the clients' events). */
export const REDIS_SESSION_ENDINGS_CHANNEL = 'platter:session-endings';

const messageSchema = z.object({
  from: z.string(),
  ending: z.union([z.object({ userId: z.number().int() }).strict(), z.object({ jti: z.string().min(1) }).strict()]),
});

/**
 * Every process through Redis pub/sub. The announcing process tells its own listeners at once and
 * skips its own message when Redis hands it back. A message lost while Redis is away is covered
 * by the revocation cache's time to live (see `revocation-cache.ts`), the bound on how long any
 * process may still accept a token whose session ended.
 */
export function createRedisSessionEndings(
  url: string,
  { onError = () => undefined, channel = REDIS_SESSION_ENDINGS_CHANNEL }: { onError?: SessionEndingsErrorReporter; channel?: string } = {},
): SessionEndings {
  const processId = randomBytes(8).toString('hex');
  const listeners = createListeners<SessionEnding>(onError, 'session ending listener failed');
  const publisher = new Redis(url, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  for (const connection of [publisher, subscriber]) connection.on('error', (error: unknown) => onError(error, 'redis connection error'));
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      onError(error, 'session ending on redis is not JSON');
      return;
    }
    const message = messageSchema.safeParse(json);
    if (!message.success) onError(message.error, 'session ending on redis is not one');
    else if (message.data.from !== processId) listeners.dispatch(message.data.ending);
  });
  subscriber.subscribe(channel).catch((error: unknown) => onError(error, 'redis subscribe failed'));

  let closed = false;
  return {
    announce(ending) {
      listeners.dispatch(ending);
      if (closed) return;
      publisher
        .publish(channel, JSON.stringify({ from: processId, ending }))
        .catch((error: unknown) => onError(error, 'redis publish of a session ending failed'));
    },
    subscribe: listeners.add,
    async close() {
      if (closed) return;
      closed = true;
      await closeRedisConnections([publisher, subscriber]);
    },
  };
}
