import { PreferenceControls, StorefrontHeader, StorefrontLayout, usePageData } from '@platter/ui-kit';
import { Outlet, useNavigate } from 'react-router';

/** Ticketing hides login, opening times and table reservation (spec §2), so the header stays lean. */
export function TicketingShell() {
  const { restaurant } = usePageData();
  const navigate = useNavigate();
  return (
    <StorefrontLayout
      header={<StorefrontHeader restaurantName={restaurant.name} onHomeClick={() => navigate('/')} actions={<PreferenceControls />} />}
    >
      <Outlet />
    </StorefrontLayout>
  );
}
