import { Button } from '@mantine/core';
import { orderingRoutes } from '@platter/ordering';
import { NotFoundScreen } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, type RouteObject } from 'react-router';
import { ShopScreen } from '../features/shop/ShopScreen.tsx';
import { EventShell } from './EventShell.tsx';

function BackToShop() {
  const { t } = useTranslation('common');
  return (
    <Button component={Link} to="/" variant="light">
      {t('nav.home')}
    </Button>
  );
}

/** Spec §2 in event mode: the shop, its cart and checkout, payment and status; no blogs or tags. */
export const eventShopRoutes: RouteObject[] = [
  {
    element: <EventShell />,
    children: [
      { index: true, element: <ShopScreen /> },
      ...orderingRoutes(),
      { path: '*', element: <NotFoundScreen action={<BackToShop />} /> },
    ],
  },
];
