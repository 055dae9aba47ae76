import { lazy } from 'react';
import { useStore } from 'zustand';
import { LEGAL_PANELS } from './content/legal-panel-list.tsx';
import { MountWhenOpened } from './lazy-overlay.tsx';
import { overlayStore, useOverlay } from './overlays.ts';
import { choiceStore } from './product-choice/choice-store.ts';
import { productChoice } from './product-choice/load-product-choice.ts';

// Each overlay's code (and the Mantine components only it uses) loads when it is first opened.
const SideCartHost = lazy(async () => ({ default: (await import('./cart/SideCartHost.tsx')).SideCartHost }));
const ContactPanel = lazy(async () => ({ default: (await import('./content/ContactPanel.tsx')).ContactPanel }));
const LegalPanels = lazy(async () => ({ default: (await import('./content/LegalPanels.tsx')).LegalPanels }));
const DeliveryChoice = lazy(async () => ({ default: (await import('./delivery/DeliveryChoice.tsx')).DeliveryChoice }));
// The menu loads the product choice's chunk when idle (usePreloadProductChoice); an open after that renders at once.
const ProductChoiceHost = productChoice.Component;

export interface ShopOverlaysProps {
  /** The contact and legal panels; the storefront renders its own content overlays instead. @default true */
  infoPanels?: boolean;
  /** The delivery type and time dialog; ticketing chooses a slot on its booking screen instead. @default true */
  deliveryChoice?: boolean;
}

/** The overlays every shop frame renders once (spec §2 "Overlays"): side cart, product choice, and what it asks for. */
export function ShopOverlays({ infoPanels = true, deliveryChoice = true }: ShopOverlaysProps) {
  const legalOpened = useStore(overlayStore, (state) => LEGAL_PANELS.some((panel) => panel.overlay === state.open));
  const choosing = useStore(choiceStore, (state) => state.choice !== null);
  const contact = useOverlay('contact');
  const sideCart = useOverlay('side-cart');
  const delivery = useOverlay('delivery');
  return (
    <>
      {infoPanels ? (
        <>
          <MountWhenOpened opened={contact.opened}>
            <ContactPanel />
          </MountWhenOpened>
          <MountWhenOpened opened={legalOpened}>
            <LegalPanels />
          </MountWhenOpened>
        </>
      ) : null}
      <MountWhenOpened opened={sideCart.opened}>
        <SideCartHost />
      </MountWhenOpened>
      <MountWhenOpened opened={choosing}>
        <ProductChoiceHost />
      </MountWhenOpened>
      {deliveryChoice ? (
        <MountWhenOpened opened={delivery.opened}>
          <DeliveryChoice />
        </MountWhenOpened>
      ) : null}
    </>
  );
}
