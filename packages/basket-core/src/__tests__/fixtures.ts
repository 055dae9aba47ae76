import { ApiError, createMemoryStorage } from '@platter/api-client';
import type { AttributeGroup, Basket, BasketProduct, PackageStep, Product } from '@platter/contract';
import type { BasketStoreApi, CheckoutStoreApi, DeliveryStoreApi } from '../index.ts';

export { createMemoryStorage };

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 7,
    category_id: 1,
    name: 'Pizza',
    description: null,
    image: null,
    price: 9.5,
    regular_price: null,
    min_price: null,
    stock: null,
    subcategory_id: null,
    subcategory_name: null,
    subcategory_image: null,
    subcategory_priority: null,
    is_package: false,
    is_multiple_allowed: true,
    allergy_info: [],
    additional_info_config: null,
    extra: [],
    choices: 'none',
    happyHours: [],
    depot: null,
    deliveryTypes: [1, 2, 3],
    ...overrides,
  };
}

export function attributeGroup(overrides: Partial<AttributeGroup> = {}): AttributeGroup {
  return {
    id: 1,
    name: 'Toppings',
    minimum_value: 0,
    maximum_value: null,
    is_multi_select: true,
    items: [1, 2, 3].map((id) => ({ id, name: `Item ${id}`, image: null, pivot: { id, price: 0.5 } })),
    ...overrides,
  };
}

export function packageStep(overrides: Partial<PackageStep> = {}): PackageStep {
  return { id: 1, name: 'Main', question: null, min: 1, max: 1, product: [], ...overrides };
}

export function line(overrides: Partial<BasketProduct> = {}): BasketProduct {
  return {
    basketProductId: 100,
    productId: 7,
    RestaurantProductId: 7,
    name: 'Pizza',
    image: null,
    price: 9.5,
    totalPrice: 9.5,
    quantity: 1,
    attributeItems: [],
    stock: null,
    is_package: false,
    items: [],
    depot: null,
    extra_info: null,
    ...overrides,
  };
}

export function basket(overrides: Partial<Basket> = {}): Basket {
  return {
    id: 'b1',
    restaurant_id: 1,
    totalPrice: 0,
    products: [],
    deliveryTime: null,
    duration: null,
    voucher_code: null,
    voucherValue: 0,
    totalWithDiscount: 0,
    deliveryType: null,
    postalCode: null,
    tip: 0,
    shipping_price: 0,
    table: null,
    table_id: null,
    extra_info: null,
    ...overrides,
  };
}

export const basketMissing = () =>
  new ApiError(422, 'basket_does_not_exists', 'The basket does not exist.', { basketId: ['basket_does_not_exists'] });

/** A promise with its resolve, to hold a call open. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A fake of the basket calls over one in-memory basket per id: enough of the server for the
 * stores (lines, quantities, voucher, tip, delivery). Every call is recorded by name.
 */
export function fakeBasketServer() {
  const baskets = new Map<string, Basket>();
  const calls: Array<{ name: string; input: unknown }> = [];
  let nextBasket = 1;
  let nextLine = 100;
  /** Per-call failures to throw once. */
  const failures = new Map<string, unknown>();
  /** Per-call gates the call waits for. */
  const gates = new Map<string, Promise<unknown>>();

  async function enter(name: string, input: unknown): Promise<void> {
    calls.push({ name, input });
    const gate = gates.get(name);
    if (gate) await gate;
    const failure = failures.get(name);
    if (failure !== undefined) {
      failures.delete(name);
      throw failure;
    }
  }

  function find(basketId: string): Basket {
    const found = baskets.get(basketId);
    if (!found) throw basketMissing();
    return found;
  }

  function save(next: Basket): Basket {
    const products = next.products.filter((each) => each.quantity > 0);
    const totalPrice = Math.round(products.reduce((sum, each) => sum + each.price * each.quantity, 0) * 100) / 100;
    const saved = {
      ...next,
      products: products.map((each) => ({ ...each, totalPrice: each.price * each.quantity })),
      totalPrice,
      totalWithDiscount: Math.max(0, totalPrice - next.voucherValue) + next.tip + next.shipping_price,
    };
    baskets.set(saved.id, saved);
    return saved;
  }

  function changeLine(basketId: string, basketProductId: number, change: (line: BasketProduct) => BasketProduct): Basket {
    const current = find(basketId);
    return save({ ...current, products: current.products.map((each) => (each.basketProductId === basketProductId ? change(each) : each)) });
  }

  const basketCalls: BasketStoreApi['basket'] & DeliveryStoreApi['basket'] & CheckoutStoreApi['basket'] = {
    async create(input = {}) {
      await enter('create', input);
      const id = `b${nextBasket++}`;
      return save(basket({ id }));
    },
    async get(input) {
      // Read when asked, answered when released: a held fetch answers with what was there then.
      const snapshot = baskets.get(input.basketId);
      await enter('get', input);
      if (!snapshot) throw basketMissing();
      return structuredClone(snapshot);
    },
    async add(input) {
      await enter('add', input);
      const current = find(input.basketId);
      const existing = current.products.find((each) => each.basketProductId === input.basketProductId);
      if (existing)
        return changeLine(input.basketId, existing.basketProductId, (each) => ({
          ...each,
          quantity: each.quantity + (input.quantity ?? 1),
        }));
      const added = line({
        basketProductId: nextLine++,
        productId: input.productId,
        RestaurantProductId: input.productId,
        quantity: input.quantity ?? 1,
      });
      return save({ ...current, products: [...current.products, added] });
    },
    async addPackageItems(input) {
      await enter('addPackageItems', input);
      const current = find(input.basketId);
      const items = input.productItems.map((item, index) => ({
        id: index + 1,
        RestaurantProductId: item.productId,
        quantity: item.quantity ?? 1,
        productPackageId: item.productPackage,
        stock: null,
        name: `Item ${item.productId}`,
        depot: null,
      }));
      const added = line({
        basketProductId: nextLine++,
        productId: input.productId,
        is_package: true,
        items,
        quantity: input.quantity ?? 1,
      });
      return save({ ...current, products: [...current.products, added] });
    },
    async remove(input) {
      await enter('remove', input);
      return changeLine(input.basketId, input.basketProductId, (each) => ({ ...each, quantity: each.quantity - 1 }));
    },
    async deleteProduct(input) {
      await enter('deleteProduct', input);
      return changeLine(input.basketId, input.basketProductId, (each) => ({ ...each, quantity: 0 }));
    },
    async setTable(input) {
      await enter('setTable', input);
      const current = find(input.basketId);
      return save({ ...current, table_id: input.tableId ?? null, table: input.tableName ?? null });
    },
    async updateExtraInfo(input) {
      await enter('updateExtraInfo', input);
      return changeLine(input.basketId ?? '', input.basketProductId, (each) => ({ ...each, extra_info: JSON.stringify(input.extraInfo) }));
    },
    async updateBasketExtraInfo(input) {
      await enter('updateBasketExtraInfo', input);
      return save({ ...find(input.basketId), extra_info: JSON.stringify(input.extraInfo) });
    },
    async changeDeliveryMethod(input) {
      await enter('changeDeliveryMethod', input);
      const current = find(input.basketId);
      const code = ({ delivery: 1, pickup: 2, here: 3, takeaway: 2, 1: 1, 2: 2, 3: 3 } as const)[input.deliveryType];
      // Products not offered for pickup (id 66 in these tests) are dropped, with a notice.
      const dropped = code === 2 ? current.products.filter((each) => each.productId === 66) : [];
      const saved = save({ ...current, deliveryType: code, products: current.products.filter((each) => !dropped.includes(each)) });
      return {
        basket: saved,
        notice:
          dropped.length > 0 ? { type: 'warning', code: 'the_product_is_not_available', removed: dropped.map((each) => each.name) } : null,
      };
    },
    async addDeliveryTime(input) {
      await enter('addDeliveryTime', input);
      // As the server does, the time is written with its type.
      const deliveryType = ({ delivery: 1, pickup: 2, here: 3, takeaway: 2, 1: 1, 2: 2, 3: 3 } as const)[input.deliveryType];
      return save({ ...find(input.basketId), deliveryType, deliveryTime: input.delivery_time, duration: input.duration ?? null });
    },
    async totalPrice(input) {
      await enter('totalPrice', input);
      const current = find(input.basketId);
      return { shippingPrice: 2.5, totalPrice: current.totalPrice, totalWithDiscount: current.totalWithDiscount + 2.5 };
    },
    async addVoucher(input) {
      await enter('addVoucher', input);
      return save({ ...find(input.basketId), voucher_code: input.voucherCode, voucherValue: 1 });
    },
    async removeVoucher(input) {
      await enter('removeVoucher', input);
      return save({ ...find(input.basketId), voucher_code: null, voucherValue: 0 });
    },
    async addTip(input) {
      await enter('addTip', input);
      return save({ ...find(input.basketId), tip: input.tip_price });
    },
    async removeTip(input) {
      await enter('removeTip', input);
      return save({ ...find(input.basketId), tip: 0 });
    },
    async addAddress(input) {
      await enter('addAddress', input);
      return find(input.basketId);
    },
  };

  return {
    basket: basketCalls,
    baskets,
    calls,
    callNames: () => calls.map((call) => call.name),
    failNext(name: string, error: unknown) {
      failures.set(name, error);
    },
    hold(name: string) {
      const gate = deferred<void>();
      gates.set(name, gate.promise);
      return () => {
        gates.delete(name);
        gate.resolve();
      };
    },
    /** Puts a basket on the "server", as if made earlier. */
    seed(seeded: Basket) {
      baskets.set(seeded.id, seeded);
    },
  };
}
