import { AppHeader, AppLayout, PreferenceControls, usePageData } from '@platter/ui-kit';
import { Outlet, useNavigate } from 'react-router';

/** Ticketing hides login, opening times and table reservation (spec §2), so the header stays lean. */
export function TicketingShell() {
  const { restaurant } = usePageData();
  const navigate = useNavigate();
  return (
    <AppLayout header={<AppHeader restaurantName={restaurant.name} onHomeClick={() => navigate('/')} actions={<PreferenceControls />} />}>
      <Outlet />
    </AppLayout>
  );
}
