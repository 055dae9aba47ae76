import { type RealtimeEvent, realtimeEventSchema } from '@platter/contract';
import { Redis } from 'ioredis';
import { closeRedisConnections, createListeners } from './listeners.ts';

/** Hands an event to every listener of every API process; it never throws (an event lost is a slower refresh, the clients poll). */
export type PublishRealtimeEvent = (event: RealtimeEvent) => void;
export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * Where realtime events travel between the services that cause them and the sockets that carry
 * them: within one process, or across every process of the deployment through Redis pub/sub.
 */
export interface RealtimeBus {
  publish: PublishRealtimeEvent;
  /** Listens to every event of the bus; returns the way to stop. */
  subscribe(listener: RealtimeListener): () => void;
  /** Resolves once the bus receives events (at once in process; Redis: once subscribed). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** What the bus tells about its own failures (a Redis connection lost, a foreign message). */
export type BusErrorReporter = (error: unknown, message: string) => void;

/** One process: events go straight to the listeners, synchronously. */
export function createMemoryBus(onError: BusErrorReporter = () => undefined): RealtimeBus {
  const listeners = createListeners<RealtimeEvent>(onError, 'realtime listener failed');
  return {
    publish: (event) => listeners.dispatch(event),
    subscribe: (listener) => listeners.add(listener),
    ready: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/** The one Redis channel every API process publishes to and listens on. */
export const REDIS_REALTIME_CHANNEL = 'platter:realtime';

export interface RedisBusOptions {
  onError?: BusErrorReporter;
  /** @default REDIS_REALTIME_CHANNEL */
  channel?: string;
}

/**
 * Every process of the deployment: events are published as JSON on one Redis channel and each
 * process hands what it receives to its own listeners, its own events included (Redis sends them
 * back), so a socket on any process hears an order placed on any other. A subscribed Redis
 * connection can do nothing else, hence two. Received messages are checked against the contract:
 * a message of another version or another program on the channel is reported and dropped.
 */
export function createRedisBus(url: string, options: RedisBusOptions = {}): RealtimeBus {
  const onError = options.onError ?? (() => undefined);
  const channel = options.channel ?? REDIS_REALTIME_CHANNEL;
  const listeners = createListeners<RealtimeEvent>(onError, 'realtime listener failed');
  // A publish while Redis is away waits in ioredis' offline queue for a few retries, then fails
  // (reported); ioredis reconnects by itself and re-subscribes the subscriber.
  const publisher = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: false });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: unknown) => onError(error, 'redis connection error'));
  }
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch (error) {
      onError(error, 'realtime message on redis is not JSON');
      return;
    }
    const event = realtimeEventSchema.safeParse(parsed);
    if (!event.success) {
      onError(event.error, 'realtime message on redis is not an event');
      return;
    }
    listeners.dispatch(event.data);
  });
  const subscribed = subscriber.subscribe(channel).then(() => undefined);
  // Observed here so that a failed first subscription is reported, not an unhandled rejection.
  subscribed.catch((error: unknown) => onError(error, 'redis subscribe failed'));

  let closed = false;
  return {
    publish(event) {
      if (closed) return;
      publisher.publish(channel, JSON.stringify(event)).catch((error: unknown) => onError(error, 'redis publish failed'));
    },
    subscribe: (listener) => listeners.add(listener),
    ready: () => subscribed,
    async close() {
      if (closed) return;
      closed = true;
      await closeRedisConnections([publisher, subscriber]);
    },
  };
}
