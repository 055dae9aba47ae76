import type { AdditionalInfoConfig, Basket, DeliveryTypeName, LineExtraInfo } from '@platter/contract';
import type { TokenClaims } from '../../auth/tokens.ts';
import type { AppContext } from '../../context.ts';
import type { RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ProductPauses } from '../break-patterns/index.ts';
import { restaurantSettings } from '../restaurant/settings.ts';
import { basketMissing, requireUsableBasket } from './access.ts';
import { assertInStock } from './add-rules.ts';
import { createCatalogueMemo } from './catalogue-memo.ts';
import { checkPersons, hasPersons, ITEM_DETAILS_FIELD, personsConfigOf, productDateRuleFor } from './event-details.ts';
import { happyHourDateAllowed } from './happy-hour-preorder.ts';
import { createSchedules } from './schedule.ts';
import { type BasketSnapshot, type KnownReads, loadSnapshot, presentBasket, type SnapshotLine } from './snapshot.ts';
import type { BasketRow, BasketStore, NewLine } from './store.ts';

export type AttributeChoice = number | { id: number; quantity: number };

export function normaliseChoices(choices: readonly AttributeChoice[] | undefined): Array<{ id: number; quantity: number }> {
  const merged = new Map<number, number>();
  for (const choice of choices ?? []) {
    const { id, quantity } = typeof choice === 'number' ? { id: choice, quantity: 1 } : choice;
    merged.set(id, (merged.get(id) ?? 0) + quantity);
  }
  return [...merged].map(([id, quantity]) => ({ id, quantity }));
}

/** The units of a product a basket holds: its own lines and package contents. */
export function unitsInBasket(snapshot: BasketSnapshot, productId: number, exceptLineId?: number): number {
  let units = 0;
  for (const { line, packageItems } of snapshot.lines) {
    if (line.id === exceptLineId) continue;
    if (line.product_id === productId) units += line.quantity;
    for (const item of packageItems) if (item.productId === productId) units += item.quantity * line.quantity;
  }
  return units;
}

/**
 * Whether `quantity` units of a package line fit the stock of its contents, beside what the basket
 * holds apart from the line (`exceptLineId`), or apart from nothing when the units are added.
 */
export function assertContentsInStock(snapshot: BasketSnapshot, entry: SnapshotLine, quantity: number, exceptLineId?: number): void {
  const perPackage = new Map<number, { name: string; stock: number | null; units: number }>();
  for (const item of entry.packageItems) {
    const known = perPackage.get(item.productId);
    perPackage.set(item.productId, { name: item.name, stock: item.stock, units: (known?.units ?? 0) + item.quantity });
  }
  for (const [productId, content] of perPackage) {
    assertInStock(content, unitsInBasket(snapshot, productId, exceptLineId), content.units * quantity);
  }
}

const DELIVERY_NAME: Record<number, DeliveryTypeName> = { 1: 'delivery', 2: 'pickup', 3: 'here' };

export const TIME_REJECTION_CODE = { past: 'order_time_cannot_be_in_the_past' } as const;

/**
 * What every basket use case shares: finding the basket a call may use, its view and snapshot,
 * the per-person checks of event mode, and the one transactional write of a line with its items.
 */
export function createBasketCore(context: AppContext, store: BasketStore, pauses: Pick<ProductPauses, 'pausedForDelivery'>) {
  const { restaurants, now } = context;
  const ttlMs = context.config.menuCacheSeconds * 1000;
  const schedules = createSchedules(store, { ttlMs });
  const catalogue = createCatalogueMemo(store, { ttlMs });
  const sources = { store, catalogue };

  /** The basket's snapshot now (`snapshot.ts`), with what the call knows and the products it needs beside the basket's. */
  function snapshotOf(restaurant: RestaurantRow, basket: BasketRow, known?: KnownReads, alsoProducts?: readonly number[]) {
    return loadSnapshot(sources, restaurant, basket, now(), known, alsoProducts);
  }

  /**
   * The basket a call names, if the caller may use it. A basket that became an order is closed:
   * the spec's client forgets it then, and a stale tab must not change what was ordered. With
   * `ordered`, such a basket is given too, with the id of its order (`orderId`, read with it).
   */
  async function open(
    restaurantId: number,
    basketId: string,
    auth: TokenClaims,
    { ordered = false } = {},
  ): Promise<{ restaurant: RestaurantRow; basket: BasketRow; orderId: number | null }> {
    const restaurant = await restaurants.require(restaurantId);
    const found = await store.findBasketWithOrder(basketId);
    const basket = requireUsableBasket(found?.basket, restaurant.id, auth);
    const orderId = found?.orderId ?? null;
    if (!ordered && orderId !== null) throw basketMissing();
    return { restaurant, basket, orderId };
  }

  /**
   * The answer of a basket whose row the call holds as it is now (read, or returned by the call's
   * own write), or a 404 when it is gone; what the call read already (`known`, e.g. the basket's
   * snapshot before this call's change) saves reads (`loadSnapshot`).
   */
  async function viewOf(restaurant: RestaurantRow, basket: BasketRow | undefined, known?: KnownReads): Promise<Basket> {
    if (!basket) throw basketMissing();
    return presentBasket(await snapshotOf(restaurant, basket, known));
  }

  /** The basket as it is now (`viewOf` of its row read afresh). */
  async function view(restaurant: RestaurantRow, basketId: string): Promise<Basket> {
    return viewOf(restaurant, await store.findBasket(basketId));
  }

  /** Marks the basket changed; its row as the write left it (undefined when it is gone). */
  function touch(basketId: string): Promise<BasketRow | undefined> {
    return store.updateBasket(basketId, { updated_at: now().toISOString() });
  }

  /** The persons a call sends for a product sold per person, checked (422 naming every bad field). */
  async function checkedPersons(
    restaurant: RestaurantRow,
    basket: BasketRow,
    product: { id: number; name: string },
    config: AdditionalInfoConfig,
    extraInfo: LineExtraInfo | undefined,
  ) {
    const dateRule = await productDateRuleFor(store, restaurant, basket, product.id, now());
    const checked = checkPersons(config, extraInfo?.itemDetails, dateRule);
    if (!checked.ok) throw AppError.validationOf(checked.problems, { name: product.name });
    return checked;
  }

  /**
   * With `pre_order_for_happy_hour`, every product with happy hours must be wanted on one of their
   * days (`happy-hour-preorder.ts`): else a 422 on `field`, naming the first product that is not.
   * Products sold per person are judged by their persons' dates instead.
   */
  async function assertHappyHourDates(
    restaurant: RestaurantRow,
    basket: Pick<BasketRow, 'delivery_type' | 'delivery_time'>,
    products: ReadonlyArray<{ id: number; name: string; additional_info_config: string | null }>,
    field: string,
  ): Promise<void> {
    const settings = restaurantSettings(restaurant);
    if (!settings.pre_order_for_happy_hour) return;
    const judged = products.filter((product) => !personsConfigOf(restaurant, product));
    const happyHours = await catalogue.happyHours(
      restaurant.id,
      judged.map((product) => product.id),
    );
    const type = DELIVERY_NAME[basket.delivery_type ?? settings.deliveryTypes[0] ?? 2] ?? 'pickup';
    for (const product of judged) {
      const allowed = happyHourDateAllowed({
        happyHours: happyHours.filter((row) => row.product_id === product.id).map((row) => ({ ...row, weekday_id: row.weekday })),
        deliveryTime: basket.delivery_time,
        now: now(),
        timeZone: restaurant.time_zone,
        availableDays: settings.available_days[type],
      });
      if (!allowed) throw AppError.validation(field, 'this_product_is_not_available_for_your_selected_date', { name: product.name });
    }
  }

  /**
   * Products a break pattern pauses at the basket's delivery time (else now, as the menu shows
   * them) are not sold: a 422 `the_product_is_not_available` on `field`, naming the first.
   */
  async function assertNotPaused(
    restaurant: RestaurantRow,
    basket: Pick<BasketRow, 'delivery_time'>,
    products: ReadonlyArray<{ id: number; name: string }>,
    field: string,
  ): Promise<void> {
    const paused = await pauses.pausedForDelivery(restaurant, basket.delivery_time);
    const first = products.find((product) => paused.has(product.id));
    if (first) throw AppError.validation(field, 'the_product_is_not_available', { name: first.name });
  }

  /** Persons sent for a product that asks for none, in an event-mode restaurant. */
  function refuseStrayPersons(restaurant: RestaurantRow, extraInfo: LineExtraInfo | undefined): void {
    if (hasPersons(extraInfo) && restaurantSettings(restaurant).event_mode) throw AppError.validation(ITEM_DETAILS_FIELD, 'invalid');
  }

  /**
   * Writes a new line with its attribute or package items and marks the basket changed; the
   * basket's row as the write left it (undefined when it is gone). The line and its items are one
   * transaction: a line never exists without the choices it was added with. A line without items
   * is one insert, atomic by itself, without a transaction (Kysely's cost a basket/add more than
   * the insert), written with the touch in one statement where the database can
   * (`store.insertLineAndTouch`).
   */
  async function insertLineAndTouch(
    line: NewLine,
    items: ReadonlyArray<Omit<Parameters<BasketStore['insertLineItems']>[0][number], 'basket_product_id'>>,
  ): Promise<BasketRow | undefined> {
    if (items.length === 0) return store.insertLineAndTouch(line, now().toISOString());
    await store.transaction(async (tx) => {
      const lineId = await tx.insertLine(line);
      await tx.insertLineItems(items.map((item) => ({ ...item, basket_product_id: lineId })));
    });
    return touch(line.basket_id);
  }

  return {
    open,
    view,
    viewOf,
    touch,
    checkedPersons,
    refuseStrayPersons,
    assertHappyHourDates,
    assertNotPaused,
    insertLineAndTouch,
    /** The delivery-time rules' view of the restaurant for a delivery type, now. */
    schedule: (restaurant: RestaurantRow, type: DeliveryTypeName) => schedules.scheduleFor(restaurant, type, now()),
    /** Retires what is kept of a restaurant (its opening and close times, products and happy hours): it changed. */
    forgetRestaurant(restaurantId: number) {
      schedules.forget(restaurantId);
      catalogue.forget(restaurantId);
    },
    snapshot: snapshotOf,
    /** The restaurant's delivery area of a postal code, if it delivers there (kept: `catalogue-memo.ts`). */
    deliveryArea: (restaurant: RestaurantRow, postalCode: string) => catalogue.deliveryArea(restaurant.id, postalCode),
  };
}
export type BasketCore = ReturnType<typeof createBasketCore>;
