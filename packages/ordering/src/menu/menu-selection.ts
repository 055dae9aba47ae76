import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The category (or the pinned list) the menu shows; the side menu, carousel and sheet all set it. */
export type MenuSelection = number | 'pinned' | null;

export const menuSelectionStore = createStore<{ selection: MenuSelection }>()(() => ({ selection: null }));

/** Shows a category or the pinned list (a stable function: the store is the page's). */
export function selectMenu(selection: number | 'pinned'): void {
  menuSelectionStore.setState({ selection });
}

export function useMenuSelection(): [MenuSelection, (selection: number | 'pinned') => void] {
  return [useStore(menuSelectionStore, (state) => state.selection), selectMenu];
}
