import { startTransition, useEffect, useState } from 'react';
import { createStore } from 'zustand/vanilla';

/** The category (or the pinned list) the menu shows; the side menu, carousel and sheet all set it. */
export type MenuSelection = number | 'pinned' | null;

export const menuSelectionStore = createStore<{ selection: MenuSelection }>()(() => ({ selection: null }));

/** Shows a category or the pinned list (a stable function: the store is the page's). */
export function selectMenu(selection: number | 'pinned'): void {
  menuSelectionStore.setState({ selection });
}

/**
 * The selection, followed in a transition. A change re-renders the whole menu (its sections, the
 * side menu, the carousel), and zustand's `useStore` would render it in one blocking task, as React
 * renders every external-store update: the menu's first selection, made when its categories
 * arrive, was a blocking render of 34 to 70 ms (137 to 277 ms at Lighthouse's 4x CPU; issue 18,
 * Total Blocking Time). A transition renders it in slices, and a tap's own feedback comes first.
 */
export function useMenuSelection(): [MenuSelection, (selection: number | 'pinned') => void] {
  const [selection, setSelection] = useState(() => menuSelectionStore.getState().selection);
  useEffect(() => {
    const follow = (state: { selection: MenuSelection }) => startTransition(() => setSelection(state.selection));
    // A change between this component's render and its subscription is not missed.
    follow(menuSelectionStore.getState());
    return menuSelectionStore.subscribe(follow);
  }, []);
  return [selection, selectMenu];
}
