import { textDirection } from '@platter/i18n';
import type { TFunction } from 'i18next';
import { safeColour } from './html.ts';
import type { LandingData } from './landing-data.ts';

/** The platform's icons (apps/storefront/public/icons), used for every restaurant's installed app. */
const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
] as const;

/** Names fit under an icon on a phone's home screen at about this many characters. */
const SHORT_NAME_LENGTH = 12;

/**
 * The storefront's web app manifest, per restaurant: its name, language and colour, so the app a
 * guest installs is the restaurant's, not the platform's. It opens on the menu.
 */
export function renderManifest(data: LandingData, t: TFunction) {
  const name = data.name.trim() || 'Platter';
  const characters = Array.from(name);
  return {
    id: '/',
    name,
    short_name:
      characters.length > SHORT_NAME_LENGTH
        ? `${characters
            .slice(0, SHORT_NAME_LENGTH - 1)
            .join('')
            .trimEnd()}…`
        : name,
    description: t('landing.description', { name }),
    lang: data.lang,
    dir: textDirection(data.lang),
    start_url: data.features.hasShop ? '/menu' : '/landing.html',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: safeColour(data.appearance.primaryColor, '#c2410c'),
    icons: ICONS,
  };
}
