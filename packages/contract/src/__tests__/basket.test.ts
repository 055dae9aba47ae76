import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  addToBasketRequestSchema,
  createOrderRequestSchema,
  type ItemDetail,
  managerOrderSchema,
  managerOrdersQuerySchema,
  orderHistorySchema,
  orderLineSchema,
  setTableRequestSchema,
  updateLineExtraInfoRequestSchema,
} from '../index.ts';

const line = { basketId: 'b_abc', restaurantId: 1, productId: 7 };
const codesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('basket requests', () => {
  it.each([
    [undefined, 1],
    [0, 1],
    [-3, 1],
    ['4', 4],
  ])('reads quantity %j as %d (spec §5)', (quantity, expected) => {
    expect(addToBasketRequestSchema.parse({ ...line, quantity }).quantity).toBe(expected);
  });

  it('reads a line comment and per-person details sent as JSON text', () => {
    const parsed = updateLineExtraInfoRequestSchema.parse({
      basketProductId: 3,
      extraInfo: '{"comment":"ohne Zwiebeln","itemDetails":[{"fullName":"Ada","date":"2026-12-01"}]}',
    });
    expect(parsed.extraInfo).toEqual({ comment: 'ohne Zwiebeln', itemDetails: [{ fullName: 'Ada', date: '2026-12-01', count: 1 }] });
  });

  it('trims per-person details, reads blank text as not given, and counts one ticket by default', () => {
    const parsed = updateLineExtraInfoRequestSchema.parse({
      basketProductId: 3,
      extraInfo: {
        itemDetails: [
          { fullName: '  Ada Lovelace ', date: ' 2026-12-01 ' },
          { fullName: '   ', date: '', count: '3' },
        ],
      },
    });
    expect(parsed.extraInfo.itemDetails).toEqual([{ fullName: 'Ada Lovelace', date: '2026-12-01', count: 1 }, { count: 3 }]);
    expectTypeOf<ItemDetail>().toEqualTypeOf<{ fullName?: string | undefined; date?: string | undefined; count: number }>();
  });

  it('names the code of a bad person: count out of 1-99, a date that is no date, too many persons', () => {
    const codes = (itemDetails: unknown) =>
      codesOf(updateLineExtraInfoRequestSchema.safeParse({ basketProductId: 3, extraInfo: { itemDetails } }));
    expect(codes([{ count: 0 }])).toEqual({ 'extraInfo.itemDetails.0.count': 'too_small' });
    expect(codes([{ count: 100 }])).toEqual({ 'extraInfo.itemDetails.0.count': 'too_big' });
    expect(codes([{ count: 'two' }])).toEqual({ 'extraInfo.itemDetails.0.count': 'must_be_numeric' });
    expect(codes([{ date: '01.12.2026' }])).toEqual({ 'extraInfo.itemDetails.0.date': 'date_format_invalid' });
    expect(codes(Array.from({ length: 51 }, () => ({})))).toEqual({ 'extraInfo.itemDetails': 'too_big' });
  });

  it('refuses a comment over 500 characters and a qrcode that is not a boolean', () => {
    expect(updateLineExtraInfoRequestSchema.safeParse({ basketProductId: 3, extraInfo: { comment: 'x'.repeat(501) } }).success).toBe(false);
    expect(codesOf(setTableRequestSchema.safeParse({ basketId: 'b', restaurantId: 1, tableName: 'T1', qrcode: 'maybe' }))).toEqual({
      qrcode: 'qrcode_must_be_boolean',
    });
  });
});

describe('order requests', () => {
  it('needs qrCode and pin for payFix only', () => {
    expect(codesOf(createOrderRequestSchema.safeParse({ basketId: 'b', restaurantId: 1, paymentType: 'payFix' }))).toEqual({
      qrCode: 'required',
      pin: 'required',
    });
    expect(createOrderRequestSchema.safeParse({ basketId: 'b', restaurantId: 1, paymentType: 'cash' }).success).toBe(true);
  });

  it('refuses a manager date range that ends before it starts', () => {
    expect(codesOf(managerOrdersQuerySchema.safeParse({ from_date: '2026-11-22', to_date: '2026-11-01', restaurantId: 1 }))).toEqual({
      to_date: 'end_date_before_start_date',
    });
    expect(managerOrdersQuerySchema.parse({ from_date: '2026-11-01', to_date: '2026-11-22', restaurantId: '1' }).filter_type).toBe(
      'create',
    );
  });
});

describe('order lines', () => {
  it('carry their persons parsed, with only the details given, for the detail, the history and the managers', () => {
    const line = {
      id: 1,
      productId: 7,
      name: 'Familienticket',
      quantity: 4,
      price: 19,
      totalPrice: 76,
      details: '{}',
      comment: null,
      itemDetails: [
        { fullName: 'Familie Weber', count: 3 },
        { fullName: 'Ada', date: '2026-12-05', count: 1 },
      ],
    };
    expect(orderLineSchema.parse(line)).toEqual(line);
    expect(orderLineSchema.safeParse({ ...line, itemDetails: [{ fullName: 'Ada', count: 0 }] }).success).toBe(false);
    expect(managerOrderSchema.shape.products.element).toBe(orderLineSchema);
    expect(orderHistorySchema.element.shape.products.element).toBe(orderLineSchema);
  });
});
