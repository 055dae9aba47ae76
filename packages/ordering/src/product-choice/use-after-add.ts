import { useMediaQuery } from '@mantine/hooks';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyAdded } from '../notify.ts';
import { overlayStore } from '../overlays.ts';

/** Spec §2: at 768px and wider the side cart opens after adding; narrower screens get "Added" for 2 s. */
export const SIDE_CART_MIN_WIDTH = 768;

export function useAfterAdd(): () => void {
  const { t } = useTranslation('ordering');
  const wide = useMediaQuery(`(min-width: ${SIDE_CART_MIN_WIDTH}px)`, false, { getInitialValueInEffect: false });
  return useCallback(() => {
    if (wide) overlayStore.getState().show('side-cart');
    else notifyAdded(t('added'));
  }, [wide, t]);
}
