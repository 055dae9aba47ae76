import { describe, expect, it } from 'vitest';
import { orderGuestDetails, orderLineChoices } from '../order-reading.ts';

describe('orderLineChoices', () => {
  it('reads attribute items and package products with their quantities', () => {
    const details = JSON.stringify({
      attributeItems: [
        { id: 1, name: 'Cheddar', quantity: 2 },
        { id: 2, name: 'BBQ' },
      ],
      items: [{ productId: 5, name: 'Fries', quantity: 1 }],
      extra_info: null,
    });
    expect(orderLineChoices({ details })).toEqual({
      attributes: [
        { name: 'Cheddar', quantity: 2 },
        { name: 'BBQ', quantity: 1 },
      ],
      packageItems: [{ name: 'Fries', quantity: 1 }],
    });
  });

  it('answers no choices for unreadable text and drops unreadable entries only', () => {
    expect(orderLineChoices({ details: 'not json' })).toEqual({ attributes: [], packageItems: [] });
    expect(orderLineChoices({ details: '{"attributeItems":"x"}' })).toEqual({ attributes: [], packageItems: [] });
    expect(orderLineChoices({ details: '{"attributeItems":[{"id":1},{"name":"Mayo","quantity":0}]}' }).attributes).toEqual([
      { name: 'Mayo', quantity: 1 },
    ]);
  });
});

describe('orderGuestDetails', () => {
  it('keeps the readable fields of the stored details', () => {
    const order = { user_details: JSON.stringify({ name: ' Ada ', email: 'not-an-email', city: 'Bern', postalCode: '3000', extra: 1 }) };
    expect(orderGuestDetails(order)).toEqual({ name: 'Ada', city: 'Bern', postalCode: '3000' });
  });

  it('answers nothing for unreadable text', () => {
    expect(orderGuestDetails({ user_details: '[' })).toEqual({});
    expect(orderGuestDetails({ user_details: 'null' })).toEqual({});
  });
});
