import {
  REALTIME_LIMITS,
  type RealtimeChannel,
  type RealtimeErrorCode,
  type RealtimeEvent,
  type RealtimeServerMessage,
  realtimeChannelHears,
  realtimeChannelKey,
  realtimeClientMessageSchema,
} from '@platter/contract';
import type { TokenClaims, TokenService } from '../../auth/tokens.ts';
import { AppError } from '../../errors.ts';
import type { BusErrorReporter, RealtimeBus } from '../../realtime/bus.ts';
import type { SessionEnding } from '../auth/session-endings.ts';

/** Milliseconds between the server's pings; a socket that has not answered the last one by the next is closed. */
export const REALTIME_HEARTBEAT_MS = 30_000;

/** A shared table payment as the realtime layer needs it. */
export interface TablePaymentRef {
  restaurantId: number;
}

export interface RealtimeServiceDeps {
  tokens: TokenService;
  /**
   * Whether a token was revoked (logout, password change), checked for private and manager tokens
   * as the HTTP auth does: at subscribe time and again before each event a subscription hears.
   */
  isRevoked: (claims: TokenClaims) => Promise<boolean>;
  /**
   * Sessions ended in any process (the account service's `onSessionEnded`): the subscriptions of
   * those tokens end at once, with `unauthenticated`, instead of at their next event.
   */
  onSessionEnded?: (listener: (ending: SessionEnding) => void) => () => void;
  bus: RealtimeBus;
  /** The restaurants a manager (a user id) manages. */
  managedRestaurantIds: (userId: number) => Promise<number[]>;
  /**
   * Reads an order as `GET api/order` does (the session that placed it, the customer it belongs
   * to), throwing an `AppError` for a token that may not: the same rule, not a copy of it.
   */
  readOrder: (orderId: number, claims: TokenClaims) => Promise<unknown>;
  /**
   * The shared table payment of an id, undefined when there is none. Table payments are not stored
   * yet (their routes are issue 12's gap), so the composition root answers undefined and every
   * `table_payment` subscription is refused; the table payment module supplies the lookup.
   */
  findTablePayment: (tablePaymentId: string) => Promise<TablePaymentRef | undefined>;
  now: () => Date;
  onError: BusErrorReporter;
  /** @default REALTIME_HEARTBEAT_MS */
  heartbeatMs?: number;
}

export type Authorization = { ok: true; claims: TokenClaims } | { ok: false; code: RealtimeErrorCode };

/** One socket's side of the protocol: what the client sent in, what the server sends out. */
export interface RealtimeSession {
  /** Handles one text message of the client, in order of arrival; never rejects. */
  receive(text: string): Promise<void>;
  /** The socket closed: its subscriptions end. */
  close(): void;
}

interface Subscription {
  channel: RealtimeChannel;
  claims: TokenClaims;
}

const endedBy = (ending: SessionEnding, claims: TokenClaims) =>
  claims.kind !== 'public' && ('userId' in ending ? String(ending.userId) === claims.sub : ending.jti === claims.jti);

/**
 * The realtime use cases: who may listen to which channel, and the sessions that carry a socket's
 * subscriptions. The WebSocket route only moves text between a socket and its session.
 */
export function createRealtimeService(deps: RealtimeServiceDeps) {
  const { tokens, bus, now } = deps;
  /** Each open socket's reaction to an ended session. */
  const openSessions = new Set<(ending: SessionEnding) => void>();
  const stopHearingEndings = deps.onSessionEnded?.((ending) => {
    for (const sessionEnded of openSessions) sessionEnded(ending);
  });

  /** A subscription's token is checked as a request's bearer token, then against the channel's rule. */
  async function authorize(channel: RealtimeChannel, token: string): Promise<Authorization> {
    const verified = tokens.verify(token);
    if (!verified.ok) return { ok: false, code: verified.reason === 'expired' ? 'token_expired' : 'unauthenticated' };
    const { claims } = verified;
    if (claims.kind !== 'public' && (await deps.isRevoked(claims))) return { ok: false, code: 'unauthenticated' };
    const allowed = await mayListen(channel, claims);
    return allowed ? { ok: true, claims } : { ok: false, code: 'you_dont_allow' };
  }

  async function mayListen(channel: RealtimeChannel, claims: TokenClaims): Promise<boolean> {
    switch (channel.kind) {
      case 'restaurant_orders': {
        const managerId = Number(claims.sub);
        if (claims.kind !== 'manager' || !Number.isInteger(managerId)) return false;
        return (await deps.managedRestaurantIds(managerId)).includes(channel.restaurantId);
      }
      case 'order':
        return deps.readOrder(channel.orderId, claims).then(
          () => true,
          (error: unknown) => {
            if (error instanceof AppError) return false;
            throw error;
          },
        );
      case 'table_payment': {
        // The guests at the table: a public token (the table payment's id is what they share), or
        // a customer's private token of the table payment's restaurant. Not the staff's token.
        if (claims.kind === 'manager') return false;
        const tablePayment = await deps.findTablePayment(channel.tablePaymentId);
        if (!tablePayment) return false;
        return claims.kind === 'public' || claims.restaurantId === undefined || claims.restaurantId === tablePayment.restaurantId;
      }
    }
  }

  function openSession(send: (message: RealtimeServerMessage) => void): RealtimeSession {
    const subscriptions = new Map<string, Subscription>();
    let stopListening: (() => void) | null = null;
    let closed = false;
    let queue: Promise<void> = Promise.resolve();
    // Events and re-checks, one after the other, so the client hears events in the bus's order.
    let deliveries: Promise<void> = Promise.resolve();
    const later = (work: () => Promise<void>) => {
      deliveries = deliveries.then(work).catch((error: unknown) => deps.onError(error, 'realtime delivery failed'));
    };

    /** Ends the subscription, telling the client why: an error naming a channel means "not subscribed to it". */
    function end(key: string, channel: RealtimeChannel, code: RealtimeErrorCode) {
      subscriptions.delete(key);
      send({ type: 'error', channel, code });
    }

    /** Whether the subscription's token still stands; one whose session ended is ended. */
    async function stillStands(key: string, { channel, claims }: Subscription): Promise<boolean> {
      if (claims.kind === 'public') return true;
      let revoked: boolean;
      try {
        revoked = await deps.isRevoked(claims);
      } catch (error) {
        deps.onError(error, 'realtime subscription could not be checked again');
        // Closed on failure: no event reaches a token that could not be checked; the client subscribes again.
        if (subscriptions.get(key)?.claims === claims) end(key, channel, 'something_went_wrong');
        return false;
      }
      // A subscribe of the channel may have replaced it meanwhile; that one was checked itself.
      if (subscriptions.get(key)?.claims !== claims) return false;
      if (revoked) end(key, channel, 'unauthenticated');
      return !revoked;
    }

    async function deliver(event: RealtimeEvent) {
      const nowSeconds = now().getTime() / 1000;
      for (const [key, subscription] of [...subscriptions]) {
        if (closed) return;
        if (subscriptions.get(key) !== subscription || !realtimeChannelHears(subscription.channel, event)) continue;
        // A subscription lives as long as its token: past it, the client subscribes again with a new one.
        if (subscription.claims.exp <= nowSeconds) {
          end(key, subscription.channel, 'token_expired');
          continue;
        }
        if (await stillStands(key, subscription)) send({ type: 'event', channel: subscription.channel, event });
      }
      listenWhileSubscribed();
    }

    const onEvent = (event: RealtimeEvent) => later(() => deliver(event));

    const onSessionEnded = (ending: SessionEnding) => {
      later(async () => {
        for (const [key, subscription] of [...subscriptions]) {
          if (!closed && endedBy(ending, subscription.claims)) await stillStands(key, subscription);
        }
        listenWhileSubscribed();
      });
    };
    openSessions.add(onSessionEnded);

    /** The bus is listened to only while the socket has a subscription. */
    function listenWhileSubscribed() {
      if (subscriptions.size > 0 && !stopListening && !closed) stopListening = bus.subscribe(onEvent);
      if ((subscriptions.size === 0 || closed) && stopListening) {
        stopListening();
        stopListening = null;
      }
    }

    async function handle(text: string): Promise<void> {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        send({ type: 'error', code: 'invalid_message' });
        return;
      }
      const parsed = realtimeClientMessageSchema.safeParse(json);
      if (!parsed.success) {
        send({ type: 'error', code: 'invalid_message' });
        return;
      }
      const message = parsed.data;
      if (message.type === 'ping') {
        send({ type: 'pong' });
        return;
      }
      const key = realtimeChannelKey(message.channel);
      if (message.type === 'unsubscribe') {
        subscriptions.delete(key);
        listenWhileSubscribed();
        return;
      }
      if (!subscriptions.has(key) && subscriptions.size >= REALTIME_LIMITS.subscriptionsPerSocket) {
        send({ type: 'error', channel: message.channel, code: 'too_many_subscriptions' });
        return;
      }
      let authorization: Authorization;
      try {
        authorization = await authorize(message.channel, message.token);
      } catch (error) {
        deps.onError(error, 'realtime subscription could not be checked');
        authorization = { ok: false, code: 'something_went_wrong' };
      }
      if (closed) return;
      if (!authorization.ok) {
        // A refused subscribe also ends an earlier subscription of the channel: an error naming a
        // channel always means "not subscribed to it".
        subscriptions.delete(key);
        listenWhileSubscribed();
        send({ type: 'error', channel: message.channel, code: authorization.code });
        return;
      }
      subscriptions.set(key, { channel: message.channel, claims: authorization.claims });
      listenWhileSubscribed();
      send({ type: 'subscribed', channel: message.channel });
    }

    return {
      receive(text) {
        // One message after the other: an unsubscribe must not overtake the subscribe before it.
        const handled = queue.then(() => (closed ? undefined : handle(text)));
        queue = handled.catch((error: unknown) => deps.onError(error, 'realtime message failed'));
        return queue;
      },
      close() {
        closed = true;
        openSessions.delete(onSessionEnded);
        subscriptions.clear();
        listenWhileSubscribed();
      },
    };
  }

  return {
    authorize,
    openSession,
    heartbeatMs: deps.heartbeatMs ?? REALTIME_HEARTBEAT_MS,
    /**
     * Resolves once the bus delivers events (Redis: subscribed), or after `timeoutMs` with the delay
     * reported: a server without its Redis still serves HTTP, and the clients' polling covers the gap.
     */
    async ready(timeoutMs: number): Promise<void> {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), timeoutMs);
      });
      const outcome = await Promise.race([
        bus.ready().then(
          () => 'ready' as const,
          () => 'failed' as const,
        ),
        late,
      ]);
      clearTimeout(timer);
      if (outcome === 'late') deps.onError(new Error(`not subscribed after ${timeoutMs} ms`), 'realtime bus is not ready yet');
    },
    close: () => {
      stopHearingEndings?.();
      return bus.close();
    },
  };
}
export type RealtimeService = ReturnType<typeof createRealtimeService>;
