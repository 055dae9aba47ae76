import { randomBytes } from 'node:crypto';
import type { RealtimeEvent } from '@platter/contract';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createMemoryBus, createRedisBus, type RealtimeBus } from '../../src/realtime/bus.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const created: RealtimeEvent = { type: 'order_created', restaurantId: 1, orderId: 7 };
const delivered: RealtimeEvent = { type: 'order_status_changed', restaurantId: 1, orderId: 7, status: 'delivered' };

/** Resolves with the first `count` events a bus hands its listeners. */
function collect(bus: RealtimeBus, count: number): Promise<RealtimeEvent[]> {
  const events: RealtimeEvent[] = [];
  return new Promise((resolve) => {
    const stop = bus.subscribe((event) => {
      events.push(event);
      if (events.length === count) {
        stop();
        resolve(events);
      }
    });
  });
}

describe('the in-process bus', () => {
  it('hands each event to every listener until it stops listening', () => {
    const bus = createMemoryBus();
    const first: RealtimeEvent[] = [];
    const second: RealtimeEvent[] = [];
    const stopFirst = bus.subscribe((event) => first.push(event));
    bus.subscribe((event) => second.push(event));
    bus.publish(created);
    stopFirst();
    bus.publish(delivered);
    expect(first).toEqual([created]);
    expect(second).toEqual([created, delivered]);
  });

  it('reports a failing listener and still serves the others', () => {
    const reported: string[] = [];
    const bus = createMemoryBus((_error, message) => reported.push(message));
    const heard: RealtimeEvent[] = [];
    bus.subscribe(() => {
      throw new Error('broken screen');
    });
    bus.subscribe((event) => heard.push(event));
    bus.publish(created);
    expect(heard).toEqual([created]);
    expect(reported).toEqual(['realtime listener failed']);
  });
});

describe('the Redis bus', () => {
  it.skipIf(!redisUrl)('carries events from one bus to every other on the channel, itself included (needs TEST_REDIS_URL)', async () => {
    const channel = `platter:realtime:test:${randomBytes(4).toString('hex')}`;
    const a = createRedisBus(redisUrl ?? '', { channel });
    const b = createRedisBus(redisUrl ?? '', { channel });
    try {
      await Promise.all([a.ready(), b.ready()]);
      const onA = collect(a, 2);
      const onB = collect(b, 2);
      a.publish(created);
      b.publish(delivered);
      expect((await onA).sort((x, y) => x.type.localeCompare(y.type))).toEqual([created, delivered]);
      expect((await onB).sort((x, y) => x.type.localeCompare(y.type))).toEqual([created, delivered]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it.skipIf(!redisUrl)('drops and reports what is not an event of the contract (needs TEST_REDIS_URL)', async () => {
    const channel = `platter:realtime:test:${randomBytes(4).toString('hex')}`;
    const reported: string[] = [];
    const bus = createRedisBus(redisUrl ?? '', { channel, onError: (_error, message) => reported.push(message) });
    const raw = new Redis(redisUrl ?? '');
    try {
      await bus.ready();
      const heard = collect(bus, 1);
      await raw.publish(channel, 'not json');
      await raw.publish(channel, JSON.stringify({ type: 'order_created', orderId: 'seven' }));
      await raw.publish(channel, JSON.stringify(created));
      expect(await heard).toEqual([created]);
      expect(reported).toEqual(['realtime message on redis is not JSON', 'realtime message on redis is not an event']);
    } finally {
      raw.disconnect();
      await bus.close();
    }
  });

  it.skipIf(!redisUrl)('closes its connections, and publishing after close is a no-op (needs TEST_REDIS_URL)', async () => {
    const bus = createRedisBus(redisUrl ?? '', { channel: `platter:realtime:test:${randomBytes(4).toString('hex')}` });
    await bus.ready();
    await bus.close();
    expect(() => bus.publish(created)).not.toThrow();
    await bus.close();
  });

  it('reports a Redis it cannot reach instead of failing the process', async () => {
    const reported: string[] = [];
    // Port 9 (discard) refuses connections on this machine; nothing listens there.
    const bus = createRedisBus('redis://127.0.0.1:9', { onError: (_error, message) => reported.push(message) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    bus.publish(created);
    await bus.close();
    expect(reported).toContain('redis connection error');
  });
});
