import { MESSAGE_CODES } from '@platter/i18n';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type RealtimeChannel,
  type RealtimeEvent,
  realtimeChannelHears,
  realtimeChannelKey,
  realtimeClientMessageSchema,
  realtimeErrorCodeSchema,
  realtimeServerMessageSchema,
} from '../index.ts';

const created: RealtimeEvent = { type: 'order_created', restaurantId: 1, orderId: 7 };
const status: RealtimeEvent = { type: 'order_status_changed', restaurantId: 1, orderId: 7, status: 'delivered' };
const paid: RealtimeEvent = { type: 'payment_status_changed', restaurantId: 2, orderId: 9, paymentStatus: 'paid' };
const table: RealtimeEvent = { type: 'table_payment_changed', tablePaymentId: 'T-1' };

describe('the realtime protocol', () => {
  it('reads the three client messages and refuses anything else', () => {
    expect(realtimeClientMessageSchema.parse({ type: 'subscribe', channel: { kind: 'order', orderId: 3 }, token: 'x.y.z' })).toEqual({
      type: 'subscribe',
      channel: { kind: 'order', orderId: 3 },
      token: 'x.y.z',
    });
    expect(realtimeClientMessageSchema.parse({ type: 'ping' })).toEqual({ type: 'ping' });
    for (const refused of [
      { type: 'subscribe', channel: { kind: 'order', orderId: 3 } },
      { type: 'subscribe', channel: { kind: 'order', orderId: '3' }, token: 't' },
      { type: 'subscribe', channel: { kind: 'order', orderId: 0 }, token: 't' },
      { type: 'subscribe', channel: { kind: 'kitchen', restaurantId: 1 }, token: 't' },
      { type: 'unsubscribe' },
      { type: 'shout' },
      'ping',
      null,
    ]) {
      expect(realtimeClientMessageSchema.safeParse(refused).success, JSON.stringify(refused)).toBe(false);
    }
  });

  it('reads the server messages, events with their payload', () => {
    const channel: RealtimeChannel = { kind: 'restaurant_orders', restaurantId: 1 };
    expect(realtimeServerMessageSchema.parse({ type: 'event', channel, event: status })).toEqual({ type: 'event', channel, event: status });
    expect(realtimeServerMessageSchema.parse({ type: 'error', code: 'invalid_message' })).toEqual({
      type: 'error',
      code: 'invalid_message',
    });
    expect(realtimeServerMessageSchema.safeParse({ type: 'error', code: 'not_a_code' }).success).toBe(false);
  });

  it('names its errors with catalogue codes', () => {
    for (const code of realtimeErrorCodeSchema.options) expect(MESSAGE_CODES).toContain(code);
  });

  it('keys equal channels alike and different ones apart', () => {
    expect(realtimeChannelKey({ kind: 'order', orderId: 7 })).toBe(realtimeChannelKey({ kind: 'order', orderId: 7 }));
    expect(realtimeChannelKey({ kind: 'order', orderId: 7 })).not.toBe(realtimeChannelKey({ kind: 'restaurant_orders', restaurantId: 7 }));
  });

  it('gives a restaurant its order events, an order its own, a table payment its own', () => {
    const restaurant: RealtimeChannel = { kind: 'restaurant_orders', restaurantId: 1 };
    const order: RealtimeChannel = { kind: 'order', orderId: 7 };
    const tablePayment: RealtimeChannel = { kind: 'table_payment', tablePaymentId: 'T-1' };
    expect([created, status, paid, table].map((event) => realtimeChannelHears(restaurant, event))).toEqual([true, true, false, false]);
    expect([created, status, paid, table].map((event) => realtimeChannelHears(order, event))).toEqual([true, true, false, false]);
    expect([created, status, paid, table].map((event) => realtimeChannelHears(tablePayment, event))).toEqual([false, false, false, true]);
  });

  it('types an event by its type', () => {
    expectTypeOf<Extract<RealtimeEvent, { type: 'order_status_changed' }>['status']>().toEqualTypeOf<
      'received' | 'processing' | 'delivered' | 'rejected'
    >();
  });
});
