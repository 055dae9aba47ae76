import { describe, expect, it } from 'vitest';
import { hideTableSelection, isTableSelectionHidden, shouldOfferTableSelection, tableSelectionKey } from '../index.ts';
import { basket, createMemoryStorage } from './fixtures.ts';

describe('table selection', () => {
  const eatingIn = basket({ id: 'b1', deliveryType: 3 });

  it('uses the key hide-table-selection-{basketId}', () => {
    expect(tableSelectionKey('b1')).toBe('hide-table-selection-b1');
  });

  it('is offered to an eat-here basket without a table', () => {
    const storage = createMemoryStorage();
    expect(shouldOfferTableSelection(eatingIn, storage)).toBe(true);
    expect(shouldOfferTableSelection({ ...eatingIn, deliveryType: 1 }, storage)).toBe(false);
    expect(shouldOfferTableSelection({ ...eatingIn, deliveryType: null }, storage)).toBe(false);
    expect(shouldOfferTableSelection({ ...eatingIn, table: 'T4', table_id: 4 }, storage)).toBe(false);
  });

  it('is no longer offered for that basket once hidden, but is for the next one', () => {
    const storage = createMemoryStorage();
    hideTableSelection(storage, 'b1');
    expect(storage.getItem('hide-table-selection-b1')).toBe('true');
    expect(isTableSelectionHidden(storage, 'b1')).toBe(true);
    expect(shouldOfferTableSelection(eatingIn, storage)).toBe(false);
    expect(shouldOfferTableSelection({ ...eatingIn, id: 'b2' }, storage)).toBe(true);
  });
});
