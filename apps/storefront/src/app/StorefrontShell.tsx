import { Box, Text } from '@mantine/core';
import { ShopBasketButton, ShopOverlays, socialOf, useMenu, useRestaurantInfo } from '@platter/ordering';
import {
  AppHeader,
  AppLayout,
  CategorySideMenu,
  DEFAULT_DISH_IMAGE,
  HeaderLinks,
  PreferenceControls,
  RestaurantLogo,
  ScreenOutlet,
  usePageData,
  useWideFrom,
} from '@platter/ui-kit';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AccountOverlays, useAccountHeaderLinks } from '../features/account/index.ts';
import { ContentOverlays, useContentHeaderLinks } from '../features/content/index.ts';
import { TableOverlays, useTableHeaderLinks } from '../features/table/index.ts';
import { useRecordVisit } from '../features/visit/index.ts';

// The update question is asked only after the page has loaded, so its code (the service worker's
// registration, a dialog) loads beside the first render instead of in the first load.
const AppUpdatePrompt = lazy(async () => ({ default: (await import('../features/pwa/index.ts')).AppUpdatePrompt }));

/** The frame around every storefront route: header, side menu of categories, overlays. */
export function StorefrontShell() {
  const { restaurant, appearance, features } = usePageData();
  const info = useRestaurantInfo();
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const sideMenu = appearance.menuLayout === 'side' ? <ShellSideMenu /> : undefined;
  const year = new Date().getFullYear();
  const links = [...useContentHeaderLinks(), ...useTableHeaderLinks(), ...useAccountHeaderLinks()];
  useRecordVisit();

  return (
    <>
      <AppLayout
        header={
          <AppHeader
            restaurantName={restaurant.name}
            onHomeClick={() => void navigate('/menu')}
            actions={
              <>
                {links.length > 0 ? <HeaderLinks links={links} /> : null}
                <PreferenceControls />
                {features.catalogueOnly ? null : <ShopBasketButton />}
              </>
            }
          />
        }
        {...(sideMenu ? { sideMenu } : {})}
        footer={
          sideMenu ? null : (
            <Text component="footer" size="sm" c="dimmed" ta="center" py="lg">
              {t('common:footer.copyright', { year, name: info.name })}
            </Text>
          )
        }
      >
        <ScreenOutlet />
      </AppLayout>
      <ContentOverlays />
      <AccountOverlays />
      {/* A catalogue is visited and installed like any storefront: visits and updates are not about ordering. */}
      <Suspense fallback={null}>
        <AppUpdatePrompt />
      </Suspense>
      {features.catalogueOnly ? null : (
        <>
          <TableOverlays />
          <ShopOverlays infoPanels={false} />
        </>
      )}
    </>
  );
}

/**
 * The desktop side menu: logo, pinned entry, categories, social links, copyright (spec §2). It reads
 * the menu state the menu screen reads (sorted categories, the pinned label when there are pinned
 * products), so both list the same entries in the same order. A phone never shows it (its navbar
 * stays collapsed; the menu screen has the carousel and the sheet), so there it renders nothing:
 * hidden by CSS alone, its eleven links were rendered in the menu's load all the same (issue 18).
 */
function ShellSideMenu() {
  return useWideFrom('sm') ? <SideMenuContent /> : null;
}

function SideMenuContent() {
  const { appearance } = usePageData();
  const info = useRestaurantInfo();
  const navigate = useNavigate();
  const { navItems, pinnedLabel, selection, select } = useMenu();
  return (
    <Box h="100%">
      <CategorySideMenu
        logo={
          <Link to="/" aria-label={info.name}>
            <RestaurantLogo name={info.name} logoUrl={appearance.logoUrl} shape={appearance.logoShape} size={56} />
          </Link>
        }
        categories={navItems}
        active={selection}
        onSelect={(next) => {
          select(next);
          void navigate('/menu');
        }}
        pinnedLabel={pinnedLabel}
        fallbackImageUrl={DEFAULT_DISH_IMAGE}
        social={socialOf(info)}
        copyright={{ year: new Date().getFullYear(), name: info.name }}
        showCreatedBy={info.branding}
      />
    </Box>
  );
}
