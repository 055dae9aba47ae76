import { SideCartHost } from './cart/SideCartHost.tsx';
import { ContactPanel } from './content/ContactPanel.tsx';
import { LegalPanels } from './content/LegalPanels.tsx';
import { DeliveryChoice } from './delivery/DeliveryChoice.tsx';
import { ProductChoiceHost } from './product-choice/ProductChoiceHost.tsx';

export interface ShopOverlaysProps {
  /** The contact and legal panels; the storefront renders its own content overlays instead. @default true */
  infoPanels?: boolean;
  /** The delivery type and time dialog; ticketing chooses a slot on its booking screen instead. @default true */
  deliveryChoice?: boolean;
}

/** The overlays every shop frame renders once (spec §2 "Overlays"): side cart, product choice, and what it asks for. */
export function ShopOverlays({ infoPanels = true, deliveryChoice = true }: ShopOverlaysProps) {
  return (
    <>
      {infoPanels ? (
        <>
          <ContactPanel />
          <LegalPanels />
        </>
      ) : null}
      <SideCartHost />
      <ProductChoiceHost />
      {deliveryChoice ? <DeliveryChoice /> : null}
    </>
  );
}
