import './zod-settings.ts';
import { reservationSchema, robotRequestResponseSchema, shippingPriceSchema, ticketSlotsResponseSchema } from '@platter/contract';

/**
 * The response schemas of the restaurant calls whose schemas live in other areas of the contract
 * (the robot request's in orders, the reservation's in content, the shipping price's in baskets),
 * so that the menu's calls do not build those areas (`calls/restaurant.ts`).
 */
export const robotRequest = robotRequestResponseSchema;
export const reservation = reservationSchema;
export const shippingPrice = shippingPriceSchema;
export const ticketSlots = ticketSlotsResponseSchema;
