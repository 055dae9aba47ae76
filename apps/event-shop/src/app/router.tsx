import { Button } from '@mantine/core';
import { NotFoundScreen } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, type RouteObject } from 'react-router';
import { EventShell } from '../features/shell/EventShell.tsx';
import { ShopScreen } from '../features/shop/ShopScreen.tsx';

function BackToShop() {
  const { t } = useTranslation('common');
  return (
    <Button component={Link} to="/" variant="light">
      {t('nav.home')}
    </Button>
  );
}

export const eventShopRoutes: RouteObject[] = [
  {
    element: <EventShell />,
    children: [
      { index: true, element: <ShopScreen /> },
      { path: '*', element: <NotFoundScreen action={<BackToShop />} /> },
    ],
  },
];

export function createEventShopRouter() {
  return createBrowserRouter(eventShopRoutes, { basename: import.meta.env.BASE_URL });
}
