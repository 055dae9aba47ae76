import { Stack } from '@mantine/core';
import { EmptyState, RestaurantHero, useDocumentTitle, usePageData } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';

/** The online shop: in event mode the title part is "Online Shop" (spec §2), and so is the banner. */
export function ShopScreen() {
  const { restaurant, appearance } = usePageData();
  const { t } = useTranslation(['event-shop', 'menu']);
  useDocumentTitle(restaurant.name, t('event-shop:title'));
  return (
    <Stack gap="xl">
      <RestaurantHero title={t('event-shop:title')} subtitle={t('event-shop:intro')} imageUrl={appearance.mainImageUrl} />
      <EmptyState title={t('menu:empty')} />
    </Stack>
  );
}
