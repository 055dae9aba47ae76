import { useDocumentTitle, usePageData } from '@platter/ui-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type RouteName =
  | 'menu'
  | 'cart'
  | 'checkout'
  | 'payment'
  | 'paymentStatus'
  | 'review'
  | 'notFound'
  | 'profile'
  | 'orders'
  | 'resetPassword'
  | 'blogs'
  | 'blog'
  | 'tags';

/**
 * Spec §2: the title is "restaurant name | route title", and a route's meta tags replace the
 * previous route's (here the description, which search engines and link previews read).
 */
export function useRouteMeta(route: RouteName): void {
  const { restaurant } = usePageData();
  const { t } = useTranslation('storefront');
  useDocumentTitle(restaurant.name, t(`routes.${route}`));
  const description = t(`meta.${route}`, { name: restaurant.name });
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [description]);
}
