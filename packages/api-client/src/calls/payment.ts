import type { paymentPrepareQuerySchema, paymentUpdateQuerySchema } from '@platter/contract';
import type { CallInput, CallOptions } from '../call-types.ts';
import { lazySchemas } from '../lazy-schemas.ts';
import type { SendRequest } from '../transport.ts';
import { asQuery } from './query.ts';

const schema = lazySchemas(() => import('../responses/payment.ts'));

/** Payment calls (spec document 2, §7 "Orders and payment"). */
export function createPaymentCalls(request: SendRequest) {
  return {
    /**
     * `GET api/payment/prepare`: the page to send the guest (back) to for the order their basket
     * became: the open attempt's provider page, or a new attempt after a failed or canceled one.
     * `paymentType` retries with another type while the order is open (an offline type such as
     * `cash` answers the order's status page).
     */
    prepare: (input: CallInput<typeof paymentPrepareQuerySchema>, options: CallOptions = {}) =>
      request('payment/prepare', { ...options, schema: schema('prepare'), searchParams: asQuery(input) }),

    /** `GET api/payment/update`: the payment's status after the provider's page (spec §4: payment status is set from it). */
    update: (input: CallInput<typeof paymentUpdateQuerySchema>, options: CallOptions = {}) =>
      request('payment/update', { ...options, schema: schema('status'), searchParams: asQuery(input) }),
  };
}

export type PaymentCalls = ReturnType<typeof createPaymentCalls>;
