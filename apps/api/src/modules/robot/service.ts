import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { settingsOf } from '../restaurant/settings.ts';
import type { RestaurantStore } from '../restaurant/store.ts';

/**
 * The dish-collecting robot (spec §4 "Dish-collector request"). A restaurant without the robot is
 * a 503 `robot_service_is_not_available_for_this_restaurant`; a table of another restaurant is
 * `tableId: ['table_does_not_exists']`. No robot fleet is connected to this server: the route
 * logs the request, where a robot bridge can pick it up.
 */
export function createRobotService(context: AppContext, store: Pick<RestaurantStore, 'findTable'>) {
  return {
    async request(restaurantId: number, tableId: number): Promise<{ restaurantId: number; table: { id: number; name: string } }> {
      const restaurant = await context.restaurants.require(restaurantId);
      if (!settingsOf(restaurant).robot_request_available) throw AppError.of('robot_service_is_not_available_for_this_restaurant');
      const table = await store.findTable(restaurant.id, tableId);
      if (!table) throw AppError.validation('tableId', 'table_does_not_exists');
      return { restaurantId: restaurant.id, table };
    },
  };
}
export type RobotService = ReturnType<typeof createRobotService>;
