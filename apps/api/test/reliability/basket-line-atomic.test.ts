import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenClaims } from '../../src/auth/tokens.ts';
import { type BasketStore, createBasketService, createBasketStore } from '../../src/modules/basket/index.ts';
import { basketOf, type GuestSession, guestSession } from '../basket/basket-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { DIALECTS } from '../helpers/dialects.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

type Queries = Parameters<Parameters<BasketStore['transaction']>[0]>[0];
type Sabotage = (queries: Queries) => Queries;

/**
 * Issue 15, item 12: a basket line and its attribute or package items stand or fall together.
 * The basket service runs over a store whose item insert fails (a thrown error, or an attribute
 * item id that breaks the foreign key, as a concurrent deletion of the item would), wherever the
 * service calls it, inside a transaction or not: no line without its items may remain, and a
 * line's items replaced as a whole keep their old state. Also the read-then-write races of a line:
 * concurrent adds lose no unit (quantity + n in SQL), concurrent removals take one unit each and
 * the line goes with its last (conditional statements), and persons joining one line at once
 * (event mode) are all kept (an optimistic write, read again and retried).
 */
describe.each(DIALECTS)('basket lines are written atomically on %s', (dialect) => {
  let test: TestApp;
  let guest: GuestSession;
  let claims: TokenClaims;

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, () => NOW);
    guest = await guestSession(test.app);
    const verified = await test.app.services.context.tokens.verify(guest.token);
    if (!verified.ok) throw new Error('the guest token does not verify');
    claims = verified.claims;
  });
  afterAll(() => test.close());

  /** The basket service over the real database, with `sabotage` applied to the store's queries everywhere. */
  function serviceWith(sabotage: Sabotage) {
    const real = createBasketStore(test.app.context.db, dialect);
    const store: BasketStore = {
      ...sabotage(real),
      transaction: (work) => real.transaction((tx) => work(sabotage(tx))),
    };
    return createBasketService(test.app.services.context, store, test.app.services.breakPatterns);
  }

  const throwingItems: Sabotage = (queries) => ({
    ...queries,
    insertLineItems: async () => {
      throw new Error('injected failure after the line insert');
    },
  });
  const foreignKeyBreakingItems: Sabotage = (queries) => ({
    ...queries,
    insertLineItems: (items) =>
      queries.insertLineItems(
        items.map((item) =>
          item.kind === 'attribute' ? { ...item, attribute_item_id: 987_654_321 } : { ...item, product_id: 987_654_321 },
        ),
      ),
  });

  async function linesOf(basketId: string) {
    const db = test.app.context.db;
    const lines = await db.selectFrom('basket_products').selectAll().where('basket_id', '=', basketId).execute();
    const items = lines.length
      ? await db
          .selectFrom('basket_product_items')
          .selectAll()
          .where(
            'basket_product_id',
            'in',
            lines.map((line) => line.id),
          )
          .execute()
      : [];
    return { lines, items };
  }

  /** A product of the demo restaurant whose extras are all optional, and two of its items of one multi-select group. */
  async function productWithExtras() {
    const options = await test.app.context.db
      .selectFrom('product_attribute_groups')
      .innerJoin('attribute_groups', 'attribute_groups.id', 'product_attribute_groups.group_id')
      .innerJoin('attribute_items', 'attribute_items.group_id', 'attribute_groups.id')
      .innerJoin('products', 'products.id', 'product_attribute_groups.product_id')
      .select([
        'product_attribute_groups.product_id',
        'attribute_groups.id as group_id',
        'attribute_groups.minimum_value',
        'attribute_groups.maximum_value',
        'attribute_groups.is_multi_select',
        'attribute_items.id as item_id',
      ])
      .where('products.restaurant_id', '=', guest.restaurantId)
      .where('products.stock', 'is', null)
      .orderBy('attribute_items.id')
      .execute();
    for (const productId of new Set(options.map((option) => option.product_id))) {
      const own = options.filter((option) => option.product_id === productId);
      if (!own.every((option) => option.minimum_value === 0)) continue;
      const group = own.find((option) => option.is_multi_select === 1 && (option.maximum_value === null || option.maximum_value >= 2));
      const items = own.filter((option) => option.group_id === group?.group_id).map((option) => option.item_id);
      if (group && items.length >= 2) return { productId, items };
    }
    throw new Error('the demo data has no product with two optional extras');
  }

  /** The first package of the demo restaurant with the least choice its steps need. */
  async function aPackage() {
    const steps = await test.app.context.db
      .selectFrom('package_steps')
      .innerJoin('products', 'products.id', 'package_steps.product_id')
      .innerJoin('package_step_products', 'package_step_products.step_id', 'package_steps.id')
      .innerJoin('products as content', 'content.id', 'package_step_products.product_id')
      .select([
        'products.id as package_id',
        'package_steps.id as step_id',
        'package_steps.min',
        'package_step_products.product_id',
        'content.stock',
      ])
      .where('products.restaurant_id', '=', guest.restaurantId)
      .orderBy('products.id')
      .orderBy('package_steps.priority')
      .execute();
    const packageId = steps[0]?.package_id ?? 0;
    const own = steps.filter((step) => step.package_id === packageId && (step.stock === null || step.stock > 5));
    const items = [...new Set(own.map((step) => step.step_id))].flatMap((stepId) => {
      const step = own.find((candidate) => candidate.step_id === stepId);
      return step && step.min > 0 ? [{ productId: step.product_id, productPackage: stepId, quantity: step.min }] : [];
    });
    return { packageId, items };
  }

  for (const [name, sabotage] of [
    ['a thrown error', throwingItems],
    ['a broken foreign key', foreignKeyBreakingItems],
  ] as const) {
    it(`leaves no line of a product with extras when its items fail (${name})`, async () => {
      const basketId = await guest.createBasket();
      const { productId, items } = await productWithExtras();
      const service = serviceWith(sabotage);
      await expect(
        service.add({ restaurantId: guest.restaurantId, basketId, productId, quantity: 1, attributeItems: [items[0] ?? 0] }, claims),
      ).rejects.toThrow();
      expect(await linesOf(basketId)).toEqual({ lines: [], items: [] });
    });

    it(`leaves no package line when its contents fail (${name})`, async () => {
      const basketId = await guest.createBasket();
      const { packageId, items } = await aPackage();
      expect(items.length).toBeGreaterThan(0);
      const service = serviceWith(sabotage);
      await expect(
        service.addPackage({ restaurantId: guest.restaurantId, basketId, productId: packageId, quantity: 1, productItems: items }, claims),
      ).rejects.toThrow();
      expect(await linesOf(basketId)).toEqual({ lines: [], items: [] });
    });

    it(`keeps a line's extras as they were when replacing them fails (${name})`, async () => {
      const basketId = await guest.createBasket();
      const { productId, items } = await productWithExtras();
      const [first, second] = items as [number, number];
      const line = basketOf(await guest.call('POST', 'basket/add', { basketId, productId, attributeItems: [first] })).products[0];
      const before = await linesOf(basketId);
      expect(before.items.map((item) => item.attribute_item_id)).toEqual([first]);
      const service = serviceWith(sabotage);
      await expect(
        service.changeLineAttributes(
          {
            restaurantId: guest.restaurantId,
            basketId,
            basketProductId: line?.basketProductId ?? 0,
            attributeItems: [second],
            productAttributeItems: [],
          },
          'add',
          claims,
        ),
      ).rejects.toThrow();
      expect(await linesOf(basketId)).toEqual(before);
    });
  }

  it('loses no person when persons join one line concurrently (event mode)', async () => {
    const db = test.app.context.db;
    const events = (await db.selectFrom('restaurants').select('id').where('slug', '=', 'demo-events').executeTakeFirstOrThrow()).id;
    const pass = (await db.selectFrom('products').select('id').where('name', '=', 'Festivalpass (3 Tage)').executeTakeFirstOrThrow()).id;
    const created = await guest.call('POST', 'basket/create', { restaurantId: events });
    const basketId = basketOf(created).id;
    const addPerson = (fullName: string) =>
      guest.call('POST', 'basket/add', { restaurantId: events, basketId, productId: pass, extraInfo: { itemDetails: [{ fullName }] } });
    basketOf(await addPerson('Erste Person'));
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => addPerson(`Person ${index}`)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const { lines } = await linesOf(basketId);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(9);
    const persons = (JSON.parse(lines[0]?.extra_info ?? '{}') as { itemDetails?: unknown[] }).itemDetails;
    expect(persons).toHaveLength(9);
  });

  it('takes one unit per concurrent removal, and the line goes with its last unit', async () => {
    const basketId = await guest.createBasket();
    const product = await guest.plainProduct();
    const line = basketOf(await guest.call('POST', 'basket/add', { basketId, productId: product.id, quantity: 6 })).products[0];
    const remove = () => guest.call('GET', 'basket/remove', { basketId, basketProductId: line?.basketProductId ?? 0 });
    const firstThree = await Promise.all([remove(), remove(), remove()]);
    for (const answer of firstThree) expect(answer.statusCode, answer.body).toBe(200);
    expect((await linesOf(basketId)).lines.map((row) => row.quantity)).toEqual([3]);
    await Promise.all([remove(), remove(), remove(), remove()]);
    expect((await linesOf(basketId)).lines).toEqual([]);
  });

  it('loses no unit when one line is added to concurrently', async () => {
    const basketId = await guest.createBasket();
    const product = await guest.plainProduct();
    basketOf(await guest.call('POST', 'basket/add', { basketId, productId: product.id, quantity: 1 }));
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => guest.call('POST', 'basket/add', { basketId, productId: product.id, quantity: 1 })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const { lines } = await linesOf(basketId);
    expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(13);
  });
});
