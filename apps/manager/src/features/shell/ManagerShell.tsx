import { Badge } from '@mantine/core';
import { AppHeader, AppLayout, PreferenceControls, usePageData } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';

export function ManagerShell() {
  const { restaurant } = usePageData();
  const { t } = useTranslation('manager');
  const navigate = useNavigate();
  return (
    <AppLayout
      header={
        <AppHeader
          restaurantName={restaurant.name}
          onHomeClick={() => navigate('/')}
          navigation={<Badge variant="light">{t('title')}</Badge>}
          actions={<PreferenceControls />}
        />
      }
    >
      <Outlet />
    </AppLayout>
  );
}
