import type { RealtimeChannel, RealtimeEvent } from '@platter/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, createRealtimeClient, type RealtimeStatus, realtimeUrlOf } from '../index.ts';

/** A WebSocket stand-in: the test opens, answers and drops it by hand. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  closedWith: number | undefined;
  private listeners: Record<string, Array<(event: { data: unknown }) => void>> = {};
  readonly url: string;

  constructor(url: string) {
    this.url = url;
    FakeSocket.instances.push(this);
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  }

  addEventListener(type: string, listener: (event: { data: unknown }) => void) {
    this.listeners[type] = [...(this.listeners[type] ?? []), listener];
  }

  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }

  open() {
    this.readyState = 1;
    this.emit('open');
  }

  receive(message: unknown) {
    this.emit('message', JSON.stringify(message));
  }

  drop() {
    this.readyState = 3;
    this.emit('close');
  }

  /** The channels of the subscribe messages sent so far, and forgets them. */
  takeSubscribes(): Array<{ channel: unknown; token: unknown }> {
    const subscribes = this.sent.filter((message) => message.type === 'subscribe').map(({ channel, token }) => ({ channel, token }));
    this.sent = this.sent.filter((message) => message.type !== 'subscribe');
    return subscribes;
  }

  private emit(type: string, data?: unknown) {
    for (const listener of this.listeners[type] ?? []) listener({ data });
  }
}

const restaurant: RealtimeChannel = { kind: 'restaurant_orders', restaurantId: 1 };
const order: RealtimeChannel = { kind: 'order', orderId: 7 };
const created: RealtimeEvent = { type: 'order_created', restaurantId: 1, orderId: 7 };
const delivered: RealtimeEvent = { type: 'order_status_changed', restaurantId: 1, orderId: 7, status: 'delivered' };

/** Lets the token promises settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

function client(options: { tokenFor?: (kind: 'guest' | 'manager') => Promise<string> } = {}) {
  return createRealtimeClient({
    url: 'ws://api.test/api/realtime',
    tokenFor: options.tokenFor ?? (async (kind) => `${kind}-token`),
    WebSocket: FakeSocket,
  });
}

describe('the realtime client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens one socket on the first subscription and subscribes with the token of the channel kind', async () => {
    const realtime = client();
    const statuses: RealtimeStatus[] = [];
    realtime.subscribe(restaurant, () => undefined, { onStatus: (status) => statuses.push(status) });
    realtime.subscribe(order, () => undefined);
    expect(FakeSocket.instances).toHaveLength(1);
    const socket = FakeSocket.latest();
    expect(socket.url).toBe('ws://api.test/api/realtime');
    socket.open();
    await settle();
    expect(socket.takeSubscribes()).toEqual([
      { channel: restaurant, token: 'manager-token' },
      { channel: order, token: 'guest-token' },
    ]);
    expect(statuses).toEqual(['connecting']);
    socket.receive({ type: 'subscribed', channel: restaurant });
    expect(statuses).toEqual(['connecting', 'live']);
  });

  it("hands each channel's events to its listeners only, until they stop", async () => {
    const realtime = client();
    const onRestaurant = vi.fn();
    const onOrder = vi.fn();
    const secondOnOrder = vi.fn();
    realtime.subscribe(restaurant, onRestaurant);
    const stopOrder = realtime.subscribe(order, onOrder);
    realtime.subscribe(order, secondOnOrder);
    const socket = FakeSocket.latest();
    socket.open();
    await settle();
    // The same channel twice is one subscription on the socket.
    expect(socket.takeSubscribes()).toHaveLength(2);
    socket.receive({ type: 'event', channel: restaurant, event: created });
    socket.receive({ type: 'event', channel: order, event: delivered });
    expect(onRestaurant.mock.calls).toEqual([[created]]);
    expect(onOrder.mock.calls).toEqual([[delivered]]);
    stopOrder();
    socket.receive({ type: 'event', channel: order, event: delivered });
    expect(onOrder).toHaveBeenCalledTimes(1);
    expect(secondOnOrder).toHaveBeenCalledTimes(2);
    // Something that is no message of the protocol is ignored.
    socket.receive({ type: 'event', channel: order, event: { type: 'party' } });
    expect(secondOnOrder).toHaveBeenCalledTimes(2);
  });

  it('unsubscribes a channel no one listens to, and closes the socket after the last', async () => {
    const realtime = client();
    const stopRestaurant = realtime.subscribe(restaurant, () => undefined);
    const stopOrder = realtime.subscribe(order, () => undefined);
    const socket = FakeSocket.latest();
    socket.open();
    await settle();
    socket.takeSubscribes();
    stopOrder();
    stopOrder();
    expect(socket.sent).toEqual([{ type: 'unsubscribe', channel: order }]);
    stopRestaurant();
    expect(socket.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    // Subscribing again opens a new one.
    realtime.subscribe(order, () => undefined);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('reconnects after a loss with a doubling backoff up to 15 s and subscribes everything again', async () => {
    const realtime = client();
    const statuses: RealtimeStatus[] = [];
    realtime.subscribe(order, () => undefined, { onStatus: (status) => statuses.push(status) });
    realtime.subscribe(restaurant, () => undefined);
    FakeSocket.latest().open();
    await settle();
    FakeSocket.latest().receive({ type: 'subscribed', channel: order });

    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const socket = FakeSocket.latest();
      const count = FakeSocket.instances.length;
      socket.drop();
      let waited = 0;
      while (FakeSocket.instances.length === count) {
        await vi.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000]);
    expect(statuses.slice(0, 5)).toEqual(['connecting', 'live', 'offline', 'connecting', 'offline']);

    const socket = FakeSocket.latest();
    socket.open();
    await settle();
    expect(socket.takeSubscribes().map(({ channel }) => channel)).toEqual([order, restaurant]);
    socket.receive({ type: 'subscribed', channel: order });
    expect(statuses.at(-1)).toBe('live');
    // Once open again, the backoff starts over.
    socket.drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.instances.at(-1)).not.toBe(socket);
  });

  it('leaves a channel the server refuses for good offline, and tries a refused token again later', async () => {
    let token = 'expired-token';
    const realtime = client({ tokenFor: async () => token });
    const orderStatuses: RealtimeStatus[] = [];
    const otherStatuses: RealtimeStatus[] = [];
    const other: RealtimeChannel = { kind: 'order', orderId: 8 };
    realtime.subscribe(order, () => undefined, { onStatus: (status) => orderStatuses.push(status) });
    realtime.subscribe(other, () => undefined, { onStatus: (status) => otherStatuses.push(status) });
    const socket = FakeSocket.latest();
    socket.open();
    await settle();
    socket.takeSubscribes();
    socket.receive({ type: 'error', channel: order, code: 'token_expired' });
    socket.receive({ type: 'error', channel: other, code: 'you_dont_allow' });
    expect(orderStatuses.at(-1)).toBe('offline');
    expect(otherStatuses.at(-1)).toBe('offline');
    token = 'fresh-token';
    await vi.advanceTimersByTimeAsync(500);
    expect(socket.takeSubscribes()).toEqual([{ channel: order, token: 'fresh-token' }]);
    socket.receive({ type: 'subscribed', channel: order });
    expect(orderStatuses.at(-1)).toBe('live');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.takeSubscribes()).toEqual([]);
  });

  it('pings and reopens a socket that stays silent', async () => {
    const realtime = client();
    realtime.subscribe(order, () => undefined);
    const socket = FakeSocket.latest();
    socket.open();
    await settle();
    await vi.advanceTimersByTimeAsync(25_000);
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' });
    socket.receive({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(25_000);
    expect(socket.closedWith).toBeUndefined();
    await vi.advanceTimersByTimeAsync(25_000);
    expect(socket.closedWith).toBe(4000);
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('refuses a channel that is not one of the contract', () => {
    const realtime = client();
    expect(() => realtime.subscribe({ kind: 'kitchen' } as unknown as RealtimeChannel, () => undefined)).toThrow();
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it('stays offline without a WebSocket', () => {
    const realtime = createRealtimeClient({
      url: 'ws://api.test/api/realtime',
      tokenFor: async () => 't',
      WebSocket: undefined as never,
    });
    const original = globalThis.WebSocket;
    vi.stubGlobal('WebSocket', undefined);
    const statuses: RealtimeStatus[] = [];
    realtime.subscribe(order, () => undefined, { onStatus: (status) => statuses.push(status) });
    vi.stubGlobal('WebSocket', original);
    expect(statuses).toEqual(['connecting', 'offline']);
  });
});

describe('the API client realtime', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
  });

  it('derives ws(s) addresses from the API base', () => {
    expect(realtimeUrlOf('/api', 'https://shop.example/menu?x=1')).toBe('wss://shop.example/api/realtime');
    expect(realtimeUrlOf('http://127.0.0.1:3000/api/')).toBe('ws://127.0.0.1:3000/api/realtime');
  });

  it("is the client's `realtime`, with the manager token for restaurant channels", async () => {
    const api = createApiClient({ baseUrl: 'http://api.test/api', WebSocket: FakeSocket });
    const claims = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }));
    const managerToken = `e30.${claims}.s`;
    api.tokens.rememberLogin(managerToken, new Date(Date.now() + 3_600_000).toISOString(), 'manager');
    api.realtime.subscribe(restaurant, () => undefined);
    // The client's realtime half loads with its first subscription.
    const socket = await vi.waitFor(() => FakeSocket.latest());
    expect(socket.url).toBe('ws://api.test/api/realtime');
    socket.open();
    await vi.waitFor(() => expect(socket.sent).toEqual([{ type: 'subscribe', channel: restaurant, token: managerToken }]));
  });

  it("refuses a channel that is not one of the contract's at once, as the schema does", async () => {
    const { realtimeChannelSchema } = await import('@platter/contract');
    const api = createApiClient({ baseUrl: 'http://api.test/api', WebSocket: FakeSocket });
    const channels: unknown[] = [
      restaurant,
      order,
      { kind: 'order', orderId: 0 },
      { kind: 'order', orderId: 1.5 },
      { kind: 'order', orderId: '7' },
      { kind: 'restaurant_orders', restaurantId: 2_147_483_648 },
      { kind: 'restaurant_orders', orderId: 7 },
      { kind: 'table_payment', tablePaymentId: ' t-1 ' },
      { kind: 'table_payment', tablePaymentId: '   ' },
      { kind: 'table_payment', tablePaymentId: 'x'.repeat(64) },
      { kind: 'table_payment', tablePaymentId: 'x'.repeat(65) },
      { kind: 'table_payment', tablePaymentId: 7 },
      { kind: 'tables' },
      null,
      'order:7',
    ];
    for (const channel of channels) {
      const subscribe = () => api.realtime.subscribe(channel as RealtimeChannel, () => undefined)();
      if (realtimeChannelSchema.safeParse(channel).success) expect(subscribe, JSON.stringify(channel)).not.toThrow();
      else expect(subscribe, JSON.stringify(channel)).toThrow(TypeError);
    }
  });
});
