import { usePageMeta } from '@platter/ordering';
import { usePageData } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';

/** The storefront's own routes; the ordering routes (menu, cart, checkout, payment) are titled by the ordering layer. */
export type RouteName = 'review' | 'notFound' | 'profile' | 'orders' | 'resetPassword' | 'blogs' | 'blog' | 'tags';

/** Spec §2: "restaurant name | route title", and the route's description replaces the previous one. */
export function useRouteMeta(route: RouteName): void {
  const { restaurant } = usePageData();
  const { t } = useTranslation('storefront');
  usePageMeta(t(`routes.${route}`), t(`meta.${route}`, { name: restaurant.name }));
}
