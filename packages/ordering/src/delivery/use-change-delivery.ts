import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useOrderingConfig } from '../config.tsx';
import { overlayStore } from '../overlays.ts';

/**
 * What "Change" on a delivery bar does: opens the delivery dialog, or in ticketing mode goes back
 * to the booking screen, where the time is a ticket slot (spec §4 "Ticketing").
 */
export function useChangeDelivery(): () => void {
  const { ticketing, paths } = useOrderingConfig();
  const navigate = useNavigate();
  return useCallback(() => {
    if (ticketing) void navigate(paths.menu);
    else overlayStore.getState().show('delivery');
  }, [ticketing, paths.menu, navigate]);
}
