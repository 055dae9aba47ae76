import type { PageData } from '@platter/contract';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { MenuScreen } from '../features/menu/MenuScreen.tsx';
import { NotFoundScreen } from '../features/not-found/NotFoundScreen.tsx';
import { StorefrontShell } from '../features/shell/StorefrontShell.tsx';

export const LANDING_PAGE = '/landing.html';

/** Leaves the app for the static landing page (spec §2 guards); a full page load, not a route. */
function LeaveForLanding() {
  window.location.replace(LANDING_PAGE);
  return null;
}

/**
 * Routes and guards of spec §2. The shop guard turns the whole app away when has-shop is off;
 * the home guard sends `/` to the landing page when has-landing is on, else to the menu.
 */
export function storefrontRoutes({ features }: PageData): RouteObject[] {
  if (!features.hasShop) return [{ path: '*', element: <LeaveForLanding /> }];
  return [
    {
      element: <StorefrontShell />,
      children: [
        { index: true, element: features.hasLanding ? <LeaveForLanding /> : <Navigate to="/menu" replace /> },
        { path: 'menu', element: <MenuScreen /> },
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}

export function createStorefrontRouter(pageData: PageData) {
  return createBrowserRouter(storefrontRoutes(pageData), { basename: import.meta.env.BASE_URL });
}
