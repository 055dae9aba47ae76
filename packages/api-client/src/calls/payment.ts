import {
  type paymentPrepareQuerySchema,
  paymentPrepareResponseSchema,
  paymentStatusSchema,
  type paymentUpdateQuerySchema,
} from '@platter/contract';
import type { CallInput, CallOptions } from '../call-types.ts';
import type { SendRequest } from '../transport.ts';
import { asQuery } from './query.ts';

/** Payment calls (spec document 2, §7 "Orders and payment"). */
export function createPaymentCalls(request: SendRequest) {
  return {
    /** `GET api/payment/prepare`: the provider's page to send the guest to. */
    prepare: (input: CallInput<typeof paymentPrepareQuerySchema>, options: CallOptions = {}) =>
      request('payment/prepare', { ...options, schema: paymentPrepareResponseSchema, searchParams: asQuery(input) }),

    /** `GET api/payment/update`: the payment's status after the provider's page (spec §4: payment status is set from it). */
    update: (input: CallInput<typeof paymentUpdateQuerySchema>, options: CallOptions = {}) =>
      request('payment/update', { ...options, schema: paymentStatusSchema, searchParams: asQuery(input) }),
  };
}

export type PaymentCalls = ReturnType<typeof createPaymentCalls>;
