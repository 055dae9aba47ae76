import type { LegalContents } from '@platter/contract';
import { IconBuildingStore, IconFileCertificate, IconId, IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Overlay } from '../overlays.ts';

export type LegalOverlay = Extract<Overlay, 'about' | 'privacy' | 'terms' | 'imprint'>;

/** Each legal panel with the field of `LegalContents` (and of `restaurantInfo.legal`) it shows, in header order. */
export const LEGAL_PANELS: ReadonlyArray<{ overlay: LegalOverlay; field: keyof LegalContents; icon: ReactNode }> = [
  { overlay: 'about', field: 'about_us', icon: <IconBuildingStore size={18} aria-hidden /> },
  { overlay: 'privacy', field: 'privacy_policy', icon: <IconShieldLock size={18} aria-hidden /> },
  { overlay: 'terms', field: 'terms_and_conditions', icon: <IconFileCertificate size={18} aria-hidden /> },
  { overlay: 'imprint', field: 'imprint', icon: <IconId size={18} aria-hidden /> },
];
