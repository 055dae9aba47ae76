import { Stack } from '@mantine/core';
import type { Product } from '@platter/contract';
import { openingHoursToday } from '@platter/delivery-time';
import {
  ChosenMenuProducts,
  MenuCategoryCarousel,
  MenuProductStrip,
  MenuProducts,
  MountWhenOpened,
  mostSellingQuery,
  useAddProduct,
  useApi,
  useAvailable,
  useDeliverySelection,
  useDeliveryTypeSwitch,
  useMenu,
  useOrderingRouteMeta,
  useOrderWaysText,
  useOverlay,
  useProductCues,
  useRestaurantInfo,
} from '@platter/ordering';
import {
  DEFAULT_DISH_IMAGE,
  DeliverySummaryBar,
  NewsletterBox,
  OpeningHoursSummary,
  ProductSearchField,
  RestaurantHero,
  useDeferredShow,
  usePageData,
  useWideFrom,
} from '@platter/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface MenuScreenProps {
  /**
   * What the app shows below the products (the storefront: its guests' reviews). A slot, because
   * a feature does not import another feature; the app's router fills it.
   */
  belowProducts?: ReactNode;
  /** What the app shows under the delivery bar (the storefront: the guest's table and robot call), in the flow. */
  belowDeliveryBar?: ReactNode;
}

const NO_PRODUCTS: Product[] = [];
const QUARTER_HOUR_MS = 15 * 60_000;
// The phone's category sheet (a drawer) loads when the guest first opens it.
const CategorySheet = lazy(async () => ({ default: (await import('@platter/ui-kit/category-sheet')).CategorySheet }));

/** The menu (spec §2 "Menu screen"): delivery bar, categories, pinned offers, products, search. */
export function MenuScreen({ belowProducts, belowDeliveryBar }: MenuScreenProps = {}) {
  const { features, appearance } = usePageData();
  const info = useRestaurantInfo();
  const api = useApi();
  const { t } = useTranslation(['menu', 'ordering']);
  useOrderingRouteMeta('menu');
  const delivery = useDeliverySelection();
  const deliveryDialog = useOverlay('delivery');
  const typeSwitch = useDeliveryTypeSwitch();
  const sheet = useOverlay('categories');
  const wide = useWideFrom('sm');
  const menu = useMenu();
  const { selection, select, pinnedLabel, navItems, query } = menu;
  const addProduct = useAddProduct();
  const availableOf = useAvailable();
  const onAdd = features.catalogueOnly ? undefined : addProduct;
  // From a deferred copy, as the menu's lists (useMenu): the strip's tiles render in slices.
  const popular = useDeferredValue(useQuery(mostSellingQuery(api)).data);
  // The strip's tiles say what the menu's cards say before "+" (issue 16 items 1 and 7).
  const popularCuesOf = useProductCues();
  // The strip stands beside a category, not the pinned list (the menu's default): when a tap leaves
  // the list, its tiles mount in a deferred render after the tap has painted, not in the tap's own
  // (issue 18, INP: they were most of a section tap's render on the 600-product menu).
  const stripShown = useDeferredShow(selection !== 'pinned');
  // The welcome promises only the delivery types the restaurant offers (issue 16).
  const orderWays = useOrderWaysText();
  // Kept between renders (the memoised summary then skips the menu's renders as its lists arrive),
  // and worked out again each quarter of an hour: every time zone's midnight falls on one, so the
  // start of the quarter is always on the same day as now.
  const quarter = Math.floor(Date.now() / QUARTER_HOUR_MS);
  const hours = useMemo(
    () =>
      openingHoursToday(info.restaurantAvailableTimes, new Date(quarter * QUARTER_HOUR_MS), info.timeZone).map((window) => ({
        open: window.open_at,
        close: window.close_at,
      })),
    [info.restaurantAvailableTimes, info.timeZone, quarter],
  );
  const subscribe = useCallback((email: string) => api.content.newsletter({ email }).then(() => undefined), [api]);

  return (
    <Stack gap="lg">
      <RestaurantHero
        title={t('menu:welcome', { name: info.name })}
        subtitle={features.catalogueOnly ? t('menu:catalogueNote') : orderWays}
        imageUrl={appearance.mainImageUrl}
      />
      {features.catalogueOnly ? null : (
        <DeliverySummaryBar
          type={delivery.type}
          timeLabel={delivery.label}
          statusText={info.closed ? t('ordering:delivery.closed') : null}
          onChange={deliveryDialog.show}
          typeSwitch={typeSwitch}
        />
      )}
      {belowDeliveryBar}
      {info.meta.show_open_hours ? <OpeningHoursSummary slots={hours} closedNow={info.closed} /> : null}
      <ProductSearchField value={menu.search} onChange={menu.setSearch} loading={menu.searching} />
      {/* The phone's categories; from `sm` the side menu has them (each renders at its width only). */}
      {wide ? null : <MenuCategoryCarousel menu={menu} onShowAll={sheet.show} />}
      <MountWhenOpened opened={sheet.opened}>
        <CategorySheet
          opened={sheet.opened}
          onClose={sheet.close}
          categories={navItems}
          active={selection}
          onSelect={select}
          pinnedLabel={pinnedLabel}
          fallbackImageUrl={DEFAULT_DISH_IMAGE}
        />
      </MountWhenOpened>
      {query ? (
        <MenuProducts
          title={t('ordering:menu.searchResults', { query })}
          products={menu.results}
          loading={menu.resultsLoading}
          onAdd={onAdd}
        />
      ) : (
        <>
          {stripShown && (popular?.length ?? 0) > 0 ? (
            <MenuProductStrip
              title={t('ordering:menu.mostPopular')}
              products={popular ?? NO_PRODUCTS}
              availableOf={availableOf}
              fallbackImageUrl={DEFAULT_DISH_IMAGE}
              cuesOf={popularCuesOf}
              {...(onAdd ? { onAdd: (product) => void onAdd(product) } : {})}
            />
          ) : null}
          <ChosenMenuProducts menu={menu} onAdd={onAdd} />
        </>
      )}
      {belowProducts}
      <NewsletterBox placement="inline" onSubscribe={subscribe} />
    </Stack>
  );
}
