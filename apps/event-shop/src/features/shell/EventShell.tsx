import { Box, Text } from '@mantine/core';
import { AppHeader, AppLayout, PreferenceControls, usePageData } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';

/** Event-mode bar above the header (spec §9: 44px); address, phone and social links join it with the restaurant API. */
export const EVENT_TOP_BAR_HEIGHT = 44;

export function EventShell() {
  const { restaurant } = usePageData();
  const { t } = useTranslation('event-shop');
  const navigate = useNavigate();
  return (
    <AppLayout header={<AppHeader restaurantName={restaurant.name} onHomeClick={() => navigate('/')} actions={<PreferenceControls />} />}>
      <Box
        bg="brand.7"
        c="white"
        h={EVENT_TOP_BAR_HEIGHT}
        px="md"
        mb="lg"
        style={{ display: 'flex', alignItems: 'center', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Text size="sm" fw={600}>
          {t('title')}
        </Text>
      </Box>
      <Outlet />
    </AppLayout>
  );
}
