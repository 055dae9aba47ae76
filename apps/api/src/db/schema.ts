import type { Generated, Insertable, Selectable } from 'kysely';

/** Rows as the database holds them. JSON columns are text; times are UTC ISO-8601 text. */
export interface RestaurantsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** The currency symbol as the restaurant writes it: `€`, `CHF` or `$`. */
  currency: string;
  lang: string;
  time_zone: string;
  /** JSON of the contract's appearance schema. */
  appearance: string;
  /** JSON of the contract's feature switches. */
  features: string;
  created_at: string;
}

export interface Schema {
  restaurants: RestaurantsTable;
}

export type RestaurantRow = Selectable<RestaurantsTable>;
export type NewRestaurantRow = Insertable<RestaurantsTable>;
