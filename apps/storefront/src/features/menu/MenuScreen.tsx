import { Box, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { openingHoursToday } from '@platter/delivery-time';
import {
  categoriesQuery,
  choiceStore,
  MenuProducts,
  mostSellingQuery,
  pinnedProductsQuery,
  productSearchQuery,
  sortCategories,
  useAddProduct,
  useApi,
  useAvailable,
  useDeliverySelection,
  useMenuSelection,
  useOrderingRouteMeta,
  useOverlay,
  useRestaurantInfo,
} from '@platter/ordering';
import {
  CategoryCarousel,
  CategorySheet,
  DEFAULT_DISH_IMAGE,
  DeliverySummaryBar,
  NewsletterBox,
  OpeningHoursSummary,
  ProductSearchField,
  ProductStrip,
  RestaurantHero,
  usePageData,
} from '@platter/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';

/** The menu (spec §2 "Menu screen"): delivery bar, categories, pinned offers, products, search. */
export function MenuScreen() {
  const { features, appearance } = usePageData();
  const info = useRestaurantInfo();
  const api = useApi();
  const { t } = useTranslation(['menu', 'ordering']);
  useOrderingRouteMeta('menu');
  const delivery = useDeliverySelection();
  const deliveryDialog = useOverlay('delivery');
  const sheet = useOverlay('categories');
  const [selection, select] = useMenuSelection();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const addProduct = useAddProduct();
  const availableOf = useAvailable();
  const busyId = useStore(choiceStore, (state) => state.busyProductId);
  const onAdd = features.catalogueOnly ? undefined : addProduct;

  const categories = useQuery(categoriesQuery(api, delivery.time));
  const pinned = useQuery(pinnedProductsQuery(api, delivery.time));
  const mostSelling = useQuery(mostSellingQuery(api));
  const results = useQuery(productSearchQuery(api, query));
  const sorted = useMemo(() => sortCategories(categories.data ?? []), [categories.data]);
  const hasPinned = (pinned.data?.length ?? 0) > 0;
  const pinnedLabel = hasPinned ? info.pinned_products_label || t('menu:specialOffer') : null;

  // Spec §2: when pinned products exist the pinned list is shown first, else the first category.
  useEffect(() => {
    if (selection !== null || !categories.isSuccess || !pinned.isFetched) return;
    const first = hasPinned ? 'pinned' : sorted[0]?.id;
    if (first !== undefined) select(first);
  }, [selection, categories.isSuccess, pinned.isFetched, hasPinned, sorted, select]);

  const navItems = sorted.map(({ id, name, image }) => ({ id, name, image }));
  const hours = openingHoursToday(info.restaurantAvailableTimes, new Date(), info.timeZone);

  return (
    <Stack gap="lg">
      <RestaurantHero
        title={t('menu:welcome', { name: info.name })}
        subtitle={t(features.catalogueOnly ? 'menu:catalogueNote' : 'menu:orderNow')}
        imageUrl={appearance.mainImageUrl}
      />
      {features.catalogueOnly ? null : (
        <DeliverySummaryBar
          type={delivery.type}
          timeLabel={delivery.label}
          statusText={info.closed ? t('ordering:delivery.closed') : null}
          onChange={deliveryDialog.show}
        />
      )}
      {info.meta.show_open_hours ? (
        <OpeningHoursSummary slots={hours.map((window) => ({ open: window.open_at, close: window.close_at }))} closedNow={info.closed} />
      ) : null}
      <ProductSearchField value={search} onChange={setSearch} loading={results.isFetching} />
      <Box hiddenFrom="sm">
        <CategoryCarousel categories={navItems} active={selection} onSelect={select} pinnedLabel={pinnedLabel} onShowAll={sheet.show} />
      </Box>
      <CategorySheet
        opened={sheet.opened}
        onClose={sheet.close}
        categories={navItems}
        active={selection}
        onSelect={select}
        pinnedLabel={pinnedLabel}
        fallbackImageUrl={DEFAULT_DISH_IMAGE}
      />
      {query ? (
        <MenuProducts
          title={t('ordering:menu.searchResults', { query })}
          products={results.data}
          loading={results.isLoading}
          onAdd={onAdd}
        />
      ) : (
        <>
          {selection !== 'pinned' && (mostSelling.data?.length ?? 0) > 0 ? (
            <ProductStrip
              title={t('ordering:menu.mostPopular')}
              products={mostSelling.data ?? []}
              availableOf={availableOf}
              addingId={busyId}
              fallbackImageUrl={DEFAULT_DISH_IMAGE}
              {...(onAdd ? { onAdd: (product) => void onAdd(product) } : {})}
            />
          ) : null}
          <MenuProducts
            selection={selection}
            category={typeof selection === 'number' ? sorted.find((category) => category.id === selection) : undefined}
            pinnedLabel={pinnedLabel}
            pinnedProducts={pinned.data}
            loading={categories.isLoading || pinned.isLoading || (selection === null && sorted.length > 0)}
            deliveryTime={delivery.time}
            onAdd={onAdd}
          />
        </>
      )}
      <NewsletterBox onSubscribe={(email) => api.content.newsletter({ email }).then(() => undefined)} />
    </Stack>
  );
}
