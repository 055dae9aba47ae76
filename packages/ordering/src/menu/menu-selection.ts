import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The category (or the pinned list) the menu shows; the side menu, carousel and sheet all set it. */
export type MenuSelection = number | 'pinned' | null;

/**
 * The guest's choice only: null until they pick. What the menu shows before that is
 * `defaultMenuSelection`, worked out in the render in which the lists arrive, so that no store
 * update (which React renders in one blocking task) follows their arrival (issue 18).
 */
export const menuSelectionStore = createStore<{ selection: MenuSelection }>()(() => ({ selection: null }));

/** What the menu opens on: the pinned list when it has products, else the first category (in display order). */
export function defaultMenuSelection(sortedCategories: readonly { id: number }[], pinned: readonly unknown[] | undefined): MenuSelection {
  if ((pinned?.length ?? 0) > 0) return 'pinned';
  return sortedCategories[0]?.id ?? null;
}

/** Shows a category or the pinned list (a stable function: the store is the page's). */
export function selectMenu(selection: number | 'pinned'): void {
  menuSelectionStore.setState({ selection });
}

/** The guest's choice (null before they pick; `useMenu().selection` is what is shown) and the way to change it. */
export function useMenuSelection(): [MenuSelection, (selection: number | 'pinned') => void] {
  return [useStore(menuSelectionStore, (state) => state.selection), selectMenu];
}
