import { Redis } from 'ioredis';
import { closeRedisConnections, createListeners } from '../../realtime/listeners.ts';

export type MenuChangeListener = (restaurantId: number) => void;

/**
 * Tells every API process that a restaurant's menu changed, so each retires its cached answers:
 * within this process, or with a Redis URL on a Redis channel every process listens on (its own
 * announcements come back to it too, harmlessly). Stock taken and given back by orders travels as
 * order events on the realtime bus instead; this carries what has no such event (break patterns).
 */
export interface MenuChanges {
  announce(restaurantId: number): void;
  subscribe(listener: MenuChangeListener): () => void;
  close(): Promise<void>;
}

export const REDIS_MENU_CHANNEL = 'platter:menu-changed';

export interface MenuChangesOptions {
  redisUrl?: string | undefined;
  channel?: string;
  onError?: (error: unknown, message: string) => void;
}

export function createMenuChanges({
  redisUrl,
  channel = REDIS_MENU_CHANNEL,
  onError = () => undefined,
}: MenuChangesOptions = {}): MenuChanges {
  const listeners = createListeners<number>(onError, 'menu change listener failed');
  const dispatch = listeners.dispatch;
  const subscribe = listeners.add;
  if (!redisUrl) return { announce: dispatch, subscribe, close: () => Promise.resolve() };

  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  for (const connection of [publisher, subscriber])
    connection.on('error', (error: unknown) => onError(error, 'menu changes: redis connection error'));
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const restaurantId = Number(message);
    if (Number.isSafeInteger(restaurantId) && restaurantId > 0) dispatch(restaurantId);
    else onError(new Error(`not a restaurant id: ${message.slice(0, 40)}`), 'menu changes: foreign message');
  });
  subscriber.subscribe(channel).catch((error: unknown) => onError(error, 'menu changes: redis subscribe failed'));
  let closed = false;
  return {
    announce(restaurantId) {
      // This process at once; the others (and this one again) through Redis.
      dispatch(restaurantId);
      if (closed) return;
      publisher.publish(channel, String(restaurantId)).catch((error: unknown) => onError(error, 'menu changes: redis publish failed'));
    },
    subscribe,
    async close() {
      if (closed) return;
      closed = true;
      await closeRedisConnections([publisher, subscriber]);
    },
  };
}
