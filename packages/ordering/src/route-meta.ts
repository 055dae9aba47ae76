import { useDocumentTitle, usePageData } from '@platter/ui-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderingConfig } from './config.tsx';
import { useOfferedWays } from './delivery/delivery-ways.ts';

/** The routes the ordering layer renders, with their titles and descriptions in the `ordering` texts. */
export type OrderingRoute = 'menu' | 'cart' | 'checkout' | 'payment' | 'paymentStatus';

/**
 * Spec §2: the title is "restaurant name | route title", and a route's meta tags replace the
 * previous route's (here the description, which search engines and link previews read).
 */
export function usePageMeta(titlePart: string, description: string): void {
  const { restaurant } = usePageData();
  useDocumentTitle(restaurant.name, titlePart);
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

/** Title and description of an ordering route; the app's `titleKey` (event mode: "Online Shop") replaces the title. */
export function useOrderingRouteMeta(route: OrderingRoute): void {
  const { restaurant } = usePageData();
  const { titleKey } = useOrderingConfig();
  const { t } = useTranslation('ordering');
  // The menu's description names only the delivery types the restaurant offers (issue 16).
  const ways = useOfferedWays();
  usePageMeta(titleKey ? t(titleKey) : t(`routes.${route}`), t(`meta.${route}`, { name: restaurant.name, ways }));
}
