import type { MessageCode } from '@platter/i18n';
import { z } from 'zod';
import { orderStatusSchema } from './enums.ts';
import { MAX_ID } from './limits.ts';
import { orderSchema } from './order.ts';

/**
 * The realtime protocol of `GET api/realtime` (a WebSocket): JSON text messages, one object each.
 * A client subscribes to channels with a token that may read them; the server pushes events of
 * those channels. Events only say what changed: clients refetch through the HTTP calls, so polling
 * stays a complete fallback and nothing is sent over the socket that a call would not show.
 */

/** Ids on the socket are JSON numbers only (no digits in text as in query strings), so channel keys are exact. */
const realtimeIdSchema = z.number().int().min(1).max(MAX_ID);

/**
 * The id of a shared table payment: the client-chosen id of `table-payments/create` (spec
 * document 2, §7), a string like everywhere else in the contract.
 */
const tablePaymentIdSchema = z.string().trim().min(1).max(64);

/**
 * What a client may listen to, and the token each needs:
 * - `restaurant_orders`: every order event of a restaurant; a manager token of a manager of it.
 * - `order`: the events of one order; a token that may read the order (`GET api/order`: the
 *   session that placed it, or the signed-in customer it belongs to).
 * - `table_payment`: the changes of a shared table payment; a public or private token.
 */
export const realtimeChannelSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('restaurant_orders'), restaurantId: realtimeIdSchema }),
  z.object({ kind: z.literal('order'), orderId: realtimeIdSchema }),
  z.object({ kind: z.literal('table_payment'), tablePaymentId: tablePaymentIdSchema }),
]);
export type RealtimeChannel = z.infer<typeof realtimeChannelSchema>;
export type RealtimeChannelKind = RealtimeChannel['kind'];

/** What happened. A restaurant's channel gets every order event of the restaurant, an order's channel those of the order. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('order_created'), restaurantId: realtimeIdSchema, orderId: realtimeIdSchema }),
  z.object({
    type: z.literal('order_status_changed'),
    restaurantId: realtimeIdSchema,
    orderId: realtimeIdSchema,
    status: orderStatusSchema,
  }),
  z.object({
    type: z.literal('payment_status_changed'),
    restaurantId: realtimeIdSchema,
    orderId: realtimeIdSchema,
    paymentStatus: orderSchema.shape.payment_status,
  }),
  z.object({ type: z.literal('table_payment_changed'), tablePaymentId: tablePaymentIdSchema }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** Client -> server. A token is at most a few hundred characters; the bound keeps a message small. */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel: realtimeChannelSchema, token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('unsubscribe'), channel: realtimeChannelSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/**
 * The catalogue codes a realtime `error` carries (texts in `@platter/i18n`'s messages):
 * `unauthenticated` (no valid token, or a revoked one), `token_expired` (the token ran out, also
 * later on a live subscription, which then ends), `you_dont_allow` (the token may not read the
 * channel, or the channel does not exist), `invalid_message` (not JSON, or not a message of this
 * protocol), `too_many_subscriptions` (more than `REALTIME_LIMITS.subscriptionsPerSocket`),
 * `something_went_wrong` (the server could not check the subscription; the client may try again).
 */
export const realtimeErrorCodeSchema = z.enum([
  'unauthenticated',
  'token_expired',
  'you_dont_allow',
  'invalid_message',
  'too_many_subscriptions',
  'something_went_wrong',
] as const satisfies readonly MessageCode[]);
export type RealtimeErrorCode = z.infer<typeof realtimeErrorCodeSchema>;

/** Server -> client. An error about a subscription names its channel; one about the message as a whole names none. */
export const realtimeServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribed'), channel: realtimeChannelSchema }),
  z.object({ type: z.literal('error'), channel: realtimeChannelSchema.optional(), code: realtimeErrorCodeSchema }),
  z.object({ type: z.literal('event'), channel: realtimeChannelSchema, event: realtimeEventSchema }),
  z.object({ type: z.literal('pong') }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;

/** The server's limits per socket; a larger message closes the socket (WebSocket close code 1009). */
export const REALTIME_LIMITS = { subscriptionsPerSocket: 20, messageBytes: 8 * 1024 } as const;

/** One string per channel, the same for equal channels (a map key on both sides). */
export function realtimeChannelKey(channel: RealtimeChannel): string {
  switch (channel.kind) {
    case 'restaurant_orders':
      return `restaurant_orders:${channel.restaurantId}`;
    case 'order':
      return `order:${channel.orderId}`;
    case 'table_payment':
      return `table_payment:${channel.tablePaymentId}`;
  }
}

/** Whether a channel hears an event: its restaurant's order events, its order's, its table payment's. */
export function realtimeChannelHears(channel: RealtimeChannel, event: RealtimeEvent): boolean {
  switch (channel.kind) {
    case 'restaurant_orders':
      return event.type !== 'table_payment_changed' && event.restaurantId === channel.restaurantId;
    case 'order':
      return event.type !== 'table_payment_changed' && event.orderId === channel.orderId;
    case 'table_payment':
      return event.type === 'table_payment_changed' && event.tablePaymentId === channel.tablePaymentId;
  }
}
