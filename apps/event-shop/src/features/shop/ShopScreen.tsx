import { Box, Stack, Text } from '@mantine/core';
import {
  ChosenMenuProducts,
  MenuCategoryCarousel,
  MenuProducts,
  useAddProduct,
  useMenu,
  useOrderingRouteMeta,
  useRestaurantInfo,
} from '@platter/ordering';
import { ProductSearchField, RestaurantHero, usePageData } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';

/**
 * The online shop (spec §2, event mode): search, the chosen category's products by subcategory
 * (the category list is the shell's, a carousel on phones), and the restaurant's foot note.
 * Adding a product that names persons asks for them first (the ordering layer's event mode).
 */
export function ShopScreen() {
  const { appearance } = usePageData();
  const info = useRestaurantInfo();
  const { t } = useTranslation(['event-shop', 'ordering']);
  useOrderingRouteMeta('menu');
  const menu = useMenu();
  const addProduct = useAddProduct();

  return (
    <Stack gap="lg">
      <RestaurantHero title={t('event-shop:title')} subtitle={t('event-shop:intro')} imageUrl={appearance.mainImageUrl} />
      <ProductSearchField value={menu.search} onChange={menu.setSearch} loading={menu.searching} placeholder={t('event-shop:search')} />
      <Box hiddenFrom="sm">
        <MenuCategoryCarousel menu={menu} />
      </Box>
      {menu.query ? (
        <MenuProducts
          title={t('ordering:menu.searchResults', { query: menu.query })}
          products={menu.results}
          loading={menu.resultsLoading}
          onAdd={addProduct}
        />
      ) : (
        <ChosenMenuProducts menu={menu} onAdd={addProduct} />
      )}
      {info.meta.foot_note ? (
        <Text size="sm" c="dimmed" ta="center">
          {info.meta.foot_note}
        </Text>
      ) : null}
    </Stack>
  );
}
