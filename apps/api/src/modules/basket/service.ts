import { randomBytes } from 'node:crypto';
import {
  type AdditionalInfoConfig,
  type Basket,
  type DeliveryTypeName,
  deliveryTypeCode,
  ITEM_DETAILS_MAX,
  type LineExtraInfo,
  toMinorUnits,
  type UserInfo,
} from '@platter/contract';
import { checkTime } from '@platter/delivery-time';
import type { TokenClaims } from '../../auth/tokens.ts';
import type { AppContext } from '../../context.ts';
import type { RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { settingsOf } from '../restaurant/settings.ts';
import { basketMissing, requireUsableBasket } from './access.ts';
import { assertInStock, checkAttributeChoice, deliveryTypesOf } from './add-rules.ts';
import {
  checkPersons,
  hasPersons,
  ITEM_DETAILS_FIELD,
  personsConfigOf,
  personsExtraInfo,
  personsOf,
  productDateRuleFor,
  refuseOutsideEventMode,
  storedExtraInfo,
} from './event-details.ts';
import { scheduleFor } from './schedule.ts';
import { type BasketSnapshot, loadSnapshot, presentBasket, type SnapshotLine } from './snapshot.ts';
import type { BasketRow, BasketStore } from './store.ts';

type AttributeChoice = number | { id: number; quantity: number };

function normaliseChoices(choices: readonly AttributeChoice[] | undefined): Array<{ id: number; quantity: number }> {
  const merged = new Map<number, number>();
  for (const choice of choices ?? []) {
    const { id, quantity } = typeof choice === 'number' ? { id: choice, quantity: 1 } : choice;
    merged.set(id, (merged.get(id) ?? 0) + quantity);
  }
  return [...merged].map(([id, quantity]) => ({ id, quantity }));
}

/** The units of a product a basket holds: its own lines and package contents. */
function unitsInBasket(snapshot: BasketSnapshot, productId: number, exceptLineId?: number): number {
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
function assertContentsInStock(snapshot: BasketSnapshot, entry: SnapshotLine, quantity: number, exceptLineId?: number): void {
  const perPackage = new Map<number, { name: string; stock: number | null; units: number }>();
  for (const item of entry.packageItems) {
    const known = perPackage.get(item.productId);
    perPackage.set(item.productId, { name: item.name, stock: item.stock, units: (known?.units ?? 0) + item.quantity });
  }
  for (const [productId, content] of perPackage) {
    assertInStock(content, unitsInBasket(snapshot, productId, exceptLineId), content.units * quantity);
  }
}

const TIME_REJECTION_CODE = { past: 'order_time_cannot_be_in_the_past' } as const;

export function createBasketService(context: AppContext, store: BasketStore) {
  const { restaurants, now } = context;

  /**
   * The basket a call names, if the caller may use it. A basket that became an order is closed:
   * the spec's client forgets it then, and a stale tab must not change what was ordered.
   */
  async function open(
    restaurantId: number,
    basketId: string,
    auth: TokenClaims,
    { ordered = false } = {},
  ): Promise<{ restaurant: RestaurantRow; basket: BasketRow }> {
    const restaurant = await restaurants.require(restaurantId);
    const basket = requireUsableBasket(await store.findBasket(basketId), restaurant.id, auth);
    if (!ordered && (await store.hasOrder(basket.id))) throw basketMissing();
    return { restaurant, basket };
  }

  async function view(restaurant: RestaurantRow, basketId: string): Promise<Basket> {
    const basket = await store.findBasket(basketId);
    if (!basket) throw basketMissing();
    return presentBasket(await loadSnapshot(store, restaurant, basket, now()));
  }

  async function touch(basketId: string) {
    await store.updateBasket(basketId, { updated_at: now().toISOString() });
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

  /** Persons sent for a product that asks for none, in an event-mode restaurant. */
  function refuseStrayPersons(restaurant: RestaurantRow, extraInfo: LineExtraInfo | undefined): void {
    if (hasPersons(extraInfo) && settingsOf(restaurant).event_mode) throw AppError.validation(ITEM_DETAILS_FIELD, 'invalid');
  }

  /**
   * Adds persons of a product sold per person (event mode). They join the line of the same product
   * without attribute or package choices whose comment the call does not contradict (or the line
   * named by `basketProductId`); otherwise they make a new line. The quantity sent is not used: the
   * line's quantity is the sum of its persons' counts, and without persons only the line's own
   * calls may change it.
   */
  async function addPersons(
    restaurant: RestaurantRow,
    basket: BasketRow,
    product: SnapshotLine['product'],
    config: AdditionalInfoConfig,
    input: { basketProductId?: number | undefined; extraInfo?: LineExtraInfo | undefined },
    chosen: Array<{ id: number; quantity: number }>,
  ): Promise<Basket> {
    if (input.basketProductId !== undefined && !hasPersons(input.extraInfo)) {
      throw AppError.validation('quantity', 'quantity_follows_persons', { name: product.name });
    }
    const checked = await checkedPersons(restaurant, basket, product, config, input.extraInfo);
    const snapshot = await loadSnapshot(store, restaurant, basket, now());
    checkAttributeChoice(await store.attributeItemsOfProducts([product.id]), chosen);
    const comment = input.extraInfo?.comment;
    const target =
      input.basketProductId !== undefined
        ? snapshot.lines.find(({ line }) => line.id === input.basketProductId && line.product_id === product.id)
        : snapshot.lines.find(
            ({ line, attributeItems, packageItems }) =>
              line.product_id === product.id &&
              chosen.length === 0 &&
              attributeItems.length === 0 &&
              packageItems.length === 0 &&
              (comment === undefined || comment === storedExtraInfo(line).comment),
          );
    if (input.basketProductId !== undefined && !target) throw AppError.validation('basketProductId', 'basket_product_does_not_exists');
    assertInStock(product, unitsInBasket(snapshot, product.id), checked.quantity);
    if (target) assertContentsInStock(snapshot, target, checked.quantity);

    if (target) {
      const persons = [...personsOf(target.line), ...checked.persons];
      if (persons.length > ITEM_DETAILS_MAX) throw AppError.validation(ITEM_DETAILS_FIELD, 'too_big');
      await store.setLine(target.line.id, {
        quantity: persons.reduce((sum, person) => sum + person.count, 0),
        extra_info: personsExtraInfo(comment ?? storedExtraInfo(target.line).comment, persons),
      });
    } else {
      const lineId = await store.insertLine({
        basket_id: basket.id,
        product_id: product.id,
        quantity: checked.quantity,
        extra_info: personsExtraInfo(comment, checked.persons),
        created_at: now().toISOString(),
      });
      await store.insertLineItems(
        chosen.map((choice) => ({
          basket_product_id: lineId,
          kind: 'attribute' as const,
          attribute_item_id: choice.id,
          quantity: choice.quantity,
        })),
      );
    }
    await touch(basket.id);
    return view(restaurant, basket.id);
  }

  return {
    open,
    view,
    /** The basket as the caller may see it (`GET api/basket`). */
    async get(restaurantId: number, basketId: string, auth: TokenClaims): Promise<Basket> {
      const { restaurant } = await open(restaurantId, basketId, auth);
      return view(restaurant, basketId);
    },
    snapshot: async (restaurant: RestaurantRow, basket: BasketRow) => loadSnapshot(store, restaurant, basket, now()),
    /** The delivery-time rules' view of the restaurant for a delivery type (the order checks the time again). */
    schedule: (restaurant: RestaurantRow, type: DeliveryTypeName) => scheduleFor(store, restaurant, type, now()),
    /** The dates a product sold per person may be booked for, for this basket. */
    productDateRule: (restaurant: RestaurantRow, basket: BasketRow, productId: number) =>
      productDateRuleFor(store, restaurant, basket, productId, now()),

    async create(restaurantId: number, auth: TokenClaims, deliveryTime: string | undefined): Promise<Basket> {
      const restaurant = await restaurants.require(restaurantId);
      const id = randomBytes(16).toString('base64url');
      const timestamp = now().toISOString();
      await store.insertBasket({
        id,
        restaurant_id: restaurant.id,
        owner_subject: auth.sub,
        user_id: auth.kind === 'private' ? Number(auth.sub) : null,
        delivery_time: deliveryTime ? new Date(deliveryTime.replace(' ', 'T')).toISOString() : null,
        created_at: timestamp,
        updated_at: timestamp,
      });
      return view(restaurant, id);
    },

    async add(
      input: {
        restaurantId: number;
        basketId: string;
        productId: number;
        basketProductId?: number | undefined;
        quantity: number;
        attributeItems?: readonly AttributeChoice[] | undefined;
        extraInfo?: LineExtraInfo | undefined;
      },
      auth: TokenClaims,
    ): Promise<Basket> {
      const { restaurant, basket } = await open(input.restaurantId, input.basketId, auth);
      refuseOutsideEventMode(restaurant, input.extraInfo);
      const [product] = await store.productsByIds(restaurant.id, [input.productId]);
      if (product?.active !== 1) throw AppError.validation('productId', 'product_does_not_exists');
      if (basket.delivery_type !== null && !deliveryTypesOf(product).includes(basket.delivery_type)) {
        throw AppError.validation('productId', 'the_product_is_not_available', { name: product.name });
      }
      if (product.is_package === 1) {
        // A package whose steps ask for a choice goes through add-product-package-items.
        const required = (await store.packageChoices(product.id)).find((choice) => choice.min > 0);
        if (required) throw AppError.validation('productItems', 'minimum_product_selection', { min: required.min });
      }
      const chosen = normaliseChoices(input.attributeItems);
      const personsConfig = personsConfigOf(restaurant, product);
      if (personsConfig) return addPersons(restaurant, basket, product, personsConfig, input, chosen);
      refuseStrayPersons(restaurant, input.extraInfo);
      const snapshot = await loadSnapshot(store, restaurant, basket, now());
      assertInStock(product, unitsInBasket(snapshot, product.id), input.quantity);
      checkAttributeChoice(await store.attributeItemsOfProducts([product.id]), chosen);

      const sameLine = input.basketProductId
        ? snapshot.lines.find(({ line }) => line.id === input.basketProductId)
        : snapshot.lines.find(
            ({ line, attributeItems, packageItems }) =>
              line.product_id === product.id &&
              packageItems.length === 0 &&
              !input.extraInfo &&
              !line.extra_info &&
              attributeItems.length === chosen.length &&
              attributeItems.every((item) => chosen.some((choice) => choice.id === item.id && choice.quantity === item.quantity)),
          );
      if (input.basketProductId && !sameLine) throw AppError.validation('basketProductId', 'basket_product_does_not_exists');
      if (sameLine) {
        await store.setLineQuantity(sameLine.line.id, sameLine.line.quantity + input.quantity);
      } else {
        const lineId = await store.insertLine({
          basket_id: basket.id,
          product_id: product.id,
          quantity: input.quantity,
          extra_info: input.extraInfo ? JSON.stringify(input.extraInfo) : null,
          created_at: now().toISOString(),
        });
        await store.insertLineItems(
          chosen.map((choice) => ({
            basket_product_id: lineId,
            kind: 'attribute' as const,
            attribute_item_id: choice.id,
            quantity: choice.quantity,
          })),
        );
      }
      await touch(basket.id);
      return view(restaurant, basket.id);
    },

    /**
     * A package (menu) with the products chosen in its steps (spec §4 "Package wizard"): each step's
     * minimum reached, its maximum counting every unit, every choice offered by its step, and the
     * contents in stock for the number of packages.
     */
    async addPackage(
      input: {
        restaurantId: number;
        basketId: string;
        productId: number;
        quantity: number;
        productItems: ReadonlyArray<{ productId: number; productPackage: number; quantity: number }>;
        extraInfo?: LineExtraInfo | undefined;
      },
      auth: TokenClaims,
    ): Promise<Basket> {
      const { restaurant, basket } = await open(input.restaurantId, input.basketId, auth);
      refuseOutsideEventMode(restaurant, input.extraInfo);
      const [product] = await store.productsByIds(restaurant.id, [input.productId]);
      if (product?.active !== 1 || product.is_package !== 1) throw AppError.validation('productId', 'product_does_not_exists');
      const choices = await store.packageChoices(product.id);
      const steps = new Map(choices.map((choice) => [choice.step_id, choice]));
      const perStep = new Map<number, number>();
      for (const item of input.productItems) {
        const offered = choices.some((choice) => choice.step_id === item.productPackage && choice.product_id === item.productId);
        if (!offered) throw AppError.validation('productItems', 'package_not_available');
        perStep.set(item.productPackage, (perStep.get(item.productPackage) ?? 0) + item.quantity);
      }
      for (const [stepId, step] of steps) {
        const count = perStep.get(stepId) ?? 0;
        if (count < step.min) throw AppError.validation('productItems', 'minimum_product_selection', { min: step.min });
        if (step.max !== null && count > step.max) throw AppError.validation('productItems', 'too_big');
      }
      // Sold per person (event mode), a package line is one package per ticket: the persons' counts.
      const personsConfig = personsConfigOf(restaurant, product);
      if (!personsConfig) refuseStrayPersons(restaurant, input.extraInfo);
      const persons = personsConfig ? await checkedPersons(restaurant, basket, product, personsConfig, input.extraInfo) : null;
      const quantity = persons ? persons.quantity : input.quantity;
      const snapshot = await loadSnapshot(store, restaurant, basket, now());
      assertInStock(product, unitsInBasket(snapshot, product.id), quantity);
      const contents = await store.productsByIds(
        restaurant.id,
        input.productItems.map((item) => item.productId),
      );
      for (const content of contents) {
        const perPackage = input.productItems.filter((item) => item.productId === content.id).reduce((sum, item) => sum + item.quantity, 0);
        assertInStock(content, unitsInBasket(snapshot, content.id), perPackage * quantity);
      }
      const lineId = await store.insertLine({
        basket_id: basket.id,
        product_id: product.id,
        quantity,
        extra_info: persons
          ? personsExtraInfo(input.extraInfo?.comment, persons.persons)
          : input.extraInfo
            ? JSON.stringify(input.extraInfo)
            : null,
        created_at: now().toISOString(),
      });
      await store.insertLineItems(
        input.productItems.map((item) => ({
          basket_product_id: lineId,
          kind: 'package' as const,
          step_id: item.productPackage,
          product_id: item.productId,
          quantity: item.quantity,
        })),
      );
      await touch(basket.id);
      return view(restaurant, basket.id);
    },

    /** Adds or removes attribute items of a line; the line's choice must stay valid. */
    async changeLineAttributes(
      input: {
        restaurantId: number;
        basketId: string;
        basketProductId: number;
        attributeItems: readonly AttributeChoice[];
        productAttributeItems: readonly AttributeChoice[];
      },
      mode: 'add' | 'remove',
      auth: TokenClaims,
    ): Promise<Basket> {
      const { restaurant, basket } = await open(input.restaurantId, input.basketId, auth);
      const snapshot = await loadSnapshot(store, restaurant, basket, now());
      const current = snapshot.lines.find(({ line }) => line.id === input.basketProductId);
      if (!current) throw AppError.validation('basketProductId', 'basket_product_does_not_exists');
      const changes = normaliseChoices([...input.attributeItems, ...input.productAttributeItems]);
      const next = new Map(current.attributeItems.map((item) => [item.id, item.quantity]));
      for (const change of changes) {
        const quantity = (next.get(change.id) ?? 0) + (mode === 'add' ? change.quantity : -change.quantity);
        if (quantity > 0) next.set(change.id, quantity);
        else next.delete(change.id);
      }
      const chosen = [...next].map(([id, quantity]) => ({ id, quantity }));
      checkAttributeChoice(await store.attributeItemsOfProducts([current.product.id]), chosen);
      await store.deleteLineItems(current.line.id, 'attribute');
      await store.insertLineItems(
        chosen.map((choice) => ({
          basket_product_id: current.line.id,
          kind: 'attribute' as const,
          attribute_item_id: choice.id,
          quantity: choice.quantity,
        })),
      );
      await touch(basket.id);
      return view(restaurant, basket.id);
    },

    /** One unit less; the line goes when its last unit does (spec "remove"). */
    async removeOne(restaurantId: number, basketId: string, lineId: number, auth: TokenClaims): Promise<Basket> {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      const line = await store.findLine(basket.id, lineId);
      if (!line) throw AppError.validation('basketProductId', 'basket_product_does_not_exists');
      const [product] = await store.productsByIds(restaurant.id, [line.product_id]);
      if (product && personsConfigOf(restaurant, product)) {
        // One unit less of a line sold per person would leave a person without a ticket.
        throw AppError.validation('basketProductId', 'quantity_follows_persons', { name: product.name });
      }
      if (line.quantity > 1) await store.setLineQuantity(line.id, line.quantity - 1);
      else await store.deleteLines([line.id]);
      await touch(basket.id);
      return view(restaurant, basket.id);
    },

    async deleteLine(restaurantId: number, basketId: string, lineId: number, auth: TokenClaims): Promise<Basket> {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      const line = await store.findLine(basket.id, lineId);
      if (!line) throw AppError.validation('basketProductId', 'basket_product_does_not_exists');
      await store.deleteLines([line.id]);
      await touch(basket.id);
      return view(restaurant, basket.id);
    },

    /**
     * A line's comment and per-person details; the line is found through its basket's owner. The
     * extra info sent replaces the line's. A line sold per person (event mode) gets the persons sent
     * and their counts' sum as its quantity; sent without `itemDetails`, it keeps its persons (an
     * edit of the comment alone). Its last person cannot go: the line is deleted instead.
     */
    async updateLineExtraInfo(lineId: number, extraInfo: LineExtraInfo, auth: TokenClaims, maxCommentLength: number): Promise<Basket> {
      const line = await store.findLineAnywhere(lineId);
      const basket = line ? await store.findBasket(line.basket_id) : undefined;
      if (!line || !basket) throw AppError.validation('basketProductId', 'basket_product_does_not_exists');
      const { restaurant } = await open(basket.restaurant_id, basket.id, auth);
      refuseOutsideEventMode(restaurant, extraInfo);
      if ((extraInfo.comment?.length ?? 0) > maxCommentLength) throw AppError.validation('extraInfo.comment', 'too_big');
      const [product] = await store.productsByIds(restaurant.id, [line.product_id]);
      const personsConfig = product ? personsConfigOf(restaurant, product) : null;
      if (product && personsConfig && extraInfo.itemDetails !== undefined) {
        const checked = await checkedPersons(restaurant, basket, product, personsConfig, extraInfo);
        const snapshot = await loadSnapshot(store, restaurant, basket, now());
        const entry = snapshot.lines.find((candidate) => candidate.line.id === line.id);
        assertInStock(product, unitsInBasket(snapshot, product.id, line.id), checked.quantity);
        if (entry) assertContentsInStock(snapshot, entry, checked.quantity, line.id);
        await store.setLine(line.id, { quantity: checked.quantity, extra_info: personsExtraInfo(extraInfo.comment, checked.persons) });
      } else if (product && personsConfig) {
        await store.setLineExtraInfo(line.id, personsExtraInfo(extraInfo.comment, personsOf(line)));
      } else {
        refuseStrayPersons(restaurant, extraInfo);
        await store.setLineExtraInfo(line.id, JSON.stringify(extraInfo));
      }
      await touch(basket.id);
      return view(restaurant, basket.id);
    },

    /**
     * Sets the delivery type; lines that cannot be ordered for it leave the basket, and the answer
     * says which, so the client can warn "Some items are removed from the cart" (spec §4).
     */
    async changeDeliveryMethod(restaurantId: number, basketId: string, type: DeliveryTypeName, auth: TokenClaims) {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      const code = deliveryTypeCode(type);
      if (!settingsOf(restaurant).deliveryTypes.includes(code)) throw AppError.validation('deliveryType', 'delivery_type_not_available');
      const snapshot = await loadSnapshot(store, restaurant, basket, now());
      const dropped = snapshot.lines.filter(({ product }) => !deliveryTypesOf(product).includes(code));
      await store.deleteLines(dropped.map(({ line }) => line.id));
      await store.updateBasket(basket.id, { delivery_type: code, updated_at: now().toISOString() });
      return {
        basket: await view(restaurant, basket.id),
        notice:
          dropped.length > 0
            ? { type: 'warning' as const, code: 'items_removed_from_cart', removed: dropped.map(({ product }) => product.name) }
            : null,
      };
    },

    async addDeliveryTime(
      restaurantId: number,
      basketId: string,
      type: DeliveryTypeName,
      deliveryTime: string,
      duration: string | undefined,
      auth: TokenClaims,
    ): Promise<Basket> {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      const check = checkTime(await scheduleFor(store, restaurant, type, now()), now(), deliveryTime);
      if (!check.ok) {
        const code =
          check.reason === 'invalid'
            ? 'date_format_invalid'
            : check.reason === 'past'
              ? TIME_REJECTION_CODE.past
              : 'Restaurant_is_not_Open';
        throw AppError.validation('delivery_time', code);
      }
      await store.updateBasket(basket.id, {
        delivery_time: check.time.toUTC().toISO(),
        delivery_type: deliveryTypeCode(type),
        duration: duration ?? null,
        updated_at: now().toISOString(),
      });
      return view(restaurant, basket.id);
    },

    async addVoucher(restaurantId: number, basketId: string, code: string, auth: TokenClaims): Promise<Basket> {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      if (!settingsOf(restaurant).available_voucher) throw AppError.validation('voucherCode', 'code_invalid');
      const voucher = await store.findVoucherByCode(restaurant.id, code.trim().toUpperCase());
      if (!voucher) throw AppError.validation('voucherCode', 'voucher_code_does_not_exists');
      const nowIso = now().toISOString();
      if (voucher.expires_at && voucher.expires_at <= nowIso) throw AppError.validation('voucherCode', 'code_expired');
      if (voucher.starts_at && voucher.starts_at > nowIso) throw AppError.validation('voucherCode', 'code_invalid');
      if (voucher.usage_limit !== null && voucher.used_count >= voucher.usage_limit) {
        throw AppError.validation('voucherCode', 'voucher_has_reached_its_usage_limit_and_cannot_be_used');
      }
      await store.updateBasket(basket.id, { voucher_id: voucher.id, updated_at: nowIso });
      return view(restaurant, basket.id);
    },

    async removeVoucher(restaurantId: number, basketId: string, auth: TokenClaims): Promise<Basket> {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      await store.updateBasket(basket.id, { voucher_id: null, updated_at: now().toISOString() });
      return view(restaurant, basket.id);
    },

    async setTip(restaurantId: number, basketId: string, tip: number, auth: TokenClaims): Promise<Basket> {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      if (tip > 0 && !settingsOf(restaurant).tip_request) throw AppError.validation('tip_price', 'tip_not_available');
      await store.updateBasket(basket.id, { tip_minor: toMinorUnits(tip), updated_at: now().toISOString() });
      return view(restaurant, basket.id);
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
      await store.updateBasket(basket.id, { table_id: table.id, qr_code: input.qrcode ? 1 : 0, updated_at: now().toISOString() });
      return view(restaurant, basket.id);
    },

    /** The table-capacity answer and other basket extras (spec §4 "Table capacity modal"). */
    async setBasketExtraInfo(restaurantId: number, basketId: string, extraInfo: object, auth: TokenClaims): Promise<Basket> {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      await store.updateBasket(basket.id, { extra_info: JSON.stringify(extraInfo), updated_at: now().toISOString() });
      return view(restaurant, basket.id);
    },

    /** The guest's details for the order; a delivery address must lie in a delivery area. */
    async setUserInfo(restaurantId: number, basketId: string, userInfo: UserInfo, auth: TokenClaims): Promise<Basket> {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      const type = userInfo.deliveryType ? deliveryTypeCode(userInfo.deliveryType) : basket.delivery_type;
      if (type === 1) {
        if (!userInfo.postalCode) throw AppError.validation('userInfo.postalCode', 'required');
        if (!(await store.findDeliveryArea(restaurant.id, userInfo.postalCode))) {
          throw AppError.validation('userInfo.postalCode', 'postal_code_does_not_exists_in_this_area');
        }
      }
      await store.updateBasket(basket.id, {
        user_info: JSON.stringify(userInfo),
        ...(userInfo.postalCode ? { postal_code: userInfo.postalCode } : {}),
        ...(type ? { delivery_type: type } : {}),
        updated_at: now().toISOString(),
      });
      return view(restaurant, basket.id);
    },

    /** After login the local basket becomes the customer's (spec §4); logout gives it back. */
    async assign(restaurantId: number, basketId: string, auth: TokenClaims): Promise<Basket> {
      if (auth.kind !== 'private') throw AppError.of('unauthorized');
      const restaurant = await restaurants.require(restaurantId);
      const basket = await store.findBasket(basketId);
      // The guest who made it, or the same customer again, may assign it; nobody can take another's.
      const mayAssign =
        basket && basket.restaurant_id === restaurant.id && (basket.user_id === null || String(basket.user_id) === auth.sub);
      if (!mayAssign) throw basketMissing();
      await store.updateBasket(basket.id, { user_id: Number(auth.sub), updated_at: now().toISOString() });
      return view(restaurant, basket.id);
    },

    async unassign(basketId: string, auth: TokenClaims): Promise<void> {
      const basket = await store.findBasket(basketId);
      if (!basket || auth.kind !== 'private' || String(basket.user_id) !== auth.sub) throw basketMissing();
      await store.updateBasket(basket.id, { user_id: null, updated_at: now().toISOString() });
    },

    /** Shipping and totals for a postal code and delivery type, without changing the basket. */
    async priceFor(restaurantId: number, basketId: string, type: DeliveryTypeName, postalCode: string, auth: TokenClaims) {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      const code = deliveryTypeCode(type);
      if (code === 1 && !(await store.findDeliveryArea(restaurant.id, postalCode))) {
        throw AppError.validation('postalCode', 'postal_code_does_not_exists_in_this_area');
      }
      return loadSnapshot(store, restaurant, { ...basket, delivery_type: code, postal_code: postalCode }, now());
    },
  };
}
export type BasketService = ReturnType<typeof createBasketService>;
