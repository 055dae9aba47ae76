/*
 * The contract's numeric limits, free of zod: a web app's first route imports them without
 * constructing any schema (issue 18). The schemas that enforce them import them from here.
 */

/** The largest id a 32-bit integer column holds; a larger one can never exist. */
export const MAX_ID = 2_147_483_647;

/** Passwords are at least 8 characters (spec §5). */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * A basket's bounds (issue 15): at most `lineQuantity` units on a line (a request asking for more
 * is `too_big`; a line grown beyond it `basket_line_quantity_limit`), and goods worth at most
 * `subtotalMinor` (10,000.00 in the restaurant's currency; beyond it `basket_total_limit`).
 */
export const BASKET_LIMITS = { lineQuantity: 99, subtotalMinor: 1_000_000 } as const;

/** The most persons one cart line carries. */
export const ITEM_DETAILS_MAX = 50;
/** The most tickets one person takes, where the product counts them (`additional_info_config.count`). */
export const ITEM_DETAIL_COUNT_MAX = 99;

/** The longest name of a break pattern. */
export const BREAK_PATTERN_NAME_MAX = 100;
/** The most products one break pattern pauses. */
export const BREAK_PATTERN_PRODUCTS_MAX = 500;

/** Pages of lists: `page` from 1, `limit` up to 50 items. */
export const CONTENT_PAGE_LIMIT = { default: 12, max: 50 } as const;

export const RATING_RANGE = { min: 1, max: 5 } as const;

/** Up to 100 adults and 100 children per reservation; bigger parties call the restaurant. */
export const RESERVATION_PARTY_MAX = 100;

export const CONTACT_MESSAGE_MAX = 5000;
