import { performance } from 'node:perf_hooks';
import { type RealtimeChannel, type RealtimeServerMessage, realtimeServerMessageSchema } from '@platter/contract';

/**
 * A test's end of `api/realtime`: Node's own WebSocket (the browser's API), every server message
 * parsed with the contract and kept in order, so a test waits for the next one it expects.
 */
export interface TestSocket {
  send(message: unknown): void;
  sendRaw(data: string | Uint8Array): void;
  /** The next message not yet taken that matches, waiting up to `timeoutMs`. */
  next(match?: (message: RealtimeServerMessage) => boolean, timeoutMs?: number): Promise<RealtimeServerMessage>;
  /** Subscribes and resolves with the answer about the channel (`subscribed` or `error`). */
  subscribe(channel: RealtimeChannel, token: string): Promise<RealtimeServerMessage>;
  /** Sends a ping and resolves on its pong: everything the server sent before it has arrived. */
  roundTrip(): Promise<void>;
  /** Messages received and not taken yet. */
  readonly pending: RealtimeServerMessage[];
  /** When a message arrived (`performance.now()`). */
  arrivedAt(message: RealtimeServerMessage): number;
  /** Resolves with the close code once the socket is closed. */
  readonly closed: Promise<number>;
  close(): Promise<number>;
}

export function realtimeUrl(base: string): string {
  return `${base.replace(/^http/, 'ws')}/api/realtime`;
}

export async function openSocket(url: string): Promise<TestSocket> {
  const socket = new WebSocket(url);
  const pending: RealtimeServerMessage[] = [];
  const waiters: Array<() => void> = [];
  const arrivals = new WeakMap<RealtimeServerMessage, number>();
  socket.addEventListener('message', (event) => {
    const message = realtimeServerMessageSchema.parse(JSON.parse(String(event.data)));
    arrivals.set(message, performance.now());
    pending.push(message);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`could not open ${url}`)), { once: true });
  });

  async function next(match: (message: RealtimeServerMessage) => boolean = () => true, timeoutMs = 3000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = pending.findIndex(match);
      if (index >= 0) return pending.splice(index, 1)[0] as RealtimeServerMessage;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching realtime message; pending: ${JSON.stringify(pending)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  const sameChannel = (channel: RealtimeChannel) => (message: RealtimeServerMessage) =>
    (message.type === 'subscribed' || message.type === 'error') && JSON.stringify(message.channel) === JSON.stringify(channel);

  return {
    send: (message) => socket.send(JSON.stringify(message)),
    sendRaw: (data) => socket.send(data),
    next,
    async subscribe(channel, token) {
      socket.send(JSON.stringify({ type: 'subscribe', channel, token }));
      return next(sameChannel(channel));
    },
    async roundTrip() {
      socket.send(JSON.stringify({ type: 'ping' }));
      await next((message) => message.type === 'pong');
    },
    pending,
    arrivedAt: (message) => arrivals.get(message) ?? Number.NaN,
    closed,
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) socket.close();
      return closed;
    },
  };
}
