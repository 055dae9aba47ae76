import {
  type RealtimeChannel,
  type RealtimeErrorCode,
  type RealtimeEvent,
  realtimeChannelKey,
  realtimeChannelSchema,
  realtimeServerMessageSchema,
} from '@platter/contract';

/** How a subscription stands: waiting for the server, hearing events, or not (polling must do). */
export type RealtimeStatus = 'connecting' | 'live' | 'offline';

export interface RealtimeSubscribeOptions {
  /** Told each change of the subscription's status, starting with the current one. */
  onStatus?: (status: RealtimeStatus) => void;
}

export interface RealtimeClient {
  /**
   * Listens to a channel's events (`api/realtime`); returns the way to stop. Events only say what
   * changed: refetch what they name. Throws for a channel that is not one of the contract's.
   */
  subscribe(channel: RealtimeChannel, onEvent: (event: RealtimeEvent) => void, options?: RealtimeSubscribeOptions): () => void;
}

/** The part of a WebSocket the client uses: the browser's, Node's global one, or a fake in tests. */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}
export type RealtimeSocketConstructor = new (url: string) => RealtimeSocket;

export interface RealtimeClientOptions {
  /** The socket's address (`ws://…/api/realtime`), or a function giving it when the socket opens. */
  url: string | (() => string);
  /** The token of a kind of caller: `restaurant_orders` needs the manager's, the other channels the guest's (private, else public). */
  tokenFor: (kind: 'guest' | 'manager') => Promise<string>;
  /** @default globalThis.WebSocket; without one, every subscription stays `offline` */
  WebSocket?: RealtimeSocketConstructor;
  /** The first wait before reconnecting, doubled after each failed attempt up to `maxBackoffMs`. @default 500 */
  backoffMs?: number;
  /** @default 15000 */
  maxBackoffMs?: number;
  /**
   * How often the client pings; a socket that hears nothing for `heartbeatMs` after a ping is
   * taken for dead (a phone that changed networks) and reopened. @default 25000
   */
  heartbeatMs?: number;
}

/** The server's answers after which subscribing again is pointless: the channel stays offline. */
const FINAL_CODES: readonly RealtimeErrorCode[] = ['you_dont_allow', 'invalid_message', 'too_many_subscriptions'];

interface Listener {
  onEvent: (event: RealtimeEvent) => void;
  onStatus: ((status: RealtimeStatus) => void) | undefined;
}

interface Channel {
  channel: RealtimeChannel;
  listeners: Set<Listener>;
  status: RealtimeStatus;
  /** Failed subscribe attempts in a row, for this channel's own backoff. */
  failures: number;
  retry: ReturnType<typeof setTimeout> | undefined;
  /** Ends an attempt still waiting for its token when the channel is left or the socket goes. */
  attempt: number;
}

/**
 * One socket for every subscription of a client: opened on the first subscription, closed after
 * the last; reopened after a loss with a doubling backoff, every channel subscribed again on the
 * new socket with a fresh token. A channel the server refuses for good (`you_dont_allow`) is
 * `offline`; one refused for its token (`token_expired`, `unauthenticated`) is tried again later.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const backoffMs = options.backoffMs ?? 500;
  const maxBackoffMs = options.maxBackoffMs ?? 15_000;
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const channels = new Map<string, Channel>();
  let socket: RealtimeSocket | null = null;
  let socketOpen = false;
  let reconnects = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  let heardSincePing = true;
  let attempts = 0;

  const delay = (failures: number) => Math.min(backoffMs * 2 ** failures, maxBackoffMs);

  function setStatus(entry: Channel, status: RealtimeStatus) {
    if (entry.status === status) return;
    entry.status = status;
    for (const listener of [...entry.listeners]) listener.onStatus?.(status);
  }

  function socketClass(): RealtimeSocketConstructor | undefined {
    return options.WebSocket ?? (globalThis as { WebSocket?: RealtimeSocketConstructor }).WebSocket;
  }

  async function sendSubscribe(entry: Channel) {
    attempts += 1;
    const attempt = attempts;
    entry.attempt = attempt;
    setStatus(entry, 'connecting');
    let token: string;
    try {
      token = await options.tokenFor(entry.channel.kind === 'restaurant_orders' ? 'manager' : 'guest');
    } catch {
      // No token of that kind (a manager signed out): like a refusal of the token, tried again later.
      if (entry.attempt === attempt) refused(entry, 'unauthenticated');
      return;
    }
    // Left meanwhile, or the socket went (the next one subscribes again).
    if (entry.attempt !== attempt || channels.get(realtimeChannelKey(entry.channel)) !== entry || !socket || !socketOpen) return;
    socket.send(JSON.stringify({ type: 'subscribe', channel: entry.channel, token }));
  }

  function refused(entry: Channel, code: RealtimeErrorCode) {
    setStatus(entry, 'offline');
    if (FINAL_CODES.includes(code)) return;
    clearTimeout(entry.retry);
    entry.retry = setTimeout(() => {
      entry.retry = undefined;
      if (channels.get(realtimeChannelKey(entry.channel)) === entry && socketOpen) void sendSubscribe(entry);
    }, delay(entry.failures));
    entry.failures += 1;
  }

  function onMessage(data: unknown) {
    heardSincePing = true;
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      return;
    }
    const parsed = realtimeServerMessageSchema.safeParse(json);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'pong' || (message.type === 'error' && !message.channel)) return;
    const entry = message.channel ? channels.get(realtimeChannelKey(message.channel)) : undefined;
    if (!entry) return;
    if (message.type === 'subscribed') {
      entry.failures = 0;
      setStatus(entry, 'live');
    } else if (message.type === 'error') {
      refused(entry, message.code);
    } else {
      for (const listener of [...entry.listeners]) listener.onEvent(message.event);
    }
  }

  function stopHeartbeat() {
    clearInterval(heartbeatTimer);
    heartbeatTimer = undefined;
  }

  function connect() {
    const Socket = socketClass();
    if (!Socket) {
      for (const entry of channels.values()) setStatus(entry, 'offline');
      return;
    }
    for (const entry of channels.values()) setStatus(entry, 'connecting');
    let opened: RealtimeSocket;
    try {
      opened = new Socket(typeof options.url === 'function' ? options.url() : options.url);
    } catch {
      // A URL the platform refuses (no location to resolve a relative one against): polling only.
      for (const entry of channels.values()) setStatus(entry, 'offline');
      return;
    }
    socket = opened;
    socketOpen = false;
    opened.addEventListener('open', () => {
      if (socket !== opened) return;
      socketOpen = true;
      reconnects = 0;
      heardSincePing = true;
      heartbeatTimer = setInterval(() => {
        if (!heardSincePing) {
          opened.close(4000, 'no answer');
          lost(opened);
          return;
        }
        heardSincePing = false;
        opened.send(JSON.stringify({ type: 'ping' }));
      }, heartbeatMs);
      for (const entry of channels.values()) void sendSubscribe(entry);
    });
    opened.addEventListener('message', (event) => {
      if (socket === opened) onMessage(event.data);
    });
    opened.addEventListener('close', () => lost(opened));
    opened.addEventListener('error', () => {
      // A close event follows every error; the reconnect starts there.
    });
  }

  /** The socket is gone: every channel offline, and a new socket after the backoff while any is wanted. */
  function lost(gone: RealtimeSocket) {
    if (socket !== gone) return;
    socket = null;
    socketOpen = false;
    stopHeartbeat();
    for (const entry of channels.values()) {
      clearTimeout(entry.retry);
      entry.retry = undefined;
      entry.failures = 0;
      setStatus(entry, 'offline');
    }
    if (channels.size === 0) return;
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (channels.size > 0 && !socket) connect();
    }, delay(reconnects));
    reconnects += 1;
  }

  function closeSocket() {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    stopHeartbeat();
    reconnects = 0;
    const closing = socket;
    socket = null;
    socketOpen = false;
    closing?.close(1000, 'done');
  }

  return {
    subscribe(channelInput, onEvent, subscribeOptions = {}) {
      const channel = realtimeChannelSchema.parse(channelInput);
      const key = realtimeChannelKey(channel);
      const listener: Listener = { onEvent, onStatus: subscribeOptions.onStatus };
      let entry = channels.get(key);
      if (entry) {
        entry.listeners.add(listener);
        listener.onStatus?.(entry.status);
      } else {
        entry = { channel, listeners: new Set([listener]), status: 'connecting', failures: 0, retry: undefined, attempt: 0 };
        channels.set(key, entry);
        listener.onStatus?.('connecting');
        if (!socket && !reconnectTimer) connect();
        else if (socketOpen) void sendSubscribe(entry);
      }

      const subscribed = entry;
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        subscribed.listeners.delete(listener);
        if (subscribed.listeners.size > 0 || channels.get(key) !== subscribed) return;
        channels.delete(key);
        clearTimeout(subscribed.retry);
        subscribed.attempt = -1;
        if (channels.size === 0) closeSocket();
        else if (socket && socketOpen) socket.send(JSON.stringify({ type: 'unsubscribe', channel }));
      };
    },
  };
}
