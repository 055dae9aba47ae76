import { describe, expect, it } from 'vitest';
import { quantityInCart, stockLeft } from '../index.ts';

describe('stockLeft', () => {
  it('treats null stock as unlimited', () => {
    expect(stockLeft({ id: 1, stock: null }, [{ productId: 1, quantity: 99 }])).toBe(Number.POSITIVE_INFINITY);
  });

  it('subtracts the quantity already in the cart', () => {
    expect(
      stockLeft({ id: 1, stock: 5 }, [
        { productId: 1, quantity: 2 },
        { productId: 1, quantity: 1 },
      ]),
    ).toBe(2);
  });

  it('counts package contents times the package quantity', () => {
    const lines = [{ productId: 10, quantity: 2, items: [{ productId: 1, quantity: 2 }] }];
    expect(quantityInCart(1, lines)).toBe(4);
    expect(stockLeft({ id: 1, stock: 5 }, lines)).toBe(1);
  });

  it('is 0, never negative, when the cart holds more than the stock', () => {
    expect(stockLeft({ id: 1, stock: 0 }, [])).toBe(0);
    expect(stockLeft({ id: 1, stock: 1 }, [{ productId: 1, quantity: 3 }])).toBe(0);
  });
});
