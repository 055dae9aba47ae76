import './zod-settings.ts';
import { basketSchema, deliveryChangeSchema, shippingPriceSchema } from '@platter/contract';
import { z } from 'zod';

/**
 * The response schemas of the basket calls, loaded with the first of them (`calls/basket.ts`). The
 * contract's aliases (`basketChangeResponseSchema` is `basketSchema`...) are taken at their source:
 * their module, `responses.ts`, builds the order and manager schemas too. A test holds them equal.
 */
export const change = basketSchema;
export const unassign = z.null();
export const create = basketSchema;
export const basket = basketSchema;
export const total = shippingPriceSchema;
export const deliveryChange = deliveryChangeSchema;
