import { menuSelectionStore } from './menu/menu-selection.ts';
import { overlayStore } from './overlays.ts';
import { choiceStore, INITIAL_CHOICE_STATE } from './product-choice/choice-store.ts';

/**
 * The page-wide UI state (open overlay, chosen category, product being configured) back to how a
 * page load starts; tests that render an app more than once call it between renders.
 */
export function resetOrderingUi(): void {
  menuSelectionStore.setState({ selection: null });
  overlayStore.setState({ open: null });
  choiceStore.setState(INITIAL_CHOICE_STATE);
}
