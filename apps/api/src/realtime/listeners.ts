import type { Redis } from 'ioredis';

/** What a broadcast tells about its own failures (a listener that threw, a Redis connection lost). */
export type BroadcastErrorReporter = (error: unknown, message: string) => void;

/**
 * The listeners of one kind of broadcast (realtime events, session endings, menu changes): each is
 * called in turn, and one that throws is reported as `failure` without stopping the others.
 */
export function createListeners<T>(onError: BroadcastErrorReporter, failure: string) {
  const listeners = new Set<(value: T) => void>();
  return {
    /** Returns the way to stop; a wrapper per call, so the same function added twice listens twice. */
    add(listener: (value: T) => void): () => void {
      const entry = (value: T) => listener(value);
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
    dispatch(value: T): void {
      for (const listener of [...listeners]) {
        try {
          listener(value);
        } catch (error) {
          onError(error, failure);
        }
      }
    },
  };
}

/** Ends Redis connections: `quit` waits for pending replies; a connection that never came up is just dropped. */
export async function closeRedisConnections(connections: readonly Redis[]): Promise<void> {
  await Promise.all(
    connections.map((connection) =>
      connection.status === 'ready'
        ? connection.quit().then(
            () => undefined,
            () => connection.disconnect(),
          )
        : connection.disconnect(),
    ),
  );
}
