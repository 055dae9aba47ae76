import { useDebouncedValue } from '@mantine/hooks';
import type { Category, Product } from '@platter/contract';
import type { CategoryNavItem } from '@platter/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeliverySelection } from '../delivery/use-delivery-selection.ts';
import { categoriesQuery, pinnedProductsQuery, productSearchQuery } from '../queries.ts';
import { useApi, useRestaurantInfo } from '../services/context.tsx';
import { sortCategories } from './menu-order.ts';
import { defaultMenuSelection, type MenuSelection, useMenuSelection } from './menu-selection.ts';

export interface MenuState {
  /** Categories in display order (spec §9: by priority when all have one). */
  categories: Category[];
  /** The same, as the carousel, sheet and side list show them. */
  navItems: CategoryNavItem[];
  categoriesLoading: boolean;
  pinnedProducts: Product[] | undefined;
  pinnedLoading: boolean;
  /** The pinned list's label when there are pinned products, else null (no pinned entry). */
  pinnedLabel: string | null;
  selection: MenuSelection;
  select: (selection: number | 'pinned') => void;
  /** The chosen category, when a category is chosen. */
  category: Category | undefined;
  /** The search box's text, and the debounced, trimmed query it searches for. */
  search: string;
  setSearch: (text: string) => void;
  query: string;
  results: Product[] | undefined;
  /** The first answer of a search is on its way. */
  resultsLoading: boolean;
  /** A search is on its way (also when a new query refines shown results). */
  searching: boolean;
  /** The delivery time the menu is priced at (its queries are keyed by it). */
  deliveryTime: string | null;
}

/**
 * What a menu screen shows and how it moves (spec §4 "Menu and product flow"): categories and
 * pinned products at the chosen delivery time, the chosen one (the pinned list first when there
 * is one, else the first category), and the product search.
 */
export function useMenu(): MenuState {
  const api = useApi();
  const info = useRestaurantInfo();
  const { t } = useTranslation('menu');
  const delivery = useDeliverySelection();
  const [chosen, select] = useMenuSelection();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);

  // Priced at the default time from the first render on (default-time.ts), so fetched once.
  const categories = useQuery(categoriesQuery(api, delivery.time));
  const pinned = useQuery(pinnedProductsQuery(api, delivery.time));
  const results = useQuery(productSearchQuery(api, query));
  // The lists render from deferred copies: an answer arriving re-renders the screens at once (query
  // results are external-store updates, which React renders in one blocking task), and the side
  // menu, carousel and pinned cards then follow in slices (issue 18, Total Blocking Time).
  const shownCategories = useDeferredValue(categories.data);
  const shownPinned = useDeferredValue(pinned.data);
  const categoriesReady = shownCategories !== undefined;
  const pinnedShown = pinned.isFetched && shownPinned === pinned.data;
  const sorted = useMemo(() => sortCategories(shownCategories ?? []), [shownCategories]);
  const navItems = useMemo(() => sorted.map(({ id, name, image }) => ({ id, name, image })), [sorted]);
  const hasPinned = (shownPinned?.length ?? 0) > 0;
  // Until the guest picks, the default is shown from the render in which both lists are shown.
  const selection = chosen ?? (categoriesReady && pinnedShown ? defaultMenuSelection(sorted, shownPinned) : null);

  return {
    categories: sorted,
    navItems,
    categoriesLoading: categories.isPending || (categories.isSuccess && !categoriesReady),
    pinnedProducts: shownPinned,
    pinnedLoading: pinned.isPending || (pinned.isFetched && !pinnedShown),
    pinnedLabel: hasPinned ? info.pinned_products_label || t('specialOffer') : null,
    selection,
    select,
    category: typeof selection === 'number' ? sorted.find((category) => category.id === selection) : undefined,
    search,
    setSearch,
    query,
    results: results.data,
    resultsLoading: results.isLoading,
    searching: results.isFetching,
    deliveryTime: delivery.time,
  };
}

/**
 * What the menu shows, for parts beside its screens (the delivery picker's happy-hour days): the
 * guest's choice, else the default from the cached lists.
 */
export function useShownMenuSelection(): MenuSelection {
  const api = useApi();
  const delivery = useDeliverySelection();
  const [chosen] = useMenuSelection();
  const categories = useQuery(categoriesQuery(api, delivery.time));
  const pinned = useQuery(pinnedProductsQuery(api, delivery.time));
  const sorted = useMemo(() => sortCategories(categories.data ?? []), [categories.data]);
  if (chosen !== null) return chosen;
  return categories.data !== undefined && pinned.isFetched ? defaultMenuSelection(sorted, pinned.data) : null;
}
