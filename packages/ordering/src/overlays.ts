import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The product's overlays (spec §2 "Overlays"), shared by every app: one open at a time, so opening one closes the other. */
export type Overlay =
  | 'delivery'
  | 'side-cart'
  | 'categories'
  | 'auth'
  | 'contact'
  | 'time-plan'
  | 'table-reserve'
  | 'allergies'
  | 'about'
  | 'privacy'
  | 'terms'
  | 'imprint'
  | 'announcement'
  | 'table-capacity'
  | 'robot';

interface OverlayState {
  open: Overlay | null;
  show(overlay: Overlay): void;
  close(): void;
}

export const overlayStore = createStore<OverlayState>()((set) => ({
  open: null,
  show: (overlay) => set({ open: overlay }),
  close: () => set({ open: null }),
}));

interface OverlayActions {
  show: () => void;
  close: () => void;
}

const actionsByOverlay = new Map<Overlay, OverlayActions>();

/** One pair of functions per overlay for the page's life: passed as props, they change no memoised part's props. */
function actionsOf(overlay: Overlay): OverlayActions {
  let actions = actionsByOverlay.get(overlay);
  if (!actions) {
    actions = { show: () => overlayStore.getState().show(overlay), close: () => overlayStore.getState().close() };
    actionsByOverlay.set(overlay, actions);
  }
  return actions;
}

export function useOverlay(overlay: Overlay): { opened: boolean } & OverlayActions {
  const opened = useStore(overlayStore, (state) => state.open === overlay);
  return { opened, ...actionsOf(overlay) };
}
