import { describe, expect, it } from 'vitest';
import { product } from '../testing/index.ts';
import { groupBySubcategory, takeFromGroups } from './menu-order.ts';

describe('takeFromGroups', () => {
  const inGroup = (id: number, subcategory: number) =>
    product(id, `Dish ${id}`, { subcategory_id: subcategory, subcategory_name: `Group ${subcategory}`, subcategory_priority: subcategory });
  const groups = groupBySubcategory([inGroup(1, 1), inGroup(2, 1), inGroup(3, 2), inGroup(4, 2), inGroup(5, 3)]);

  it('takes the first products in menu order, leaving out the groups past the count', () => {
    const taken = takeFromGroups(groups, 3);
    expect(taken.map(({ group, shown }) => [group.title, shown.map((dish) => dish.id)])).toEqual([
      ['Group 1', [1, 2]],
      ['Group 2', [3]],
    ]);
    // A group keeps all its products (its preview pictures), whatever is shown of it.
    expect(taken[1]?.group.products).toHaveLength(2);
  });

  it('takes every group when the count covers them', () => {
    expect(takeFromGroups(groups, 12).map(({ shown }) => shown.length)).toEqual([2, 2, 1]);
    expect(takeFromGroups(groups, 0)).toEqual([]);
  });
});
