import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type CategoriesQuery,
  categoriesQuerySchema,
  happyHourTimesQuerySchema,
  type Product,
  parseDeliveryTime,
  productSchema,
  productSearchQuerySchema,
  productsQuerySchema,
  requiredIdSchema,
  restaurantInfoSchema,
  restaurantListQuerySchema,
} from '../index.ts';

const codesOf = (result: { success: boolean; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('restaurant request schemas', () => {
  it('reads an id as text or number and names missing, malformed and oversized ones', () => {
    expect(requiredIdSchema.parse('42')).toBe(42);
    expect(requiredIdSchema.parse(' 7 ')).toBe(7);
    const messageOf = (value: unknown) => requiredIdSchema.safeParse(value).error?.issues[0]?.message;
    expect([undefined, null, '', '  '].map(messageOf)).toEqual(['required', 'required', 'required', 'required']);
    expect(['abc', '-1', '0', '1.5'].map(messageOf)).toEqual(['must_be_numeric', 'must_be_numeric', 'must_be_numeric', 'must_be_numeric']);
    expect([2 ** 31, ['1'], {}].map(messageOf)).toEqual(['invalid', 'must_be_numeric', 'must_be_numeric']);
  });

  it('reads a delivery time with a zone as an instant and without one as wall-clock time', () => {
    expect(parseDeliveryTime('2026-11-23 12:30')).toEqual({ zoned: false, date: '2026-11-23', time: '12:30' });
    expect(parseDeliveryTime('2026-11-23T12:30:15')).toEqual({ zoned: false, date: '2026-11-23', time: '12:30' });
    expect(parseDeliveryTime('2026-11-23T12:30:00+01:00')).toEqual({ zoned: true, instant: new Date('2026-11-23T11:30:00Z') });
    expect(parseDeliveryTime('2026-11-23T11:30:00.000Z')).toEqual({ zoned: true, instant: new Date('2026-11-23T11:30:00Z') });
    for (const text of ['2026-11-23', '2026-02-29 12:00', '2026-11-23 24:00', '2026-13-01 10:00', '23.11.2026 12:30', 'soon']) {
      expect(parseDeliveryTime(text), text).toBeNull();
    }
    expect(parseDeliveryTime('2028-02-29 12:00')).not.toBeNull();
  });

  it('names each bad field of a products query with its code', () => {
    const result = productsQuerySchema.safeParse({ restaurantId: 'x', delivery_time: 'later', basketId: 'not a basket!' });
    expect(codesOf(result)).toEqual({
      restaurantId: 'must_be_numeric',
      categoryId: 'required',
      delivery_time: 'date_format_invalid',
      basketId: 'basket_does_not_exists',
    });
    expect(productsQuerySchema.parse({ restaurantId: '1', categoryId: '2', delivery_time: '', basketId: '' })).toEqual({
      restaurantId: 1,
      categoryId: 2,
      delivery_time: undefined,
      basketId: undefined,
    });
  });

  it('reads the extra flag as 1 or 0 only', () => {
    expect(categoriesQuerySchema.parse({ restaurantId: 1 }).extra).toBe(false);
    expect(categoriesQuerySchema.parse({ restaurantId: 1, extra: '1' }).extra).toBe(true);
    expect(categoriesQuerySchema.parse({ restaurantId: 1, extra: 0 }).extra).toBe(false);
    expect(codesOf(categoriesQuerySchema.safeParse({ restaurantId: 1, extra: 'true' }))).toEqual({ extra: 'extra_must_be_boolean' });
    expectTypeOf<CategoriesQuery['extra']>().toEqualTypeOf<boolean>();
  });

  it('requires a category for happy-hour times unless pinned=1', () => {
    expect(codesOf(happyHourTimesQuerySchema.safeParse({ restaurantId: 1 }))).toEqual({ categoryId: 'required' });
    expect(happyHourTimesQuerySchema.parse({ restaurantId: 1, pinned: '1' })).toEqual({ restaurantId: 1, pinned: true });
  });

  it('reads the restaurant list query with defaults and the delivery type in its named form', () => {
    expect(restaurantListQuerySchema.parse({ postalCode: ' 10115 ', deliveryType: '3' })).toEqual({
      postalCode: '10115',
      deliveryType: 'here',
      limit: 20,
      status: 'all',
    });
    expect(codesOf(restaurantListQuerySchema.safeParse({ postalCode: '10115', deliveryType: 'boat', limit: '500' }))).toEqual({
      deliveryType: 'delivery_type_invalid',
      limit: 'too_big',
    });
  });

  it('limits a search query to 1-100 characters without control characters', () => {
    expect(productSearchQuerySchema.parse({ restaurantId: 1, query: ' pizza ' }).query).toBe('pizza');
    expect(codesOf(productSearchQuerySchema.safeParse({ restaurantId: 1, query: 'x'.repeat(101) }))).toEqual({ query: 'too_big' });
    expect(codesOf(productSearchQuerySchema.safeParse({ restaurantId: 1, query: 'a\u0000b' }))).toEqual({ query: 'invalid' });
  });
});

describe('restaurant response schemas', () => {
  it('carries money in major units with 2 decimals', () => {
    const product: Product = {
      id: 1,
      category_id: 2,
      name: 'Margherita',
      description: null,
      image: null,
      price: 4.5,
      regular_price: 8.5,
      min_price: null,
      stock: null,
      subcategory_id: null,
      subcategory_name: null,
      subcategory_image: null,
      subcategory_priority: null,
      is_package: false,
      is_multiple_allowed: true,
      allergy_info: ['A'],
      additional_info_config: null,
      extra: [],
      choices: 'none',
      happyHours: [{ weekday_id: 1, start_date: '2026-01-01', end_date: '2026-12-31', start_time: '11:00', end_time: '14:00', price: 4.5 }],
      depot: { name: 'Pfand', price: 0.25 },
      deliveryTypes: [1, 2],
    };
    expect(productSchema.parse(product)).toEqual(product);
    expect(productSchema.safeParse({ ...product, price: 4.505 }).success).toBe(false);
    expect(productSchema.safeParse({ ...product, deliveryTypes: [4] }).success).toBe(false);
    const ticket = { ...product, additional_info_config: { name: true, date: false, count: true } };
    expect(productSchema.parse(ticket)).toEqual(ticket);
    expect(productSchema.safeParse({ ...product, additional_info_config: { name: true, date: false } }).success).toBe(false);
  });

  it('spells the restaurant info fields as the spec does', () => {
    const keys = Object.keys(restaurantInfoSchema.shape);
    expect(keys).toEqual(
      expect.arrayContaining([
        'telephon',
        'paymentMethodNames',
        'restaurantAvailableTimes',
        'restaurant_end_close_times',
        'here_hours',
        'event_mode',
      ]),
    );
    expect(keys).not.toContain('telephone');
  });
});
