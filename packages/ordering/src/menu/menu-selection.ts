import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The category (or the pinned list) the menu shows; the side menu, carousel and sheet all set it. */
export type MenuSelection = number | 'pinned' | null;

export const menuSelectionStore = createStore<{ selection: MenuSelection }>()(() => ({ selection: null }));

export function useMenuSelection(): [MenuSelection, (selection: number | 'pinned') => void] {
  const selection = useStore(menuSelectionStore, (state) => state.selection);
  return [selection, (next) => menuSelectionStore.setState({ selection: next })];
}
