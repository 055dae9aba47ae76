import type { Language } from './languages.ts';
import arCommon from './locales/ar/common.json' with { type: 'json' };
import arEventShop from './locales/ar/event-shop.json' with { type: 'json' };
import arManager from './locales/ar/manager.json' with { type: 'json' };
import arMenu from './locales/ar/menu.json' with { type: 'json' };
import arTicketing from './locales/ar/ticketing.json' with { type: 'json' };
import deCommon from './locales/de/common.json' with { type: 'json' };
import deEventShop from './locales/de/event-shop.json' with { type: 'json' };
import deManager from './locales/de/manager.json' with { type: 'json' };
import deMenu from './locales/de/menu.json' with { type: 'json' };
import deTicketing from './locales/de/ticketing.json' with { type: 'json' };
import enCommon from './locales/en/common.json' with { type: 'json' };
import enEventShop from './locales/en/event-shop.json' with { type: 'json' };
import enManager from './locales/en/manager.json' with { type: 'json' };
import enMenu from './locales/en/menu.json' with { type: 'json' };
import enTicketing from './locales/en/ticketing.json' with { type: 'json' };
import frCommon from './locales/fr/common.json' with { type: 'json' };
import frEventShop from './locales/fr/event-shop.json' with { type: 'json' };
import frManager from './locales/fr/manager.json' with { type: 'json' };
import frMenu from './locales/fr/menu.json' with { type: 'json' };
import frTicketing from './locales/fr/ticketing.json' with { type: 'json' };

/** English is the reference: every language has the same namespaces and keys (a test holds this). */
export const NAMESPACES = ['common', 'menu', 'ticketing', 'manager', 'event-shop'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  en: { common: enCommon, menu: enMenu, ticketing: enTicketing, manager: enManager, 'event-shop': enEventShop },
  de: { common: deCommon, menu: deMenu, ticketing: deTicketing, manager: deManager, 'event-shop': deEventShop },
  fr: { common: frCommon, menu: frMenu, ticketing: frTicketing, manager: frManager, 'event-shop': frEventShop },
  ar: { common: arCommon, menu: arMenu, ticketing: arTicketing, manager: arManager, 'event-shop': arEventShop },
} satisfies Record<Language, Record<Namespace, object>>;

export type Resources = (typeof resources)['en'];
