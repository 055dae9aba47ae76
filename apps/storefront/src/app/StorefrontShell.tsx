import { Text } from '@mantine/core';
import { PreferenceControls, StorefrontHeader, StorefrontLayout, usePageData } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';

/** The frame around every storefront route: header with language and scheme, footer line. */
export function StorefrontShell() {
  const { restaurant } = usePageData();
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <StorefrontLayout
      header={<StorefrontHeader restaurantName={restaurant.name} onHomeClick={() => navigate('/menu')} actions={<PreferenceControls />} />}
      footer={
        <Text component="footer" size="sm" c="dimmed" ta="center" py="lg">
          {t('footer.copyright', { year: new Date().getFullYear(), name: restaurant.name })}
        </Text>
      }
    >
      <Outlet />
    </StorefrontLayout>
  );
}
