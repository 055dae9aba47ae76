import { describe, expect, it } from 'vitest';
import { parseQuantity } from '../index.ts';

describe('parseQuantity', () => {
  it.each([
    [3, 3],
    ['4', 4],
    ['2.7', 2],
    [2.9, 2],
    [0, 1],
    [-5, 1],
    ['', 1],
    ['abc', 1],
    [null, 1],
    [undefined, 1],
    [Number.NaN, 1],
  ])('reads %j as %d', (input, expected) => {
    expect(parseQuantity(input)).toBe(expected);
  });
});
