import type { WebsiteViewRequest } from '@platter/contract';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import type { VisitStore } from './store.ts';

/**
 * Visit records (spec §4 "Visit"). The storefront decides `unique` (once per day per browser) and
 * `new`; the server records what it is told. A table must be the restaurant's own: by id an
 * unknown one is `tableId: ['table_does_not_exists']`, by name `tableName:
 * ['table_name_not_related_to_restaurant']`. With both, the id is used (spec §5, first present).
 */
export function createVisitService(context: AppContext, store: VisitStore) {
  async function tableOf(restaurantId: number, { tableId, tableName }: WebsiteViewRequest): Promise<number | null> {
    if (tableId !== undefined) {
      const id = await store.findTableId(restaurantId, tableId);
      if (id === undefined) throw AppError.validation('tableId', 'table_does_not_exists');
      return id;
    }
    if (tableName !== undefined) {
      const id = await store.findTableIdByName(restaurantId, tableName);
      if (id === undefined) throw AppError.validation('tableName', 'table_name_not_related_to_restaurant');
      return id;
    }
    return null;
  }

  return {
    async record(visit: WebsiteViewRequest): Promise<void> {
      const restaurant = await context.restaurants.require(visit.restaurantId);
      const tableId = await tableOf(restaurant.id, visit);
      await store.insert({
        restaurant_id: restaurant.id,
        qr_code: visit.qrCode ? 1 : 0,
        is_unique: visit.unique ? 1 : 0,
        is_new: visit.new ? 1 : 0,
        table_id: tableId,
        created_at: context.now().toISOString(),
      });
    },
  };
}
export type VisitService = ReturnType<typeof createVisitService>;
