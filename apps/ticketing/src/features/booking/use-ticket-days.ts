import type { TicketDay, TicketSlot } from '@platter/contract';
import { readWallClock, useApi } from '@platter/ordering';
import { useQuery } from '@tanstack/react-query';

/** Places change as others book: the days are asked again every half minute while the page shows. */
const REFRESH_MS = 30_000;

/** The bookable days with their slots and the places left in each (`restaurant/ticket-slots`). */
export function useTicketDays() {
  const api = useApi();
  return useQuery({ queryKey: ['ticket-slots'], queryFn: () => api.restaurant.ticketSlots(), refetchInterval: REFRESH_MS });
}

/**
 * The slot a basket time falls on, with its day; null when it is none of them. The time is a UTC
 * instant from the server or the wall-clock time just chosen (`2026-12-05 18:30`), both read in
 * the restaurant's zone without luxon, which stays out of the booking screen's first load.
 */
export function slotOfTime(days: readonly TicketDay[], time: string | null, timeZone: string): { date: string; slot: TicketSlot } | null {
  const wallClock = time ? readWallClock(time, timeZone) : null;
  if (!wallClock) return null;
  const day = days.find((each) => each.date === wallClock.date);
  const slot = day?.slots.find((each) => each.time === wallClock.time);
  return day && slot ? { date: day.date, slot } : null;
}
