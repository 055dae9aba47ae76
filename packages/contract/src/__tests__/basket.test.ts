import { describe, expect, it } from 'vitest';
import {
  addToBasketRequestSchema,
  createOrderRequestSchema,
  managerOrdersQuerySchema,
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
