import { shouldShowAnnouncement, snoozeAnnouncement } from '@platter/basket-core';
import { overlayStore, useOverlay, useRestaurantInfo } from '@platter/ordering';
import { AnnouncementModal } from '@platter/ui-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';

/**
 * The restaurant's announcement (spec §4), once per page load: when it is switched on, has a text
 * and was not confirmed in the last 10 minutes. It waits while another overlay is open. OK stores
 * the snooze; with `announcement_before_checkout` it is the checkout-type announcement (its own
 * snooze key) and OK also leads to the cart. Closing it without OK only hides it for this visit.
 */
export function AnnouncementHost() {
  const info = useRestaurantInfo();
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const { opened, close } = useOverlay('announcement');
  const otherOverlayOpen = useStore(overlayStore, (state) => state.open !== null && state.open !== 'announcement');
  const decided = useRef(false);
  const type = info.announcement_before_checkout ? 'checkout' : 'general';
  const message = info.announcement?.trim() ?? '';

  useEffect(() => {
    if (decided.current || otherOverlayOpen) return;
    decided.current = true;
    if (message && shouldShowAnnouncement(info.has_announcement, type, window.localStorage, new Date())) {
      overlayStore.getState().show('announcement');
    }
  }, [otherOverlayOpen, message, info.has_announcement, type]);

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
