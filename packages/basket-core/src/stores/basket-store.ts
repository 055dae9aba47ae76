import { type BasketCalls, isBasketMissing, type KeyValueStorage } from '@platter/api-client';
import type { Basket, BasketProduct, LineExtraInfo } from '@platter/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AttributeItemInput } from '../attribute-groups.ts';
import { BasketError, LOCAL_MESSAGES } from '../basket-error.ts';
import { createBasketRegistry } from '../basket-registry.ts';
import { lineExtraInfoOf } from '../event-details.ts';
import { checkItemComment, ITEM_COMMENT_MAX_LENGTH } from '../item-comment.ts';
import type { PackageItemInput } from '../package-steps.ts';
import { parseQuantity } from '../quantity.ts';
import { type StockUsingLine, stockLeft } from '../stock.ts';
import { rememberTableCapacity } from '../table-capacity.ts';
import { type TableRefInput, tableRefOf } from '../table-ref.ts';
import { hideTableSelection } from '../table-selection.ts';

/** The calls the basket store makes: a real `ApiClient`, or a fake in tests. */
export interface BasketStoreApi {
  basket: Pick<
    BasketCalls,
    'create' | 'get' | 'add' | 'remove' | 'deleteProduct' | 'addPackageItems' | 'setTable' | 'updateExtraInfo' | 'updateBasketExtraInfo'
  >;
}

export interface BasketStoreDeps {
  api: BasketStoreApi;
  /** Holds the basket list (`basket`) and the table-capacity dates; `localStorage` in browsers. */
  storage: KeyValueStorage;
  restaurantId: number;
  /** @default () => new Date() */
  now?: () => Date;
  /** The page data's `features.itemCommentMaxLength`. @default 140 */
  itemCommentMaxLength?: number;
}

/** Per cart row: its minus/plus buttons are disabled while either is set (spec §2 Cart). */
export interface LineFlags {
  deleting: boolean;
  changingQuantity: boolean;
}

export interface AddToBasketInput {
  productId: number;
  /** Read as an integer, 1 when missing or below 1 (spec §5). */
  quantity?: number | string | null;
  /** Sent only when non-empty (spec §5). */
  attributeItems?: AttributeItemInput[];
  extraInfo?: LineExtraInfo;
}

export interface AddPackageInput {
  productId: number;
  quantity?: number | string | null;
  productItems: PackageItemInput[];
  extraInfo?: LineExtraInfo;
}

export interface BasketState {
  /** This restaurant's basket id from the local list; null before the first add. */
  basketId: string | null;
  basket: Basket | null;
  lineFlags: Readonly<Record<number, LineFlags>>;
  /** The basket is being fetched. */
  isLoading: boolean;
  /** Changes under way; the cart's Continue button waits for none (see `selectIsChanging`). */
  pendingChanges: number;
  /** The basket was fetched (or found absent) at least once. */
  hasLoadedOnce: boolean;

  /** At start: fetches the basket when the local list holds one for the restaurant (spec §4). */
  start(): Promise<Basket | null>;
  /** The basket's id, creating the basket first when there is none (e.g. a time chosen before any add). */
  ensure(): Promise<string>;
  /** Fetches the whole basket; null when there is none (any more). */
  load(): Promise<Basket | null>;
  /** Adds a product, creating the basket on the first add. */
  add(input: AddToBasketInput): Promise<Basket | null>;
  addPackage(input: AddPackageInput): Promise<Basket | null>;
  /** Plus: one more of a line. */
  increase(basketProductId: number): Promise<Basket | null>;
  /** Minus: one less of a line. */
  decrease(basketProductId: number): Promise<Basket | null>;
  /** Deletes a whole line. */
  removeLine(basketProductId: number): Promise<Basket | null>;
  /** Saves a line's comment (trimmed, at most `itemCommentMaxLength` characters). */
  saveComment(basketProductId: number, comment: string): Promise<Basket | null>;
  /** Event mode: removes one person's details from a line. */
  removePerson(basketProductId: number, index: number): Promise<Basket | null>;
  /** Ties the basket to a table (creating the basket when needed); the first of id, name, number is sent. */
  setTable(table: TableRefInput, options?: { qrcode?: boolean }): Promise<Basket | null>;
  /** The table-capacity modal's answer; remembers that it was given today. */
  saveTableCapacity(capacity: { adults: number; children: number }): Promise<Basket | null>;
  /**
   * Runs another store's change of this basket (voucher, tip, delivery…): needs a local basket,
   * counts as pending, reloads afterwards and forgets the basket if the server no longer knows it.
   */
  applyChange(change: (basketId: string) => Promise<unknown>): Promise<Basket | null>;
  /** After an order was created: the local record goes, the basket and its totals are cleared (spec §4). */
  clearAfterOrder(): void;
  /** After an order was fetched: the cart, totals and delivery time are reset (spec §4). */
  reset(): void;
  /**
   * The server no longer knows the basket (`basket_does_not_exists`): the local basket list is
   * removed (spec §4) and the basket forgotten. The store does this for its own calls; wire it to
   * the API client's `onBasketMissing` for the others.
   */
  forgetBaskets(): void;
  /**
   * Makes a basket the server made elsewhere (a reorder's `api/order/create-basket`) this
   * restaurant's basket: it replaces the local record and is fetched.
   */
  adoptBasket(basketId: string): Promise<Basket | null>;
}

export type BasketStore = StoreApi<BasketState>;

const NO_FLAGS: LineFlags = { deleting: false, changingQuantity: false };

export function createBasketStore({
  api,
  storage,
  restaurantId,
  now = () => new Date(),
  itemCommentMaxLength = ITEM_COMMENT_MAX_LENGTH,
}: BasketStoreDeps): BasketStore {
  const registry = createBasketRegistry(storage);
  let creating: Promise<string> | null = null;
  let latestLoad = 0;

  return createStore<BasketState>()((set, get) => {
    function forgetMissingBasket(error: unknown): boolean {
      if (!isBasketMissing(error)) return false;
      get().forgetBaskets();
      return true;
    }

    function requireBasketId(): string {
      const basketId = get().basketId ?? registry.basketIdFor(restaurantId);
      if (!basketId) throw new BasketError('basket_not_found');
      return basketId;
    }

    /** The basket id, creating the basket once even when two adds race for it. */
    function ensureBasketId(): Promise<string> {
      const basketId = get().basketId ?? registry.basketIdFor(restaurantId);
      if (basketId) return Promise.resolve(basketId);
      creating ??= api.basket
        .create({}, { errorMessage: LOCAL_MESSAGES.basket_create_failed })
        .then((basket) => {
          registry.remember(restaurantId, basket.id);
          set({ basketId: basket.id, basket });
          return basket.id;
        })
        .finally(() => {
          creating = null;
        });
      return creating;
    }

    function requireLine(basketProductId: number): BasketProduct {
      const line = get().basket?.products.find((product) => product.basketProductId === basketProductId);
      if (!line) throw new BasketError('product_not_found');
      return line;
    }

    function setLineFlag(basketProductId: number, flag: keyof LineFlags, value: boolean): void {
      set((state) => {
        const flags = { ...(state.lineFlags[basketProductId] ?? NO_FLAGS), [flag]: value };
        const { [basketProductId]: _previous, ...others } = state.lineFlags;
        return { lineFlags: flags.deleting || flags.changingQuantity ? { ...others, [basketProductId]: flags } : others };
      });
    }

    /** Every change: counted as pending, then the whole basket reloaded (spec §4). */
    async function change(run: () => Promise<unknown>, line?: { basketProductId: number; flag: keyof LineFlags }): Promise<Basket | null> {
      set((state) => ({ pendingChanges: state.pendingChanges + 1 }));
      if (line) setLineFlag(line.basketProductId, line.flag, true);
      try {
        await run();
        return await get().load();
      } catch (error) {
        forgetMissingBasket(error);
        throw error;
      } finally {
        set((state) => ({ pendingChanges: state.pendingChanges - 1 }));
        if (line) setLineFlag(line.basketProductId, line.flag, false);
      }
    }

    return {
      basketId: registry.basketIdFor(restaurantId),
      basket: null,
      lineFlags: {},
      isLoading: false,
      pendingChanges: 0,
      hasLoadedOnce: false,

      // Without a stored basket nothing is fetched, but the basket counts as loaded (and empty).
      start: () => get().load(),

      ensure: ensureBasketId,

      async load() {
        const basketId = get().basketId ?? registry.basketIdFor(restaurantId);
        if (!basketId) {
          set({ basket: null, hasLoadedOnce: true });
          return null;
        }
        const load = ++latestLoad;
        set({ basketId, isLoading: true });
        try {
          const basket = await api.basket.get({ basketId }, { errorMessage: LOCAL_MESSAGES.basket_fetch_failed });
          // A slower, older fetch must not overwrite what a newer one brought.
          if (load === latestLoad) set({ basket, hasLoadedOnce: true });
          return get().basket;
        } catch (error) {
          if (forgetMissingBasket(error)) {
            set({ hasLoadedOnce: true });
            return null;
          }
          throw error;
        } finally {
          if (load === latestLoad) set({ isLoading: false });
        }
      },

      add: ({ productId, quantity, attributeItems, extraInfo }) =>
        change(async () => {
          const basketId = await ensureBasketId();
          await api.basket.add({
            basketId,
            productId,
            quantity: parseQuantity(quantity),
            ...(attributeItems && attributeItems.length > 0 ? { attributeItems } : {}),
            ...(extraInfo ? { extraInfo } : {}),
          });
        }),

      addPackage: ({ productId, quantity, productItems, extraInfo }) =>
        change(async () => {
          const basketId = await ensureBasketId();
          await api.basket.addPackageItems({
            basketId,
            productId,
            quantity: parseQuantity(quantity),
            productItems,
            ...(extraInfo ? { extraInfo } : {}),
          });
        }),

      async increase(basketProductId) {
        const basketId = requireBasketId();
        const line = requireLine(basketProductId);
        return change(() => api.basket.add({ basketId, productId: line.productId, basketProductId, quantity: 1 }), {
          basketProductId,
          flag: 'changingQuantity',
        });
      },

      async decrease(basketProductId) {
        const basketId = requireBasketId();
        requireLine(basketProductId);
        return change(() => api.basket.remove({ basketId, basketProductId }), { basketProductId, flag: 'changingQuantity' });
      },

      async removeLine(basketProductId) {
        const basketId = requireBasketId();
        requireLine(basketProductId);
        return change(() => api.basket.deleteProduct({ basketId, basketProductId }), { basketProductId, flag: 'deleting' });
      },

      async saveComment(basketProductId, text) {
        const basketId = requireBasketId();
        const line = requireLine(basketProductId);
        const comment = checkItemComment(text, itemCommentMaxLength);
        if (!comment.ok) throw new BasketError(comment.reason.code, 'comment');
        return change(() =>
          api.basket.updateExtraInfo({ basketId, basketProductId, extraInfo: { ...lineExtraInfoOf(line), comment: comment.value } }),
        );
      },

      async removePerson(basketProductId, index) {
        const basketId = requireBasketId();
        const line = requireLine(basketProductId);
        const extraInfo = lineExtraInfoOf(line);
        const itemDetails = (extraInfo.itemDetails ?? []).filter((_detail, position) => position !== index);
        // A line is its persons: without any left it goes, as the server keeps no line of nobody.
        if (itemDetails.length === 0)
          return change(() => api.basket.deleteProduct({ basketId, basketProductId }), { basketProductId, flag: 'deleting' });
        return change(() => api.basket.updateExtraInfo({ basketId, basketProductId, extraInfo: { ...extraInfo, itemDetails } }));
      },

      async setTable(table, { qrcode = false } = {}) {
        const ref = tableRefOf(table);
        if (!ref) throw new BasketError('required', 'table');
        return change(async () => {
          const basketId = await ensureBasketId();
          await api.basket.setTable({ basketId, ...ref, qrcode });
          // The QR code named the guest's table: no list to pick another from (see table-selection.ts).
          if (qrcode) hideTableSelection(storage, basketId);
        });
      },

      async saveTableCapacity({ adults, children }) {
        const basketId = requireBasketId();
        // One adult at least: 0 persons, or children alone, are no answer (issue 16).
        if (adults < 1) throw new BasketError('at_least_one_person', 'table_capacity');
        return change(async () => {
          await api.basket.updateBasketExtraInfo({ basketId, extraInfo: { table_capacity: { adults, children } } });
          rememberTableCapacity(storage, basketId, now());
        });
      },

      async applyChange(run) {
        const basketId = requireBasketId();
        return change(() => run(basketId));
      },

      clearAfterOrder() {
        registry.forget(restaurantId);
        latestLoad += 1;
        set({ basketId: null, basket: null, lineFlags: {}, isLoading: false });
      },

      reset() {
        latestLoad += 1;
        set({ basket: null, lineFlags: {}, isLoading: false });
      },

      forgetBaskets() {
        registry.clear();
        latestLoad += 1;
        set({ basketId: null, basket: null, lineFlags: {}, isLoading: false });
      },

      adoptBasket(basketId) {
        registry.remember(restaurantId, basketId);
        set({ basketId, basket: null, lineFlags: {} });
        return get().load();
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Derived values: pure, and returning the same reference for the same state (React's useStore
// re-renders on every new reference).

const NO_LINES: readonly BasketProduct[] = [];
const stockLinesCache = new WeakMap<readonly BasketProduct[], StockUsingLine[]>();

export function selectLines(state: BasketState): readonly BasketProduct[] {
  return state.basket?.products ?? NO_LINES;
}

export function selectLine(state: BasketState, basketProductId: number): BasketProduct | undefined {
  return selectLines(state).find((line) => line.basketProductId === basketProductId);
}

/** The basket button's count: every unit of every line. */
export function selectItemCount(state: BasketState): number {
  return selectLines(state).reduce((sum, line) => sum + line.quantity, 0);
}

export function selectIsEmpty(state: BasketState): boolean {
  return selectLines(state).length === 0;
}

/** True while any change is under way (the cart's Continue button is disabled, spec §2). */
export function selectIsChanging(state: BasketState): boolean {
  return state.pendingChanges > 0;
}

export function selectLineFlags(state: BasketState, basketProductId: number): LineFlags {
  return state.lineFlags[basketProductId] ?? NO_FLAGS;
}

export interface BasketTotals {
  /** The goods: `totalPrice`. */
  subtotal: number;
  discount: number;
  shipping: number;
  tip: number;
  /** What the guest pays: `totalWithDiscount`. */
  total: number;
}

const NO_TOTALS: BasketTotals = { subtotal: 0, discount: 0, shipping: 0, tip: 0, total: 0 };
const totalsCache = new WeakMap<Basket, BasketTotals>();

/** The totals; all 0 (shown as 0.00) without a basket, e.g. after the order was created (spec §4). */
export function selectTotals(state: BasketState): BasketTotals {
  const { basket } = state;
  if (!basket) return NO_TOTALS;
  let totals = totalsCache.get(basket);
  if (!totals) {
    totals = {
      subtotal: basket.totalPrice,
      discount: basket.voucherValue,
      shipping: basket.shipping_price,
      tip: basket.tip,
      total: basket.totalWithDiscount,
    };
    totalsCache.set(basket, totals);
  }
  return totals;
}

/** The cart as the stock rule reads it: package contents use their products' stock too. */
export function selectStockLines(state: BasketState): StockUsingLine[] {
  const lines = selectLines(state);
  let stockLines = stockLinesCache.get(lines);
  if (!stockLines) {
    stockLines = lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      items: line.items.map((item) => ({ productId: item.RestaurantProductId, quantity: item.quantity })),
    }));
    stockLinesCache.set(lines, stockLines);
  }
  return stockLines;
}

/** Plus is disabled when the line's product has no stock left (spec §2 Cart); `stock` null is unlimited. */
export function selectCanIncrease(state: BasketState, basketProductId: number): boolean {
  const line = selectLine(state, basketProductId);
  if (!line) return false;
  return stockLeft({ id: line.productId, stock: line.stock }, selectStockLines(state)) > 0;
}
