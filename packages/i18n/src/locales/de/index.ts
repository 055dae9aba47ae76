import account from './account.json' with { type: 'json' };
import cart from './cart.json' with { type: 'json' };
import checkout from './checkout.json' with { type: 'json' };
import common from './common.json' with { type: 'json' };
import content from './content.json' with { type: 'json' };
import delivery from './delivery.json' with { type: 'json' };
import eventShop from './event-shop.json' with { type: 'json' };
import manager from './manager.json' with { type: 'json' };
import menu from './menu.json' with { type: 'json' };
import ordering from './ordering.json' with { type: 'json' };
import product from './product.json' with { type: 'json' };
import storefront from './storefront.json' with { type: 'json' };
import table from './table.json' with { type: 'json' };
import ticketing from './ticketing.json' with { type: 'json' };

/** Every namespace's texts in this language: one chunk, loaded when the language is shown. */
export const texts = {
  common,
  menu,
  ticketing,
  manager,
  'event-shop': eventShop,
  product,
  delivery,
  cart,
  checkout,
  ordering,
  storefront,
  account,
  content,
  table,
};
