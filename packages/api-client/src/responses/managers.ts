import './zod-settings.ts';
import {
  breakPatternDeleteResponseSchema,
  breakPatternListResponseSchema,
  breakPatternResponseSchema,
  changeOrderStatusResponseSchema,
  managerOrderSchema,
  managerRestaurantResponseSchema,
} from '@platter/contract';
import { z } from 'zod';

/** The response schemas of the manager calls, loaded with the first of them (`calls/managers.ts`). */
export const restaurants = managerRestaurantResponseSchema;
export const orders = z.array(managerOrderSchema);
export const changedOrder = changeOrderStatusResponseSchema;
export const breakPatterns = breakPatternListResponseSchema;
export const breakPattern = breakPatternResponseSchema;
export const deletedBreakPattern = breakPatternDeleteResponseSchema;
