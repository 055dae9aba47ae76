import { type AdditionalInfoConfig, type Basket, ITEM_DETAILS_MAX, type LineExtraInfo } from '@platter/contract';
import type { TokenClaims } from '../../auth/tokens.ts';
import type { AppContext } from '../../context.ts';
import type { RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertInStock, assertWithinBasketLimits, checkAttributeChoice, deliveryTypesOf } from './add-rules.ts';
import { type AttributeChoice, assertContentsInStock, type BasketCore, normaliseChoices, unitsInBasket } from './core.ts';
import {
  hasPersons,
  ITEM_DETAILS_FIELD,
  personsConfigOf,
  personsExtraInfo,
  personsOf,
  refuseOutsideEventMode,
  storedExtraInfo,
} from './event-details.ts';
import { unitTotalMinor } from './pricing.ts';
import type { BasketSnapshot, SnapshotLine } from './snapshot.ts';
import type { BasketRow, BasketStore } from './store.ts';

/** How often persons joining a line are written again after a concurrent change of the line. */
const PERSONS_WRITE_ATTEMPTS = 50;

/**
 * The basket's lines: adding products (with attribute choices, as packages, or per person in event
 * mode), changing a line's attributes and extra info, one less, and removing a line.
 */
export function createBasketLines(context: AppContext, store: BasketStore, core: BasketCore) {
  const { now } = context;
  const {
    open,
    viewOf,
    snapshot: snapshotOf,
    touch,
    checkedPersons,
    refuseStrayPersons,
    assertHappyHourDates,
    assertNotPaused,
    insertLineAndTouch,
  } = core;

  /** The attribute items a product of the snapshot offers: read only when it offers some. */
  async function attributeOptions(snapshot: BasketSnapshot, productId: number) {
    return snapshot.reads.offeringAttributes.has(productId) ? store.attributeItemsOfProducts([productId]) : [];
  }

  /**
   * Adds persons of a product sold per person (event mode). They join the line of the same product
   * without attribute or package choices whose comment the call does not contradict (or the line
   * named by `basketProductId`); otherwise they make a new line. The quantity sent is not used: the
   * line's quantity is the sum of its persons' counts, and without persons only the line's own
   * calls may change it. `snapshot`: the basket as the call read it with the product.
   */
  async function addPersons(
    restaurant: RestaurantRow,
    basket: BasketRow,
    snapshot: BasketSnapshot,
    product: SnapshotLine['product'],
    config: AdditionalInfoConfig,
    input: { basketProductId?: number | undefined; extraInfo?: LineExtraInfo | undefined },
    chosen: Array<{ id: number; quantity: number }>,
  ): Promise<Basket> {
    if (input.basketProductId !== undefined && !hasPersons(input.extraInfo)) {
      throw AppError.validation('quantity', 'quantity_follows_persons', { name: product.name });
    }
    const checked = await checkedPersons(restaurant, basket, product, config, input.extraInfo);
    checkAttributeChoice(await attributeOptions(snapshot, product.id), chosen);
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
    assertWithinBasketLimits(
      { subtotalMinor: snapshot.totals.subtotalMinor + product.price_minor * checked.quantity },
      restaurant.currency,
    );

    if (!target) {
      const changed = await insertLineAndTouch(
        {
          basket_id: basket.id,
          product_id: product.id,
          quantity: checked.quantity,
          extra_info: personsExtraInfo(comment, checked.persons),
          created_at: now().toISOString(),
        },
        chosen.map((choice) => ({
          kind: 'attribute' as const,
          attribute_item_id: choice.id,
          quantity: choice.quantity,
        })),
      );
      return viewOf(restaurant, changed, { earlier: snapshot });
    }
    // The persons join the line as it is when written: a concurrent add changed it, so read it
    // again and append to that (a plain write would drop the other call's persons).
    let line = target.line;
    for (let attempt = 1; ; attempt += 1) {
      const persons = [...personsOf(line), ...checked.persons];
      if (persons.length > ITEM_DETAILS_MAX) throw AppError.validation(ITEM_DETAILS_FIELD, 'too_big');
      const written = await store.setLineIfUnchanged(line, {
        quantity: persons.reduce((sum, person) => sum + person.count, 0),
        extra_info: personsExtraInfo(comment ?? storedExtraInfo(line).comment, persons),
      });
      if (written) break;
      const fresh = await store.findLine(basket.id, line.id);
      if (!fresh || attempt >= PERSONS_WRITE_ATTEMPTS) throw AppError.validation('basketProductId', 'basket_product_does_not_exists');
      line = fresh;
    }
    return viewOf(restaurant, await touch(basket.id), { earlier: snapshot });
  }

  return {
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
      // The product comes with the basket's own products (one query); the checks below are those
      // of its own read, in the same order.
      const snapshot = await snapshotOf(restaurant, basket, {}, [input.productId]);
      const product = snapshot.reads.products.get(input.productId);
      if (product?.active !== 1) throw AppError.validation('productId', 'product_does_not_exists');
      if (basket.delivery_type !== null && !deliveryTypesOf(product).includes(basket.delivery_type)) {
        throw AppError.validation('productId', 'the_product_is_not_available', { name: product.name });
      }
      await assertNotPaused(restaurant, basket, [product], 'productId');
      if (product.is_package === 1) {
        // A package whose steps ask for a choice goes through add-product-package-items.
        const required = (await store.packageChoices(product.id)).find((choice) => choice.min > 0);
        if (required) throw AppError.validation('productItems', 'minimum_product_selection', { min: required.min });
      }
      const chosen = normaliseChoices(input.attributeItems);
      const personsConfig = personsConfigOf(restaurant, product);
      if (personsConfig) return addPersons(restaurant, basket, snapshot, product, personsConfig, input, chosen);
      refuseStrayPersons(restaurant, input.extraInfo);
      await assertHappyHourDates(restaurant, basket, [product], 'productId');
      assertInStock(product, unitsInBasket(snapshot, product.id), input.quantity);
      checkAttributeChoice(await attributeOptions(snapshot, product.id), chosen);

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
      assertWithinBasketLimits(
        {
          lineQuantity: (sameLine?.line.quantity ?? 0) + input.quantity,
          subtotalMinor:
            snapshot.totals.subtotalMinor + (sameLine ? unitTotalMinor(sameLine.priced) : product.price_minor) * input.quantity,
        },
        restaurant.currency,
      );
      const nowIso = now().toISOString();
      const changed = sameLine
        ? await store.addToLineQuantityAndTouch(sameLine.line.id, input.quantity, basket.id, nowIso)
        : await insertLineAndTouch(
            {
              basket_id: basket.id,
              product_id: product.id,
              quantity: input.quantity,
              extra_info: input.extraInfo ? JSON.stringify(input.extraInfo) : null,
              created_at: nowIso,
            },
            chosen.map((choice) => ({
              kind: 'attribute' as const,
              attribute_item_id: choice.id,
              quantity: choice.quantity,
            })),
          );
      return viewOf(restaurant, changed, { earlier: snapshot });
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
      await assertHappyHourDates(restaurant, basket, [product], 'productId');
      const quantity = persons ? persons.quantity : input.quantity;
      const snapshot = await snapshotOf(restaurant, basket);
      assertInStock(product, unitsInBasket(snapshot, product.id), quantity);
      assertWithinBasketLimits(
        { lineQuantity: persons ? undefined : quantity, subtotalMinor: snapshot.totals.subtotalMinor + product.price_minor * quantity },
        restaurant.currency,
      );
      const contents = await store.productsByIds(
        restaurant.id,
        input.productItems.map((item) => item.productId),
      );
      await assertNotPaused(restaurant, basket, [product, ...contents], 'productId');
      for (const content of contents) {
        const perPackage = input.productItems.filter((item) => item.productId === content.id).reduce((sum, item) => sum + item.quantity, 0);
        assertInStock(content, unitsInBasket(snapshot, content.id), perPackage * quantity);
      }
      const changed = await insertLineAndTouch(
        {
          basket_id: basket.id,
          product_id: product.id,
          quantity,
          extra_info: persons
            ? personsExtraInfo(input.extraInfo?.comment, persons.persons)
            : input.extraInfo
              ? JSON.stringify(input.extraInfo)
              : null,
          created_at: now().toISOString(),
        },
        input.productItems.map((item) => ({
          kind: 'package' as const,
          step_id: item.productPackage,
          product_id: item.productId,
          quantity: item.quantity,
        })),
      );
      return viewOf(restaurant, changed, { earlier: snapshot });
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
      const snapshot = await snapshotOf(restaurant, basket);
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
      // The line's attribute items are replaced as a whole, in one transaction.
      await store.transaction(async (tx) => {
        await tx.deleteLineItems(current.line.id, 'attribute');
        await tx.insertLineItems(
          chosen.map((choice) => ({
            basket_product_id: current.line.id,
            kind: 'attribute' as const,
            attribute_item_id: choice.id,
            quantity: choice.quantity,
          })),
        );
      });
      return viewOf(restaurant, await touch(basket.id), { earlier: snapshot });
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
      await store.removeOneUnit(line.id);
      return viewOf(restaurant, await touch(basket.id));
    },

    async deleteLine(restaurantId: number, basketId: string, lineId: number, auth: TokenClaims): Promise<Basket> {
      const { restaurant, basket } = await open(restaurantId, basketId, auth);
      const line = await store.findLine(basket.id, lineId);
      if (!line) throw AppError.validation('basketProductId', 'basket_product_does_not_exists');
      await store.deleteLines([line.id]);
      return viewOf(restaurant, await touch(basket.id));
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
        const snapshot = await snapshotOf(restaurant, basket);
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
      return viewOf(restaurant, await touch(basket.id));
    },
  };
}
