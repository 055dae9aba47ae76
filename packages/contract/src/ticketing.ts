import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const timeOfDay = z.string().regex(/^\d{2}:\d{2}$/);

/**
 * A ticket slot of a day (spec §3 "Ticket time", §4 "Ticketing") with the places left: its
 * capacity minus the tickets already ordered for it; null capacity and remaining mean unlimited.
 */
export const ticketSlotSchema = z.object({
  /** The ticket time it comes from. */
  id: z.number().int(),
  time: timeOfDay,
  /** The slot's end (`time` plus the duration), or null without a duration. */
  end_time: timeOfDay.nullable(),
  /** The start as an instant (UTC ISO): what the basket's delivery time is set to. */
  starts_at: z.string(),
  capacity: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
});
export type TicketSlot = z.infer<typeof ticketSlotSchema>;

/** A bookable day in the restaurant's zone with its slots in time order (slots that have begun are left out). */
export const ticketDaySchema = z.object({ date: isoDate, slots: z.array(ticketSlotSchema) });
export type TicketDay = z.infer<typeof ticketDaySchema>;

/** `GET api/restaurant/ticket-slots`: today to the booking horizon, days without any slot left out. */
export const ticketSlotsResponseSchema = z.array(ticketDaySchema);
