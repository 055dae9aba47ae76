import './zod-settings.ts';
import {
  checkAddressResponseSchema,
  createOrderResponseSchema,
  isValidResponseSchema,
  orderDetailSchema,
  orderHistoryResponseSchema,
  reorderResponseSchema,
  unreadResponseSchema,
} from '@platter/contract';

/** The response schemas of the order calls, loaded with the first of them (`calls/order.ts`). */
export const reorder = reorderResponseSchema;
export const checkAddress = checkAddressResponseSchema;
export const createOrder = createOrderResponseSchema;
export const isValid = isValidResponseSchema;
export const orderDetail = orderDetailSchema;
export const unread = unreadResponseSchema;
export const history = orderHistoryResponseSchema;
