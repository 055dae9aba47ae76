import type { DeliveryTypeName, RestaurantInfo } from '@platter/contract';
import type { Schedule } from '@platter/delivery-time';

export type ScheduleRestaurant = Pick<
  RestaurantInfo,
  | 'timeZone'
  | 'closed'
  | 'restaurantAvailableTimes'
  | 'restaurantTakeawayTimes'
  | 'hereTimes'
  | 'restaurant_close_times'
  | 'restaurant_end_close_times'
  | 'delivery_hours'
  | 'pickup_hours'
  | 'here_hours'
  | 'delivery_available_days'
  | 'pickup_available_days'
  | 'here_available_days'
>;

/**
 * The delivery-time rules' view of a restaurant for one delivery type, built from the restaurant
 * info the way the server builds it: delivery follows the general opening times, pickup the
 * takeaway times and here the here times, each falling back to the general times when it has none.
 *
 * Closing periods are both kinds the info lists: `restaurant_close_times` (holidays, whole days or
 * more) and `restaurant_end_close_times` (an early end of a day: from the early closing instant to
 * the day's end). The server stores both as periods in one table and refuses a time in either, so
 * the picker offers neither; they differ only in how the manager enters and names them.
 */
export function restaurantSchedule(restaurant: ScheduleRestaurant, type: DeliveryTypeName): Schedule {
  const own = { delivery: restaurant.restaurantAvailableTimes, pickup: restaurant.restaurantTakeawayTimes, here: restaurant.hereTimes }[
    type
  ];
  return {
    timeZone: restaurant.timeZone,
    windows: own.length > 0 ? own : restaurant.restaurantAvailableTimes,
    closedPeriods: [...restaurant.restaurant_close_times, ...restaurant.restaurant_end_close_times],
    leadMinutes: { delivery: restaurant.delivery_hours, pickup: restaurant.pickup_hours, here: restaurant.here_hours }[type],
    availableDays: {
      delivery: restaurant.delivery_available_days,
      pickup: restaurant.pickup_available_days,
      here: restaurant.here_available_days,
    }[type],
    closed: restaurant.closed,
  };
}
