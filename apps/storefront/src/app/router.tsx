import type { PageData } from '@platter/contract';
import { orderingRoutes } from '@platter/ordering';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/index.ts';
import { contentRoutes, TestimonialsSection } from '../features/content/index.ts';
import { MenuScreen } from '../features/menu/MenuScreen.tsx';
import { NotFoundScreen } from '../features/not-found/NotFoundScreen.tsx';
import { MenuTableDock, tableRoutes } from '../features/table/index.ts';
import { HomeEntry } from './HomeEntry.tsx';
import { StorefrontShell } from './StorefrontShell.tsx';

const ReviewScreen = lazy(async () => ({ default: (await import('../features/review/ReviewScreen.tsx')).ReviewScreen }));

export const LANDING_PAGE = '/landing.html';

/** Leaves the app for the static landing page (spec §2 guards); a full page load, not a route. */
function LeaveForLanding() {
  window.location.replace(LANDING_PAGE);
  return null;
}

/**
 * Routes and guards of spec §2. The shop guard turns the whole app away when has-shop is off; the
 * home guard sends `/` to the landing page when has-landing is on, else to the menu. Checkout,
 * payment and payment status exist only where the shop takes orders (not in catalogue-only mode).
 */
export function storefrontRoutes(pageData: PageData): RouteObject[] {
  const { features } = pageData;
  if (!features.hasShop) return [{ path: '*', element: <LeaveForLanding /> }];
  const ordering: RouteObject[] = features.catalogueOnly
    ? []
    : [
        // The ordering layer's screens, at the paths of its default configuration.
        ...orderingRoutes(),
        ...(features.reviews ? [{ path: 'review', Component: ReviewScreen }] : []),
      ];
  return [
    {
      element: <StorefrontShell />,
      children: [
        { index: true, element: features.hasLanding ? <LeaveForLanding /> : <HomeEntry /> },
        // The guests' reviews under the menu's products (spec §3 "Other": testimonials); a table
        // guest's table and robot call under the delivery bar.
        { path: 'menu', element: <MenuScreen belowDeliveryBar={<MenuTableDock />} belowProducts={<TestimonialsSection />} /> },
        ...ordering,
        ...accountRoutes(pageData),
        ...contentRoutes(pageData),
        ...tableRoutes(pageData),
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}
