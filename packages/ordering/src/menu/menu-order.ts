import type { Category, Product } from '@platter/contract';

/** Spec §9: categories by pivot.priority when every one has one; otherwise as the server sends them. */
export function sortCategories(categories: readonly Category[]): Category[] {
  if (!categories.every((category) => category.pivot.priority !== null)) return [...categories];
  return [...categories].sort((a, b) => (a.pivot.priority ?? 0) - (b.pivot.priority ?? 0));
}

export interface ProductGroup {
  key: string;
  title: string | null;
  image: string | null;
  products: Product[];
}

/** Products grouped by subcategory, subcategories by priority; products without one come first, untitled. */
export function groupBySubcategory(products: readonly Product[]): ProductGroup[] {
  const groups = new Map<string, ProductGroup & { priority: number }>();
  for (const product of products) {
    const key = product.subcategory_id === null ? 'none' : String(product.subcategory_id);
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        title: product.subcategory_name,
        image: product.subcategory_image,
        products: [],
        priority: product.subcategory_id === null ? Number.NEGATIVE_INFINITY : (product.subcategory_priority ?? Number.MAX_SAFE_INTEGER),
      };
      groups.set(key, group);
    }
    group.products.push(product);
  }
  return [...groups.values()].sort((a, b) => a.priority - b.priority).map(({ priority: _priority, ...group }) => group);
}

/** The groups' first `count` products, in order: each group that has any, with the ones to show. */
export function takeFromGroups(groups: readonly ProductGroup[], count: number): Array<{ group: ProductGroup; shown: Product[] }> {
  const taken: Array<{ group: ProductGroup; shown: Product[] }> = [];
  let left = count;
  for (const group of groups) {
    if (left <= 0) break;
    taken.push({ group, shown: group.products.slice(0, left) });
    left -= group.products.length;
  }
  return taken;
}
