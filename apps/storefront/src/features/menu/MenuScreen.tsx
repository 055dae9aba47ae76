import { Stack } from '@mantine/core';
import { EmptyState, RestaurantHero, useDocumentTitle, usePageData } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';

/** The menu route: the restaurant's banner, then its products (none until the menu API lands). */
export function MenuScreen() {
  const { restaurant, appearance } = usePageData();
  const { t } = useTranslation(['menu', 'common']);
  useDocumentTitle(restaurant.name, t('common:routes.menu'));
  return (
    <Stack gap="xl">
      <RestaurantHero
        title={t('menu:welcome', { name: restaurant.name })}
        subtitle={t('menu:orderNow')}
        imageUrl={appearance.mainImageUrl}
      />
      <EmptyState title={t('menu:empty')} />
    </Stack>
  );
}
