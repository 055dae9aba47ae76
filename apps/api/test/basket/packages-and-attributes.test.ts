import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { basketOf, type GuestSession, guestSession } from './basket-client.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(DIALECTS)('packages and attribute items in a basket on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
  });
  afterAll(() => test.close());

  async function aPackage() {
    const steps = await test.app.context.db
      .selectFrom('package_steps')
      .innerJoin('products', 'products.id', 'package_steps.product_id')
      .innerJoin('package_step_products', 'package_step_products.step_id', 'package_steps.id')
      .innerJoin('products as content', 'content.id', 'package_step_products.product_id')
      .select([
        'products.id as package_id',
        'products.price_minor',
        'package_steps.id as step_id',
        'package_steps.min',
        'package_steps.max',
        'package_step_products.product_id',
        'package_step_products.price_minor as surcharge',
        'content.stock',
      ])
      .where('products.restaurant_id', '=', guest.restaurantId)
      .orderBy('products.id')
      .orderBy('package_steps.priority')
      .orderBy('package_step_products.price_minor', 'desc')
      .execute();
    const packageId = steps[0]?.package_id ?? 0;
    const own = steps.filter((step) => step.package_id === packageId && (step.stock === null || step.stock > 5));
    const stepIds = [...new Set(own.map((step) => step.step_id))];
    const items = stepIds.flatMap((stepId) => {
      const step = own.find((candidate) => candidate.step_id === stepId);
      return step && step.min > 0
        ? [{ productId: step.product_id, productPackage: stepId, quantity: step.min, surcharge: step.surcharge }]
        : [];
    });
    return { packageId, price: own[0]?.price_minor ?? 0, items, stepIds };
  }

  it('adds a package with its chosen contents and prices their surcharges', async () => {
    const basketId = await guest.createBasket();
    const { packageId, price, items } = await aPackage();
    const basket = basketOf(
      await guest.call('POST', 'basket/add-product-package-items', {
        basketId,
        productId: packageId,
        quantity: 2,
        productItems: items.map(({ surcharge: _, ...item }) => item),
      }),
    );
    const line = basket.products[0];
    expect(line?.is_package).toBe(true);
    expect(line?.items).toHaveLength(items.length);
    const unit = price + items.reduce((sum, item) => sum + item.surcharge * item.quantity, 0);
    expect(line?.price).toBe(unit / 100);
    expect(line?.totalPrice).toBe((2 * unit) / 100);
  });

  it('refuses a package whose step minimum is not met, a foreign choice, and a direct add', async () => {
    const basketId = await guest.createBasket();
    const { packageId, items } = await aPackage();
    const short = await guest.call('POST', 'basket/add-product-package-items', {
      basketId,
      productId: packageId,
      productItems: items.slice(1).map(({ surcharge: _, ...item }) => item),
    });
    expect(short.json().errors).toEqual({ productItems: ['minimum_product_selection'] });
    const foreign = await guest.call('POST', 'basket/add-product-package-items', {
      basketId,
      productId: packageId,
      productItems: [{ productId: 999_999, productPackage: items[0]?.productPackage, quantity: 1 }],
    });
    expect(foreign.json().errors).toEqual({ productItems: ['package_not_available'] });
    const direct = await guest.call('POST', 'basket/add', { basketId, productId: packageId });
    expect(direct.json().errors).toEqual({ productItems: ['minimum_product_selection'] });
  });

  it('adds and removes attribute items of a line, keeping the group rules', async () => {
    const basketId = await guest.createBasket();
    const options = await test.app.context.db
      .selectFrom('product_attribute_groups')
      .innerJoin('attribute_groups', 'attribute_groups.id', 'product_attribute_groups.group_id')
      .innerJoin('attribute_items', 'attribute_items.group_id', 'attribute_groups.id')
      .select([
        'product_attribute_groups.product_id',
        'attribute_groups.id as group_id',
        'attribute_groups.minimum_value',
        'attribute_groups.maximum_value',
        'attribute_groups.is_multi_select',
        'attribute_items.id as item_id',
      ])
      .execute();
    const productsWithOnlyOptionalMulti = [...new Set(options.map((option) => option.product_id))].filter((productId) => {
      const own = options.filter((option) => option.product_id === productId);
      return (
        own.every((option) => option.minimum_value === 0) &&
        own.some((option) => option.is_multi_select === 1 && option.maximum_value !== null)
      );
    });
    const productId = productsWithOnlyOptionalMulti[0];
    if (productId === undefined) throw new Error('the demo data has no product with only optional extras');
    const group = options.find(
      (option) => option.product_id === productId && option.is_multi_select === 1 && option.maximum_value !== null,
    );
    const items = options
      .filter((option) => option.group_id === group?.group_id && option.product_id === productId)
      .map((option) => option.item_id);
    const line = basketOf(await guest.call('POST', 'basket/add', { basketId, productId })).products[0];
    const added = basketOf(
      await guest.call('POST', 'basket/add-attribute-items', {
        basketId,
        basketProductId: line?.basketProductId,
        attributeItems: [items[0]],
      }),
    );
    expect(added.products[0]?.attributeItems.map((item) => item.id)).toEqual([items[0]]);
    const removed = basketOf(
      await guest.call('POST', 'basket/remove-attribute-items', {
        basketId,
        basketProductId: line?.basketProductId,
        attributeItems: [items[0]],
      }),
    );
    expect(removed.products[0]?.attributeItems).toEqual([]);
    const tooMany = await guest.call('POST', 'basket/add-attribute-items', {
      basketId,
      basketProductId: line?.basketProductId,
      attributeItems: items.slice(0, (group?.maximum_value ?? 0) + 1),
    });
    // The group must offer more items than it allows, or "too many" could not be sent at all.
    expect(items.length).toBeGreaterThan(group?.maximum_value ?? 0);
    expect(tooMany.json().errors).toEqual({ attributeItems: ['too_big'] });
  });
});
