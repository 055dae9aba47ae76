import type { Language } from './languages.ts';
import arAccount from './locales/ar/account.json' with { type: 'json' };
import arCart from './locales/ar/cart.json' with { type: 'json' };
import arCheckout from './locales/ar/checkout.json' with { type: 'json' };
import arCommon from './locales/ar/common.json' with { type: 'json' };
import arContent from './locales/ar/content.json' with { type: 'json' };
import arDelivery from './locales/ar/delivery.json' with { type: 'json' };
import arEventShop from './locales/ar/event-shop.json' with { type: 'json' };
import arManager from './locales/ar/manager.json' with { type: 'json' };
import arMenu from './locales/ar/menu.json' with { type: 'json' };
import arOrdering from './locales/ar/ordering.json' with { type: 'json' };
import arProduct from './locales/ar/product.json' with { type: 'json' };
import arStorefront from './locales/ar/storefront.json' with { type: 'json' };
import arTable from './locales/ar/table.json' with { type: 'json' };
import arTicketing from './locales/ar/ticketing.json' with { type: 'json' };
import deAccount from './locales/de/account.json' with { type: 'json' };
import deCart from './locales/de/cart.json' with { type: 'json' };
import deCheckout from './locales/de/checkout.json' with { type: 'json' };
import deCommon from './locales/de/common.json' with { type: 'json' };
import deContent from './locales/de/content.json' with { type: 'json' };
import deDelivery from './locales/de/delivery.json' with { type: 'json' };
import deEventShop from './locales/de/event-shop.json' with { type: 'json' };
import deManager from './locales/de/manager.json' with { type: 'json' };
import deMenu from './locales/de/menu.json' with { type: 'json' };
import deOrdering from './locales/de/ordering.json' with { type: 'json' };
import deProduct from './locales/de/product.json' with { type: 'json' };
import deStorefront from './locales/de/storefront.json' with { type: 'json' };
import deTable from './locales/de/table.json' with { type: 'json' };
import deTicketing from './locales/de/ticketing.json' with { type: 'json' };
import enAccount from './locales/en/account.json' with { type: 'json' };
import enCart from './locales/en/cart.json' with { type: 'json' };
import enCheckout from './locales/en/checkout.json' with { type: 'json' };
import enCommon from './locales/en/common.json' with { type: 'json' };
import enContent from './locales/en/content.json' with { type: 'json' };
import enDelivery from './locales/en/delivery.json' with { type: 'json' };
import enEventShop from './locales/en/event-shop.json' with { type: 'json' };
import enManager from './locales/en/manager.json' with { type: 'json' };
import enMenu from './locales/en/menu.json' with { type: 'json' };
import enOrdering from './locales/en/ordering.json' with { type: 'json' };
import enProduct from './locales/en/product.json' with { type: 'json' };
import enStorefront from './locales/en/storefront.json' with { type: 'json' };
import enTable from './locales/en/table.json' with { type: 'json' };
import enTicketing from './locales/en/ticketing.json' with { type: 'json' };
import frAccount from './locales/fr/account.json' with { type: 'json' };
import frCart from './locales/fr/cart.json' with { type: 'json' };
import frCheckout from './locales/fr/checkout.json' with { type: 'json' };
import frCommon from './locales/fr/common.json' with { type: 'json' };
import frContent from './locales/fr/content.json' with { type: 'json' };
import frDelivery from './locales/fr/delivery.json' with { type: 'json' };
import frEventShop from './locales/fr/event-shop.json' with { type: 'json' };
import frManager from './locales/fr/manager.json' with { type: 'json' };
import frMenu from './locales/fr/menu.json' with { type: 'json' };
import frOrdering from './locales/fr/ordering.json' with { type: 'json' };
import frProduct from './locales/fr/product.json' with { type: 'json' };
import frStorefront from './locales/fr/storefront.json' with { type: 'json' };
import frTable from './locales/fr/table.json' with { type: 'json' };
import frTicketing from './locales/fr/ticketing.json' with { type: 'json' };

/** English is the reference: every language has the same namespaces and keys (a test holds this). */
export const NAMESPACES = [
  'common',
  'menu',
  'ticketing',
  'manager',
  'event-shop',
  'product',
  'delivery',
  'cart',
  'checkout',
  'ordering',
  'storefront',
  'account',
  'content',
  'table',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  en: {
    common: enCommon,
    menu: enMenu,
    ticketing: enTicketing,
    manager: enManager,
    'event-shop': enEventShop,
    product: enProduct,
    delivery: enDelivery,
    cart: enCart,
    checkout: enCheckout,
    ordering: enOrdering,
    storefront: enStorefront,
    account: enAccount,
    content: enContent,
    table: enTable,
  },
  de: {
    common: deCommon,
    menu: deMenu,
    ticketing: deTicketing,
    manager: deManager,
    'event-shop': deEventShop,
    product: deProduct,
    delivery: deDelivery,
    cart: deCart,
    checkout: deCheckout,
    ordering: deOrdering,
    storefront: deStorefront,
    account: deAccount,
    content: deContent,
    table: deTable,
  },
  fr: {
    common: frCommon,
    menu: frMenu,
    ticketing: frTicketing,
    manager: frManager,
    'event-shop': frEventShop,
    product: frProduct,
    delivery: frDelivery,
    cart: frCart,
    checkout: frCheckout,
    ordering: frOrdering,
    storefront: frStorefront,
    account: frAccount,
    content: frContent,
    table: frTable,
  },
  ar: {
    common: arCommon,
    menu: arMenu,
    ticketing: arTicketing,
    manager: arManager,
    'event-shop': arEventShop,
    product: arProduct,
    delivery: arDelivery,
    cart: arCart,
    checkout: arCheckout,
    ordering: arOrdering,
    storefront: arStorefront,
    account: arAccount,
    content: arContent,
    table: arTable,
  },
} satisfies Record<Language, Record<Namespace, object>>;

export type Resources = (typeof resources)['en'];
