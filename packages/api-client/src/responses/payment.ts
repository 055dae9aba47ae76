import './zod-settings.ts';
import { healthSchema, paymentPrepareResponseSchema, paymentStatusSchema, unreadResponseSchema } from '@platter/contract';

/** The response schemas of the payment, table payment and health calls (`calls/payment.ts`, `calls/table-payments.ts`, `health`). */
export const prepare = paymentPrepareResponseSchema;
export const status = paymentStatusSchema;
export const unread = unreadResponseSchema;
export const health = healthSchema;
