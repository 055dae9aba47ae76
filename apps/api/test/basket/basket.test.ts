import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { basketOf, guestSession } from './basket-client.ts';

// Monday 2026-11-23, 09:00 in Berlin.
const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(DIALECTS)('basket lines on %s', (dialect) => {
  let test: TestApp;
  let guest: Awaited<ReturnType<typeof guestSession>>;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
  });
  afterAll(() => test.close());

  it('creates an empty basket with an unguessable id', async () => {
    const response = await guest.call('POST', 'basket/create');
    expect(response.statusCode).toBe(200);
    expect(response.json().message.body).toBe('Basket created');
    const basket = basketOf(response);
    expect(basket.id).toMatch(/^[\w-]{22}$/);
    expect(basket).toMatchObject({ products: [], totalPrice: 0, totalWithDiscount: 0 });
  });

  it('adds products, merges identical lines, and prices attribute items per unit', async () => {
    const basketId = await guest.createBasket();
    const plain = await guest.plainProduct();
    await guest.call('POST', 'basket/add', { basketId, productId: plain.id, quantity: 1 });
    const twice = basketOf(await guest.call('POST', 'basket/add', { basketId, productId: plain.id, quantity: '2' }));
    expect(twice.products).toHaveLength(1);
    expect(twice.products[0]).toMatchObject({
      name: plain.name,
      quantity: 3,
      price: plain.price_minor / 100,
      totalPrice: (3 * plain.price_minor) / 100,
    });
    expect(twice.totalPrice).toBe((3 * plain.price_minor) / 100);

    const groups = await test.app.context.db
      .selectFrom('product_attribute_groups')
      .innerJoin('attribute_groups', 'attribute_groups.id', 'product_attribute_groups.group_id')
      .innerJoin('attribute_items', 'attribute_items.group_id', 'attribute_groups.id')
      .select([
        'product_attribute_groups.product_id',
        'attribute_groups.id as group_id',
        'attribute_groups.minimum_value',
        'attribute_items.id as item_id',
        'attribute_items.price_minor',
      ])
      .where('attribute_groups.is_multi_select', '=', 0)
      .where('attribute_groups.minimum_value', '=', 1)
      .orderBy('attribute_items.price_minor', 'desc')
      .execute();
    const choice = groups[0];
    if (!choice) throw new Error('the demo data has no single-select group with a minimum');
    const [product] = await test.app.context.db
      .selectFrom('products')
      .select(['price_minor'])
      .where('id', '=', choice.product_id)
      .execute();
    const otherGroups = await test.app.context.db
      .selectFrom('product_attribute_groups')
      .innerJoin('attribute_groups', 'attribute_groups.id', 'product_attribute_groups.group_id')
      .select('attribute_groups.minimum_value')
      .where('product_attribute_groups.product_id', '=', choice.product_id)
      .where('attribute_groups.id', '!=', choice.group_id)
      .execute();
    if (otherGroups.every((group) => group.minimum_value === 0)) {
      const withChoice = basketOf(
        await guest.call('POST', 'basket/add', { basketId, productId: choice.product_id, quantity: 2, attributeItems: [choice.item_id] }),
      );
      const line = withChoice.products.find((candidate) => candidate.productId === choice.product_id);
      expect(line?.attributeItems).toHaveLength(1);
      expect(line?.price).toBe(((product?.price_minor ?? 0) + choice.price_minor) / 100);
      expect(line?.totalPrice).toBe((2 * ((product?.price_minor ?? 0) + choice.price_minor)) / 100);
    }
  });

  it('reads a missing or zero quantity as one (spec §5)', async () => {
    const basketId = await guest.createBasket();
    const basket = basketOf(await guest.call('POST', 'basket/add', { basketId, productId: (await guest.plainProduct()).id, quantity: 0 }));
    expect(basket.products[0]?.quantity).toBe(1);
  });

  it('removes one unit, then the line, and deletes a line at once', async () => {
    const basketId = await guest.createBasket();
    const plain = (await guest.plainProduct()).id;
    const added = basketOf(await guest.call('POST', 'basket/add', { basketId, productId: plain, quantity: 2 }));
    const lineId = added.products[0]?.basketProductId;
    expect(basketOf(await guest.call('GET', 'basket/remove', { basketId, basketProductId: lineId })).products[0]?.quantity).toBe(1);
    expect(basketOf(await guest.call('GET', 'basket/remove', { basketId, basketProductId: lineId })).products).toEqual([]);
    const again = basketOf(await guest.call('POST', 'basket/add', { basketId, productId: plain, quantity: 5 }));
    const deleted = await guest.call('GET', 'basket/delete-basket-product', {
      basketId,
      basketProductId: again.products[0]?.basketProductId,
    });
    expect(basketOf(deleted).products).toEqual([]);
    const unknownLine = await guest.call('GET', 'basket/remove', { basketId, basketProductId: 999_999 });
    expect(unknownLine.json().errors).toEqual({ basketProductId: ['basket_product_does_not_exists'] });
  });

  it('refuses out-of-stock products and more than the stock, with name and inStock', async () => {
    const basketId = await guest.createBasket();
    const soldOut = await test.app.context.db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('stock', '=', 0)
      .executeTakeFirstOrThrow();
    const none = await guest.call('POST', 'basket/add', { basketId, productId: soldOut.id });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ errors: { productId: ['the_product_is_not_available'] }, name: soldOut.name });
    const few = await test.app.context.db
      .selectFrom('products')
      .select(['id', 'name', 'stock'])
      .where('stock', '>', 0)
      .where('is_package', '=', 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('product_attribute_groups').select('id').whereRef('product_attribute_groups.product_id', '=', 'products.id')),
        ),
      )
      .executeTakeFirstOrThrow();
    await guest.call('POST', 'basket/add', { basketId, productId: few.id, quantity: 1 });
    const tooMany = await guest.call('POST', 'basket/add', { basketId, productId: few.id, quantity: (few.stock ?? 0) + 1 });
    expect(tooMany.json()).toMatchObject({
      errors: { quantity: ['the_product_quantity_limit_reached'] },
      name: few.name,
      inStock: (few.stock ?? 0) - 1,
    });
  });

  it('checks attribute choices: unknown items, group minimums and maximums', async () => {
    const basketId = await guest.createBasket();
    const groups = await test.app.context.db
      .selectFrom('product_attribute_groups')
      .innerJoin('attribute_groups', 'attribute_groups.id', 'product_attribute_groups.group_id')
      .select(['product_attribute_groups.product_id', 'attribute_groups.id', 'attribute_groups.minimum_value'])
      .where('attribute_groups.minimum_value', '>', 0)
      .execute();
    const productWithMinimum = groups[0]?.product_id ?? 0;
    const missing = await guest.call('POST', 'basket/add', { basketId, productId: productWithMinimum });
    expect(missing.json().errors).toEqual({ attributeItems: ['minimum_product_selection'] });
    const strange = await guest.call('POST', 'basket/add', { basketId, productId: productWithMinimum, attributeItems: [999_999] });
    expect(strange.json().errors).toEqual({ attributeItems: ['invalid'] });
  });

  it("hides another guest's basket, and one of another restaurant, as not existing", async () => {
    const basketId = await guest.createBasket();
    const stranger = await guestSession(test.app);
    const peek = await stranger.call('GET', 'basket', { basketId });
    expect(peek.statusCode).toBe(422);
    expect(peek.json().errors).toEqual({ basketId: ['basket_does_not_exists'] });
    const otherRestaurant = await guest.call('GET', 'basket', { basketId, restaurantId: 2 });
    expect(otherRestaurant.json().errors).toEqual({ basketId: ['basket_does_not_exists'] });
    expect((await guest.call('GET', 'basket', { basketId })).statusCode).toBe(200);
  });

  it('keeps a line comment and per-person details as JSON text', async () => {
    const basketId = await guest.createBasket();
    const added = basketOf(await guest.call('POST', 'basket/add', { basketId, productId: (await guest.plainProduct()).id }));
    const lineId = added.products[0]?.basketProductId;
    const updated = basketOf(
      await guest.call('POST', 'basket/update-extraInfo', {
        basketId,
        basketProductId: lineId,
        extraInfo: JSON.stringify({ comment: 'ohne Basilikum' }),
      }),
    );
    expect(JSON.parse(updated.products[0]?.extra_info ?? '{}')).toEqual({ comment: 'ohne Basilikum' });
    const stranger = await guestSession(test.app);
    const foreign = await stranger.call('POST', 'basket/update-extraInfo', { basketProductId: lineId, extraInfo: { comment: 'hijack' } });
    expect(foreign.json().errors).toEqual({ basketId: ['basket_does_not_exists'] });
  });

  it('needs a token, and names bad fields', async () => {
    const anonymous = await test.app.inject({ method: 'POST', url: '/api/basket/create', payload: { restaurantId: guest.restaurantId } });
    expect(anonymous.statusCode).toBe(401);
    const bad = await guest.call('POST', 'basket/add', { basketId: '', productId: 'x' });
    expect(bad.json().errors).toEqual({ basketId: ['required'], productId: ['must_be_numeric'] });
  });
});
