import type { tablePaymentCreateRequestSchema, tablePaymentEventRequestSchema, tablePaymentQuerySchema } from '@platter/contract';
import type { CallInput, CallOptions } from '../call-types.ts';
import { lazySchemas } from '../lazy-schemas.ts';
import type { SendRequest } from '../transport.ts';
import { asJson, asQuery } from './query.ts';

const schema = lazySchemas(() => import('../responses/payment.ts'));

export interface TablePaymentEventOptions extends CallOptions {
  /** The sender's realtime socket, so that the server does not echo the event back to it. */
  socketId?: string;
}

/** Shared table payment calls (spec document 2, §7). */
export function createTablePaymentCalls(request: SendRequest) {
  return {
    /** `POST api/table-payments/create`. */
    create: (input: CallInput<typeof tablePaymentCreateRequestSchema>, options: CallOptions = {}) =>
      request('table-payments/create', { ...options, method: 'post', schema: schema('unread'), json: asJson(input) }),

    /** `POST api/table-payments/events`, with the optional `X-Socket-Id` header. */
    event: (input: CallInput<typeof tablePaymentEventRequestSchema>, { socketId, ...options }: TablePaymentEventOptions = {}) =>
      request('table-payments/events', {
        ...options,
        method: 'post',
        schema: schema('unread'),
        json: asJson(input),
        ...(socketId ? { headers: { 'X-Socket-Id': socketId } } : {}),
      }),

    /** `GET api/table-payments`. */
    get: (input: CallInput<typeof tablePaymentQuerySchema>, options: CallOptions = {}) =>
      request('table-payments', { ...options, schema: schema('unread'), searchParams: asQuery(input) }),
  };
}

export type TablePaymentCalls = ReturnType<typeof createTablePaymentCalls>;
