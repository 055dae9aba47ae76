import { ShopBasketButton, ShopOverlays, useInfoLinks, useRestaurantInfo } from '@platter/ordering';
import { AppHeader, AppLayout, HeaderLinks, PreferenceControls, ScreenOutlet } from '@platter/ui-kit';
import { useNavigate } from 'react-router';

/**
 * The ticketing frame: login, opening times and table reservation are hidden (spec §2), so the
 * header holds contact and the legal panels, language and colour scheme, and the basket.
 */
export function TicketingShell() {
  const info = useRestaurantInfo();
  const navigate = useNavigate();
  const links = useInfoLinks();
  return (
    <>
      <AppLayout
        header={
          <AppHeader
            restaurantName={info.name}
            onHomeClick={() => void navigate('/')}
            actions={
              <>
                <HeaderLinks links={links} />
                <PreferenceControls />
                <ShopBasketButton />
              </>
            }
          />
        }
      >
        <ScreenOutlet />
      </AppLayout>
      <ShopOverlays deliveryChoice={false} />
    </>
  );
}
