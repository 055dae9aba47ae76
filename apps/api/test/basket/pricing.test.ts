import { describe, expect, it } from 'vitest';
import { discountMinor, lineTotalMinor, type PricedLine, priceBasket } from '../../src/modules/basket/pricing.ts';

const pizza: PricedLine = {
  quantity: 2,
  unitPriceMinor: 990,
  attributeItems: [
    { priceMinor: 150, quantity: 1 },
    { priceMinor: 100, quantity: 2 },
  ],
  packageItems: [],
  depotMinor: null,
};
const cola: PricedLine = { quantity: 3, unitPriceMinor: 290, attributeItems: [], packageItems: [], depotMinor: 25 };
const menu: PricedLine = {
  quantity: 1,
  unitPriceMinor: 1290,
  attributeItems: [],
  packageItems: [
    { surchargeMinor: 150, quantity: 1 },
    { surchargeMinor: 0, quantity: 2 },
  ],
  depotMinor: null,
};

describe('basket pricing', () => {
  it('prices a line with attribute items, deposits and package surcharges per unit', () => {
    expect(lineTotalMinor(pizza)).toBe(2 * (990 + 150 + 200));
    expect(lineTotalMinor(cola)).toBe(3 * 315);
    expect(lineTotalMinor(menu)).toBe(1440);
  });

  it('adds shipping only for delivery, and the tip always', () => {
    const input = { lines: [pizza, cola], voucher: null, shippingMinor: 250, tipMinor: 200 };
    expect(priceBasket({ ...input, isDelivery: true })).toMatchObject({ subtotalMinor: 3625, shippingMinor: 250, totalMinor: 4075 });
    expect(priceBasket({ ...input, isDelivery: false })).toMatchObject({ shippingMinor: 0, totalMinor: 3825 });
  });

  it('takes 10 % off the goods, rounded to the cent, not off shipping or tip', () => {
    const totals = priceBasket({
      lines: [cola],
      voucher: { kind: 'percent', value: 10, minimumOrderMinor: 0 },
      shippingMinor: 250,
      isDelivery: true,
      tipMinor: 100,
    });
    expect(totals).toMatchObject({ subtotalMinor: 945, discountMinor: 95, totalMinor: 945 - 95 + 250 + 100 });
  });

  it('never discounts more than the goods cost', () => {
    expect(discountMinor(300, { kind: 'amount', value: 500, minimumOrderMinor: 0 })).toBe(300);
    expect(discountMinor(1999, { kind: 'percent', value: 150, minimumOrderMinor: 0 })).toBe(1999);
  });

  it('gives nothing below the voucher minimum and says why', () => {
    const totals = priceBasket({
      lines: [cola],
      voucher: { kind: 'amount', value: 500, minimumOrderMinor: 2000 },
      shippingMinor: 0,
      isDelivery: false,
      tipMinor: 0,
    });
    expect(totals).toMatchObject({ discountMinor: 0, voucherIssue: 'you_donot_get_discount', totalMinor: 945 });
  });

  it('is zero for an empty basket', () => {
    expect(priceBasket({ lines: [], voucher: null, shippingMinor: 250, isDelivery: true, tipMinor: 0 })).toMatchObject({
      subtotalMinor: 0,
      totalMinor: 250,
    });
  });
});
