import type { RealtimeChannel } from '@platter/contract';
import { MAX_ID } from '@platter/contract';
import type { RealtimeClient, RealtimeClientOptions } from './realtime.ts';

/**
 * The realtime client of `createApiClient`, loaded with its first subscription: it parses the
 * socket's messages with the contract's zod schemas, which a first route that listens to nothing
 * need not load (issue 18). A channel is still checked at once, so a wrong one throws where it is
 * given; the socket opens as soon as the client has loaded.
 */
export function createLazyRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  let loading: Promise<RealtimeClient> | undefined;
  const load = () => {
    loading ??= import('./realtime.ts').then(({ createRealtimeClient }) => createRealtimeClient(options));
    return loading;
  };

  return {
    subscribe(channel, onEvent, subscribeOptions = {}) {
      assertRealtimeChannel(channel);
      let active = true;
      let stop: (() => void) | undefined;
      load().then(
        (client) => {
          if (active) stop = client.subscribe(channel, onEvent, subscribeOptions);
        },
        () => {
          // The client could not be loaded (the network went): polling must do.
          if (active) subscribeOptions.onStatus?.('offline');
        },
      );
      return () => {
        active = false;
        stop?.();
      };
    },
  };
}

function isId(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

/** `realtimeChannelSchema`'s rules, by hand: the kinds, their ids, a table payment id of 1 to 64 characters after trimming. */
function assertRealtimeChannel(channel: RealtimeChannel): void {
  const value: unknown = channel;
  const fields = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const valid =
    (fields.kind === 'restaurant_orders' && isId(fields.restaurantId)) ||
    (fields.kind === 'order' && isId(fields.orderId)) ||
    (fields.kind === 'table_payment' &&
      typeof fields.tablePaymentId === 'string' &&
      fields.tablePaymentId.trim().length >= 1 &&
      fields.tablePaymentId.trim().length <= 64);
  if (!valid) throw new TypeError(`Not a realtime channel: ${JSON.stringify(channel)}`);
}
