import { shouldShowAnnouncement, snoozeAnnouncement } from '@platter/basket-core';
import { overlayStore, useOrderingConfig, useOverlay, useRestaurantInfo, whenIdle } from '@platter/ordering';
import { AnnouncementModal } from '@platter/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';

/** Session-storage key: the announcement was shown in this tab's visit (a payment return reloads the page, not the visit). */
export const ANNOUNCEMENT_SHOWN_KEY = 'announcement-shown';

/**
 * The restaurant's announcement (spec §4), once per visit: when it is switched on, has a text, was
 * not confirmed in the last 10 minutes and was not shown yet in this tab (issue 16: not again after
 * a payment return), never over the payment pages. It waits while another overlay is open. OK
 * stores the snooze; with `announcement_before_checkout` it is the checkout-type announcement (its
 * own snooze key) and OK also leads to the cart. Closing it without OK hides it for this visit.
 * It opens once the page is idle: opened with the menu's first render, its scroll lock measured
 * the page's layout in the same long task (issue 18, Total Blocking Time).
 */
export function AnnouncementHost() {
  const info = useRestaurantInfo();
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { paths } = useOrderingConfig();
  const { opened, close } = useOverlay('announcement');
  const otherOverlayOpen = useStore(overlayStore, (state) => state.open !== null && state.open !== 'announcement');
  const decided = useRef(false);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 500), []);
  const type = info.announcement_before_checkout ? 'checkout' : 'general';
  const message = info.announcement?.trim() ?? '';

  useEffect(() => {
    if (!idle || decided.current || otherOverlayOpen) return;
    decided.current = true;
    if (pathname === paths.payment || pathname === paths.paymentStatus) return;
    if (window.sessionStorage.getItem(ANNOUNCEMENT_SHOWN_KEY)) return;
    if (message && shouldShowAnnouncement(info.has_announcement, type, window.localStorage, new Date())) {
      window.sessionStorage.setItem(ANNOUNCEMENT_SHOWN_KEY, '1');
      overlayStore.getState().show('announcement');
    }
  }, [idle, otherOverlayOpen, message, info.has_announcement, type, pathname, paths.payment, paths.paymentStatus]);

  const confirm = () => {
    snoozeAnnouncement(type, window.localStorage, new Date());
    close();
    if (type === 'checkout') void navigate('/cart');
  };

  if (!message) return null;
  return (
    <AnnouncementModal
      opened={opened}
      message={message}
      onConfirm={confirm}
      onClose={close}
      {...(type === 'checkout' ? { confirmLabel: t('announcement.toCart') } : {})}
    />
  );
}
