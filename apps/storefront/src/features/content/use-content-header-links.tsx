import { DeliveryTypeCode } from '@platter/contract';
import { type Overlay, overlayStore, useInfoLinks, useRestaurantInfo } from '@platter/ordering';
import type { HeaderLink } from '@platter/ui-kit';
import { IconArmchair, IconArticle, IconClock, IconWheat } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';
import { BLOGS_PATH } from './blog-paths.ts';

const ICON_SIZE = 18;

/** A plain left click stays in the app; a click with a modifier (new tab, new window) is the browser's. */
function isPlainClick(event: unknown): event is MouseEvent {
  if (typeof event !== 'object' || event === null || !('preventDefault' in event)) return false;
  const mouse = event as MouseEvent;
  return mouse.button === 0 && !mouse.metaKey && !mouse.ctrlKey && !mouse.shiftKey && !mouse.altKey;
}

/**
 * The content area's header entries, in this order and each only where the spec shows it (§2
 * "Menu screen"): Blog (has_blog), Opening hours (meta.show_open_hours, not in ticketing mode),
 * Table reservation (the here type and reservation_table, not in ticketing mode), Allergies
 * (allergies), Contact, then the legal panels whose text exists. Allergies and the legal panels
 * are secondary: on wide screens they wait behind the header's "More".
 */
export function useContentHeaderLinks(): HeaderLink[] {
  const info = useRestaurantInfo();
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const blogHref = useHref(BLOGS_PATH);
  const open = (overlay: Overlay) => () => overlayStore.getState().show(overlay);
  const infoLinks = useInfoLinks();
  const links: HeaderLink[] = [];

  if (info.has_blog)
    links.push({
      key: 'blog',
      label: t('header.blog'),
      href: blogHref,
      icon: <IconArticle size={ICON_SIZE} aria-hidden />,
      // The header renders an ordinary link; a plain click is turned into an in-app navigation.
      onClick: (event?: unknown) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void navigate(BLOGS_PATH);
      },
    });
  if (info.meta.show_open_hours && !info.ticketingSystem)
    links.push({
      key: 'time-plan',
      label: t('header.openingHours'),
      onClick: open('time-plan'),
      icon: <IconClock size={ICON_SIZE} aria-hidden />,
    });
  if (info.deliveryTypes.includes(DeliveryTypeCode.here) && info.reservation_table && !info.ticketingSystem)
    links.push({
      key: 'table-reserve',
      label: t('header.tableReservation'),
      onClick: open('table-reserve'),
      icon: <IconArmchair size={ICON_SIZE} aria-hidden />,
    });
  if (info.allergies)
    links.push({
      key: 'allergies',
      label: t('header.allergies'),
      onClick: open('allergies'),
      icon: <IconWheat size={ICON_SIZE} aria-hidden />,
      secondary: true,
    });
  links.push(...infoLinks);
  return links;
}
