import { ApiError, type KeyValueStorage } from '@platter/api-client';
import { describe, expect, it } from 'vitest';
import {
  BasketError,
  createBasketStore,
  selectCanIncrease,
  selectIsChanging,
  selectIsEmpty,
  selectItemCount,
  selectLineFlags,
  selectLines,
  selectStockLines,
  selectTotals,
} from '../index.ts';
import { basket, basketMissing, createMemoryStorage, fakeBasketServer, line } from './fixtures.ts';

const NOW = new Date(2026, 10, 22, 12, 0);

function setUp({
  storage = createMemoryStorage(),
  itemCommentMaxLength,
}: {
  storage?: KeyValueStorage;
  itemCommentMaxLength?: number;
} = {}) {
  const server = fakeBasketServer();
  const store = createBasketStore({
    api: server,
    storage,
    restaurantId: 1,
    now: () => NOW,
    ...(itemCommentMaxLength ? { itemCommentMaxLength } : {}),
  });
  return { server, store, storage, state: () => store.getState() };
}

/** A store whose local list and "server" already hold basket b9 with the given lines. */
function withBasket(lines = [line({ basketProductId: 1, productId: 7, quantity: 2, price: 5 })]) {
  const storage = createMemoryStorage({ basket: JSON.stringify([{ restaurantId: 1, basketId: 'b9' }]) });
  const setup = setUp({ storage });
  setup.server.seed(basket({ id: 'b9', products: lines }));
  return setup;
}

describe('createBasketStore', () => {
  describe('start and load', () => {
    it('fetches nothing at start without a local basket, and counts the empty basket as loaded', async () => {
      const { store, server } = setUp();
      expect(store.getState().hasLoadedOnce).toBe(false);
      await expect(store.getState().start()).resolves.toBeNull();
      expect(server.calls).toEqual([]);
      expect(store.getState().hasLoadedOnce).toBe(true);
    });

    it('fetches the basket at start when the local list holds one for the restaurant', async () => {
      const { state, server } = withBasket();
      expect(state().basketId).toBe('b9');
      await state().start();
      expect(server.calls).toEqual([{ name: 'get', input: { basketId: 'b9' } }]);
      expect(state()).toMatchObject({ hasLoadedOnce: true, isLoading: false });
      expect(selectItemCount(state())).toBe(2);
    });

    it('shows the loading flag while fetching', async () => {
      const { state, server } = withBasket();
      const release = server.hold('get');
      const loading = state().load();
      expect(state().isLoading).toBe(true);
      release();
      await loading;
      expect(state().isLoading).toBe(false);
    });

    it('removes the local basket list when the server no longer knows the basket', async () => {
      const storage = createMemoryStorage({
        basket: JSON.stringify([
          { restaurantId: 1, basketId: 'gone' },
          { restaurantId: 2, basketId: 'other' },
        ]),
      });
      const { state } = setUp({ storage });
      await expect(state().load()).resolves.toBeNull();
      expect(storage.getItem('basket')).toBeNull();
      expect(state()).toMatchObject({ basketId: null, basket: null, hasLoadedOnce: true });
    });

    it('passes other failures on with the local text', async () => {
      const { state, server } = withBasket();
      server.failNext('get', new ApiError(500, 'something_went_wrong', 'There was an error in fetching the basket info'));
      await expect(state().load()).rejects.toMatchObject({ status: 500 });
      expect(state().basketId).toBe('b9');
    });

    it('keeps the newest fetch when an older one answers last', async () => {
      const { state, server } = withBasket();
      const releaseFirst = server.hold('get');
      const first = state().load();
      server.seed(basket({ id: 'b9', products: [] }));
      const releaseSecond = server.hold('get');
      const second = state().load();
      releaseSecond();
      await second;
      releaseFirst();
      await Promise.all([first, second]);
      expect(state().isLoading).toBe(false);
      expect(selectIsEmpty(state())).toBe(true);
    });
  });

  describe('add', () => {
    it('creates the basket on the first add, remembers it, and reloads after adding', async () => {
      const { state, server, storage } = setUp();
      await state().add({ productId: 7, quantity: '2.7' });
      expect(server.callNames()).toEqual(['create', 'add', 'get']);
      expect(server.calls[1]?.input).toEqual({ basketId: 'b1', productId: 7, quantity: 2 });
      expect(JSON.parse(storage.getItem('basket') ?? '')).toEqual([{ restaurantId: 1, basketId: 'b1' }]);
      expect(state().basketId).toBe('b1');
      expect(selectItemCount(state())).toBe(2);
    });

    it('creates one basket when two adds race', async () => {
      const { state, server } = setUp();
      await Promise.all([state().add({ productId: 7 }), state().add({ productId: 8 })]);
      expect(server.callNames().filter((name) => name === 'create')).toHaveLength(1);
      expect(selectLines(state())).toHaveLength(2);
    });

    it('sends quantity 1 when missing or below 1, and attribute items only when there are some', async () => {
      const { state, server } = withBasket([]);
      await state().add({ productId: 7, quantity: 0, attributeItems: [] });
      await state().add({ productId: 8, attributeItems: [3, { id: 4, quantity: 2 }], extraInfo: { comment: 'hot' } });
      const adds = server.calls.filter((call) => call.name === 'add').map((call) => call.input);
      expect(adds).toEqual([
        { basketId: 'b9', productId: 7, quantity: 1 },
        { basketId: 'b9', productId: 8, quantity: 1, attributeItems: [3, { id: 4, quantity: 2 }], extraInfo: { comment: 'hot' } },
      ]);
    });

    it('uses the local text when the basket cannot be created', async () => {
      const { state, server } = setUp();
      server.failNext('create', new ApiError(500, 'something_went_wrong', 'There was an error in creating basket'));
      await expect(state().add({ productId: 7 })).rejects.toMatchObject({ message: 'There was an error in creating basket' });
      expect(state().basketId).toBeNull();
      expect(selectIsChanging(state())).toBe(false);
    });

    it('adds a package with its chosen items', async () => {
      const { state, server } = withBasket([]);
      await state().addPackage({ productId: 30, productItems: [{ productId: 7, productPackage: 2, quantity: 1 }] });
      expect(server.calls[0]).toEqual({
        name: 'addPackageItems',
        input: { basketId: 'b9', productId: 30, quantity: 1, productItems: [{ productId: 7, productPackage: 2, quantity: 1 }] },
      });
      expect(selectStockLines(state())).toEqual([{ productId: 30, quantity: 1, items: [{ productId: 7, quantity: 1 }] }]);
    });

    it('is changing while a change is under way', async () => {
      const { state, server } = withBasket([]);
      const release = server.hold('add');
      const adding = state().add({ productId: 7 });
      expect(selectIsChanging(state())).toBe(true);
      release();
      await adding;
      expect(selectIsChanging(state())).toBe(false);
    });

    it('forgets the basket list when the server says the basket is gone', async () => {
      const { state, server, storage } = withBasket();
      server.failNext('add', basketMissing());
      await expect(state().add({ productId: 7 })).rejects.toBeInstanceOf(ApiError);
      expect(storage.getItem('basket')).toBeNull();
      expect(state()).toMatchObject({ basketId: null, basket: null });
    });
  });

  describe('cart rows', () => {
    it('plus adds one to the line, minus takes one away, each reloading the basket', async () => {
      const { state, server } = withBasket();
      await state().load();
      await state().increase(1);
      expect(server.calls.at(-2)).toEqual({ name: 'add', input: { basketId: 'b9', productId: 7, basketProductId: 1, quantity: 1 } });
      expect(selectItemCount(state())).toBe(3);
      await state().decrease(1);
      expect(server.calls.at(-2)).toEqual({ name: 'remove', input: { basketId: 'b9', basketProductId: 1 } });
      expect(selectItemCount(state())).toBe(2);
    });

    it('flags the row as changing its quantity, or deleting, while the call runs', async () => {
      const { state, server } = withBasket();
      await state().load();
      const releaseAdd = server.hold('add');
      const increasing = state().increase(1);
      expect(selectLineFlags(state(), 1)).toEqual({ deleting: false, changingQuantity: true });
      releaseAdd();
      await increasing;
      expect(selectLineFlags(state(), 1)).toEqual({ deleting: false, changingQuantity: false });
      const releaseDelete = server.hold('deleteProduct');
      const deleting = state().removeLine(1);
      expect(selectLineFlags(state(), 1)).toEqual({ deleting: true, changingQuantity: false });
      releaseDelete();
      await deleting;
      expect(state().lineFlags).toEqual({});
      expect(selectIsEmpty(state())).toBe(true);
    });

    it('clears the row flag when the call fails', async () => {
      const { state, server } = withBasket();
      await state().load();
      server.failNext('remove', new ApiError(500, 'x', 'Something went wrong'));
      await expect(state().decrease(1)).rejects.toBeInstanceOf(ApiError);
      expect(state().lineFlags).toEqual({});
    });

    it("fails with 'Product not found' for a line not in the cart", async () => {
      const { state, server } = withBasket();
      await state().load();
      for (const action of [
        () => state().increase(5),
        () => state().decrease(5),
        () => state().removeLine(5),
        () => state().saveComment(5, 'x'),
      ]) {
        await expect(action()).rejects.toMatchObject({ name: 'BasketError', code: 'product_not_found', message: 'Product not found' });
      }
      expect(server.callNames()).toEqual(['get']);
    });

    it("fails with 'Basket not found' without a local basket", async () => {
      const { state, server } = setUp();
      await expect(state().removeLine(1)).rejects.toEqual(new BasketError('basket_not_found'));
      await expect(state().decrease(1)).rejects.toMatchObject({ message: 'Basket not found' });
      await expect(state().applyChange(async () => undefined)).rejects.toMatchObject({ code: 'basket_not_found' });
      expect(server.calls).toEqual([]);
    });

    it('tells whether plus is allowed by the stock left, package contents included', async () => {
      const { state } = withBasket([
        line({ basketProductId: 1, productId: 7, quantity: 2, stock: 3 }),
        line({
          basketProductId: 2,
          productId: 30,
          quantity: 1,
          stock: null,
          items: [{ id: 1, RestaurantProductId: 7, quantity: 1, productPackageId: 1, stock: 3, name: 'x', depot: null }],
        }),
        line({ basketProductId: 3, productId: 8, quantity: 5, stock: null }),
      ]);
      await state().load();
      expect(selectCanIncrease(state(), 1)).toBe(false);
      expect(selectCanIncrease(state(), 3)).toBe(true);
      expect(selectCanIncrease(state(), 99)).toBe(false);
    });
  });

  describe('comments and details', () => {
    it('saves a trimmed comment, keeping the other extra info', async () => {
      const { state, server } = withBasket([
        line({ basketProductId: 1, extra_info: JSON.stringify({ itemDetails: [{ fullName: 'Ann', count: 1 }] }) }),
      ]);
      await state().load();
      await state().saveComment(1, '  no onions ');
      expect(server.calls[1]).toEqual({
        name: 'updateExtraInfo',
        input: { basketId: 'b9', basketProductId: 1, extraInfo: { itemDetails: [{ fullName: 'Ann', count: 1 }], comment: 'no onions' } },
      });
    });

    it('refuses a comment over the configured maximum', async () => {
      const storage = createMemoryStorage({ basket: JSON.stringify([{ restaurantId: 1, basketId: 'b9' }]) });
      const { state, server } = setUp({ storage, itemCommentMaxLength: 5 });
      server.seed(basket({ id: 'b9', products: [line({ basketProductId: 1 })] }));
      await state().load();
      await expect(state().saveComment(1, 'too long')).rejects.toMatchObject({ code: 'too_big', field: 'comment' });
    });

    it('removes one person of an event line', async () => {
      const people = [
        { fullName: 'Ann', count: 1 },
        { fullName: 'Bo', count: 2 },
      ];
      const { state, server } = withBasket([line({ basketProductId: 1, extra_info: JSON.stringify({ itemDetails: people }) })]);
      await state().load();
      await state().removePerson(1, 0);
      expect(server.calls[1]?.input).toEqual({
        basketId: 'b9',
        basketProductId: 1,
        extraInfo: { itemDetails: [{ fullName: 'Bo', count: 2 }] },
      });
    });

    it('deletes an event line when its last person is removed', async () => {
      const { state, server } = withBasket([
        line({ basketProductId: 1, extra_info: JSON.stringify({ itemDetails: [{ fullName: 'Ann', count: 1 }] }) }),
      ]);
      await state().load();
      await state().removePerson(1, 0);
      expect(server.calls[1]).toEqual({ name: 'deleteProduct', input: { basketId: 'b9', basketProductId: 1 } });
    });
  });

  describe('table', () => {
    it('sends the first of id, name and number, creating the basket when needed', async () => {
      const { state, server } = setUp();
      await state().setTable({ tableId: '4', tableName: 'T4' }, { qrcode: true });
      expect(server.calls[1]).toEqual({ name: 'setTable', input: { basketId: 'b1', tableId: 4, qrcode: true } });
      expect(state().basket?.table_id).toBe(4);
      await expect(state().setTable({})).rejects.toMatchObject({ code: 'required', field: 'table' });
    });

    it('hides the table selection of a basket whose table came from a QR code, and only then', async () => {
      const { state, storage } = withBasket();
      await state().setTable({ tableId: 4 });
      expect(storage.getItem('hide-table-selection-b9')).toBeNull();
      await state().setTable({ tableId: 4 }, { qrcode: true });
      expect(storage.getItem('hide-table-selection-b9')).toBe('true');
    });

    it('saves the table capacity and remembers that it was given today', async () => {
      const { state, server, storage } = withBasket();
      await state().saveTableCapacity({ adults: 2, children: 1 });
      expect(server.calls[0]).toEqual({
        name: 'updateBasketExtraInfo',
        input: { basketId: 'b9', extraInfo: { table_capacity: { adults: 2, children: 1 } } },
      });
      expect(storage.getItem('basket-b9-table-capacity-set-date')).toBe('2026-11-22');
      await expect(state().saveTableCapacity({ adults: 0, children: 0 })).rejects.toMatchObject({ code: 'at_least_one_person' });
      // Children alone are no table (issue 16): one adult at least.
      await expect(state().saveTableCapacity({ adults: 0, children: 2 })).rejects.toMatchObject({ code: 'at_least_one_person' });
    });
  });

  describe('after an order', () => {
    it('clears the basket, its totals and its local record', async () => {
      const storage = createMemoryStorage({
        basket: JSON.stringify([
          { restaurantId: 1, basketId: 'b9' },
          { restaurantId: 2, basketId: 'b2' },
        ]),
      });
      const { state, server } = setUp({ storage });
      server.seed(basket({ id: 'b9', products: [line()], totalPrice: 9.5, totalWithDiscount: 9.5 }));
      await state().load();
      expect(selectTotals(state()).total).toBe(9.5);
      state().clearAfterOrder();
      expect(state()).toMatchObject({ basketId: null, basket: null });
      expect(selectTotals(state())).toEqual({ subtotal: 0, discount: 0, shipping: 0, tip: 0, total: 0 });
      expect(selectTotals(state()).total.toFixed(2)).toBe('0.00');
      expect(JSON.parse(storage.getItem('basket') ?? '')).toEqual([{ restaurantId: 2, basketId: 'b2' }]);
    });

    it('ignores a fetch that answers after the basket was cleared', async () => {
      const { state, server } = withBasket();
      const release = server.hold('get');
      const loading = state().load();
      state().clearAfterOrder();
      release();
      await loading;
      expect(state().basket).toBeNull();
    });

    it('forgets every basket when told the server lost one (onBasketMissing)', async () => {
      const { state, storage } = withBasket();
      await state().load();
      state().forgetBaskets();
      expect(storage.getItem('basket')).toBeNull();
      expect(state()).toMatchObject({ basketId: null, basket: null });
    });

    it('resets the cart after an order was fetched, keeping the basket id', async () => {
      const { state } = withBasket();
      await state().load();
      state().reset();
      expect(state()).toMatchObject({ basket: null, basketId: 'b9' });
      expect(selectItemCount(state())).toBe(0);
    });
  });

  describe('reorder', () => {
    it("adopts a basket made elsewhere: it replaces the restaurant's record and is fetched", async () => {
      const storage = createMemoryStorage({
        basket: JSON.stringify([
          { restaurantId: 1, basketId: 'b9' },
          { restaurantId: 2, basketId: 'b2' },
        ]),
      });
      const { state, server } = setUp({ storage });
      server.seed(basket({ id: 'b9', products: [line({ basketProductId: 1 })] }));
      server.seed(basket({ id: 'r5', products: [line({ basketProductId: 2, quantity: 3 })] }));
      await state().load();
      await expect(state().adoptBasket('r5')).resolves.toMatchObject({ id: 'r5' });
      expect(state()).toMatchObject({ basketId: 'r5', hasLoadedOnce: true });
      expect(selectItemCount(state())).toBe(3);
      expect(JSON.parse(storage.getItem('basket') ?? '')).toEqual([
        { restaurantId: 2, basketId: 'b2' },
        { restaurantId: 1, basketId: 'r5' },
      ]);
    });

    it('forgets the adopted basket when the server does not know it', async () => {
      const { state, storage } = setUp();
      await expect(state().adoptBasket('nope')).resolves.toBeNull();
      expect(state().basketId).toBeNull();
      expect(storage.getItem('basket')).toBeNull();
    });
  });

  describe('selectors', () => {
    it('give the same reference for the same state', async () => {
      const { state } = withBasket();
      await state().load();
      expect(selectStockLines(state())).toBe(selectStockLines(state()));
      expect(selectTotals(state())).toBe(selectTotals(state()));
      expect(selectLineFlags(state(), 1)).toBe(selectLineFlags(state(), 2));
    });
  });
});
