import { describe, expect, it } from 'vitest';
import { deliveryTypeOptions, parsePostalCode, parseTip, parseVoucherCode, paymentTypeChoices, tableRefOf } from '../index.ts';

describe('tableRefOf', () => {
  it('takes the first present of id, name and number', () => {
    expect(tableRefOf({ tableId: '4', tableName: 'T4', table: 4 })).toEqual({ tableId: 4 });
    expect(tableRefOf({ tableId: '', tableName: ' T4 ', table: 4 })).toEqual({ tableName: 'T4' });
    expect(tableRefOf({ tableName: ' ', table: 12 })).toEqual({ table: 12 });
    expect(tableRefOf({ tableId: 'abc' })).toBeNull();
    expect(tableRefOf({})).toBeNull();
  });
});

describe('parseTip', () => {
  it.each([
    ['2.5', 2.5],
    ['2,50', 2.5],
    [3, 3],
    [' 1.239 ', 1.24],
    ['0', 0],
  ])('reads %j as %d', (input, expected) => {
    expect(parseTip(input)).toEqual({ ok: true, value: expected });
  });

  it('refuses what is not a number, is negative or empty', () => {
    expect(parseTip('two')).toEqual({ ok: false, reason: { code: 'must_be_numeric' } });
    expect(parseTip('1e3')).toEqual({ ok: false, reason: { code: 'must_be_numeric' } });
    expect(parseTip('-1')).toEqual({ ok: false, reason: { code: 'too_small' } });
    expect(parseTip(' ')).toEqual({ ok: false, reason: { code: 'required' } });
  });
});

describe('parsePostalCode and parseVoucherCode', () => {
  it('keeps numeric postal codes only', () => {
    expect(parsePostalCode(' 10115 ')).toEqual({ ok: true, value: '10115' });
    expect(parsePostalCode('SW1A')).toEqual({ ok: false, reason: { code: 'must_be_numeric' } });
    expect(parsePostalCode('')).toEqual({ ok: false, reason: { code: 'required' } });
  });

  it('requires a voucher code', () => {
    expect(parseVoucherCode(' SAVE10 ')).toEqual({ ok: true, value: 'SAVE10' });
    expect(parseVoucherCode('  ')).toEqual({ ok: false, reason: { code: 'required' } });
  });
});

describe('paymentTypeChoices', () => {
  it('never offers the hidden zvt and cash_machine', () => {
    expect(paymentTypeChoices(['cash', 'zvt', 'mollie', 'cash_machine', 'pwc'])).toEqual(['cash', 'mollie', 'pwc']);
  });
});

describe('deliveryTypeOptions', () => {
  it('marks types the restaurant does not offer', () => {
    expect(deliveryTypeOptions({ deliveryTypes: [2, 3], closed: false })).toEqual([
      { type: 'delivery', available: false, reason: 'delivery_not_available' },
      { type: 'pickup', available: true, reason: null },
      { type: 'here', available: true, reason: null },
    ]);
  });

  it('hides here while the restaurant is closed and keeps the others for later, with the closed notice', () => {
    expect(deliveryTypeOptions({ deliveryTypes: [1, 3], closed: true })).toEqual([
      { type: 'delivery', available: true, reason: 'closed' },
      { type: 'pickup', available: false, reason: 'pickup_not_available' },
    ]);
  });
});
