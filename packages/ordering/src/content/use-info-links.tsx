import type { HeaderLink } from '@platter/ui-kit';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Overlay, overlayStore } from '../overlays.ts';
import { useRestaurantInfo } from '../services/context.tsx';
import { LEGAL_PANELS } from './legal-panel-list.tsx';

export interface InfoLinksOptions {
  /** Put the legal panels behind the header's "More" on wide screens. @default true */
  legalSecondary?: boolean;
}

/**
 * Header entries for Contact and the legal panels (about us, privacy, terms, imprint), each legal
 * one only where the restaurant's legal content holds its text (spec §2). They open the panels of
 * `ContactPanel` and `LegalPanels`.
 */
export function useInfoLinks({ legalSecondary = true }: InfoLinksOptions = {}): HeaderLink[] {
  const info = useRestaurantInfo();
  const { t } = useTranslation('content');
  const open = (overlay: Overlay) => () => overlayStore.getState().show(overlay);
  const links: HeaderLink[] = [
    { key: 'contact', label: t('header.contact'), onClick: open('contact'), icon: <IconMail size={18} aria-hidden /> },
  ];
  for (const panel of LEGAL_PANELS) {
    if (info.legal[panel.field])
      links.push({
        key: panel.overlay,
        label: t(`header.${panel.overlay}`),
        onClick: open(panel.overlay),
        icon: panel.icon,
        secondary: legalSecondary,
      });
  }
  return links;
}
