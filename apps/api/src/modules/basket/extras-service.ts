import { type Basket, toMinorUnits } from '@platter/contract';
import type { TokenClaims } from '../../auth/tokens.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { restaurantSettings } from '../restaurant/settings.ts';
import type { BasketCore } from './core.ts';
import { voucherReached } from './pricing.ts';
import type { BasketStore } from './store.ts';

/** What the basket carries besides its lines: voucher, tip, table, and the basket's extra info. */
export function createBasketExtras(context: AppContext, store: BasketStore, core: BasketCore) {
  const { now } = context;
  const { open, viewOf, snapshot } = core;

  return {
    async addVoucher(restaurantId: number, basketId: string, code: string, auth: TokenClaims): Promise<Basket> {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      if (!restaurantSettings(restaurant).available_voucher) throw AppError.validation('voucherCode', 'code_invalid');
      const voucher = await store.findVoucherByCode(restaurant.id, code.trim().toUpperCase());
      if (!voucher) throw AppError.validation('voucherCode', 'voucher_code_does_not_exists');
      const nowIso = now().toISOString();
      if (voucher.expires_at && voucher.expires_at <= nowIso) throw AppError.validation('voucherCode', 'code_expired');
      if (voucher.starts_at && voucher.starts_at > nowIso) throw AppError.validation('voucherCode', 'code_invalid');
      if (voucher.usage_limit !== null && voucher.used_count >= voucher.usage_limit) {
        throw AppError.validation('voucherCode', 'voucher_has_reached_its_usage_limit_and_cannot_be_used');
      }
      // Below the voucher's minimum order the guest would get nothing: say so now, where the code
      // is typed, and leave the basket as it was (the guest adds goods and applies it again).
      const { totals } = await snapshot(restaurant, basket);
      if (!voucherReached(totals.subtotalMinor, { minimumOrderMinor: voucher.minimum_order_minor })) {
        throw AppError.validation('voucherCode', 'you_donot_get_discount');
      }
      return viewOf(restaurant, await store.updateBasket(basket.id, { voucher_id: voucher.id, updated_at: nowIso }));
    },

    async removeVoucher(restaurantId: number, basketId: string, auth: TokenClaims): Promise<Basket> {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      return viewOf(restaurant, await store.updateBasket(basket.id, { voucher_id: null, updated_at: now().toISOString() }));
    },

    async setTip(restaurantId: number, basketId: string, tip: number, auth: TokenClaims): Promise<Basket> {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      if (tip > 0 && !restaurantSettings(restaurant).tip_request) throw AppError.validation('tip_price', 'tip_not_available');
      return viewOf(restaurant, await store.updateBasket(basket.id, { tip_minor: toMinorUnits(tip), updated_at: now().toISOString() }));
    },

    /** Ties the basket to a table: by id, by name, or by `table` (an id or a name), the first given. */
    async setTable(
      input: {
        restaurantId: number;
        basketId: string;
        tableId?: number | undefined;
        tableName?: string | undefined;
        table?: number | string | undefined;
        qrcode: boolean;
      },
      auth: TokenClaims,
    ): Promise<Basket> {
      const { restaurant, basket } = await open(input.restaurantId, input.basketId, auth);
      const reference = input.tableId ?? input.tableName ?? input.table;
      if (reference === undefined) throw AppError.validation('tableId', 'required');
      const table =
        typeof reference === 'number'
          ? ((await store.findTable(reference)) ?? (await store.findTableByNumber(restaurant.id, reference)))
          : await store.findTableByName(restaurant.id, reference);
      if (!table || table.restaurant_id !== restaurant.id)
        throw AppError.validation(input.tableName ? 'tableName' : 'tableId', 'table_name_not_related_to_restaurant');
      return viewOf(
        restaurant,
        await store.updateBasket(basket.id, { table_id: table.id, qr_code: input.qrcode ? 1 : 0, updated_at: now().toISOString() }),
      );
    },

    /**
     * The table-capacity answer and other basket extras (spec §4 "Table capacity modal"). Someone
     * sits at the table: one adult at least (issue 16: 0 persons were taken).
     */
    async setBasketExtraInfo(
      restaurantId: number,
      basketId: string,
      extraInfo: { table_capacity?: { adults: number; children: number } | undefined },
      auth: TokenClaims,
    ): Promise<Basket> {
      if (extraInfo.table_capacity && extraInfo.table_capacity.adults < 1) {
        throw AppError.validation('extraInfo.table_capacity', 'at_least_one_adult');
      }
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      return viewOf(
        restaurant,
        await store.updateBasket(basket.id, { extra_info: JSON.stringify(extraInfo), updated_at: now().toISOString() }),
      );
    },
  };
}
