import type { AppearanceInput, DeliveryTypeCode, FeatureSwitches, RestaurantSettingsInput } from '@platter/contract';
import type { Insertable } from 'kysely';
import type {
  CloseTimesTable,
  DeliveryAreasTable,
  LegalContentsTable,
  OpeningTimesTable,
  TablesTable,
  TicketTimesTable,
  VouchersTable,
} from '../schema.ts';
import type { DaysFromLoad } from './times.ts';

/**
 * The demo data as plain definitions: what a restaurant offers, written the way a person reads a
 * menu. The loader turns them into rows; the image script draws a picture for every name in them.
 */

/** The EU's fourteen allergens by the letters German menus print (A gluten ... R molluscs). */
export type AllergyCode = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'L' | 'M' | 'N' | 'O' | 'P' | 'R';

type RestaurantRowOf<Table> = Omit<Insertable<Table>, 'id' | 'restaurant_id'>;

/** A happy hour on its weekdays, offered over the standing offers' days (see `STANDING_OFFER_DAYS`). */
export interface DemoHappyHour {
  weekdays: number[];
  from: string;
  to: string;
  /** The price during the happy hour, in minor units. */
  price: number;
}

export interface DemoPackageStep {
  name: string;
  question: string;
  min: number;
  max: number | null;
  /** Products of the same restaurant, by name, with the surcharge in minor units. */
  choices: ReadonlyArray<{ product: string; surcharge?: number }>;
}

export interface DemoProduct {
  /** Unique within its restaurant: children link to products by name. */
  name: string;
  description: string;
  /** Minor units. */
  price: number;
  /** The "from" price shown when options change the price, in minor units. */
  minPrice?: number;
  /** Absent: unlimited; 0: out of stock. */
  stock?: number;
  allergies?: AllergyCode[];
  /** Absent: every delivery type. */
  deliveryTypes?: DeliveryTypeCode[];
  pinned?: boolean;
  /** Attribute groups, by name, offered as extras of a pinned product. */
  pinnedExtras?: string[];
  /** Attribute groups, by name, in the order the guest answers them. */
  attributeGroups?: string[];
  happyHour?: DemoHappyHour;
  /** Set for a package: the steps of its wizard. */
  packageSteps?: DemoPackageStep[];
  /**
   * Event mode: per-person details the guest must give (a full name, a date), and with `count`
   * how many tickets each person takes. Stored as written, so an absent `count` reads as false.
   */
  additionalInfo?: { name: boolean; date: boolean; count?: boolean };
  depot?: { name: string; price: number };
  multipleAllowed?: boolean;
  /** A ticket of a ticketing restaurant: each unit takes one place of the chosen slot. */
  ticket?: boolean;
}

export interface DemoSubcategory {
  name: string;
  products: DemoProduct[];
}

export interface DemoCategory {
  name: string;
  description?: string;
  footNote?: string;
  /** Add-ons offered in the cart (spec §9 "Extra categories"), not a menu section. */
  extra?: boolean;
  subcategories: DemoSubcategory[];
}

export interface DemoAttributeGroup {
  /** Unique within its restaurant: products link to groups by name. */
  name: string;
  minimum: number;
  maximum: number | null;
  multiSelect: boolean;
  items: ReadonlyArray<{ name: string; price: number }>;
}

export interface DemoBlog {
  slug: string;
  title: string;
  excerpt: string;
  /** HTML. */
  body: string;
  /** Published this many days before the data is loaded, so posts are never in the future. */
  daysAgo: number;
  tags: string[];
}

export interface DemoTestimonial {
  name: string;
  rating: number;
  body: string;
  daysAgo: number;
}

export interface DemoInformationPage {
  slug: string;
  title: string;
  /** HTML. */
  body: string;
}

export interface DemoContent {
  legal: ReadonlyArray<Omit<Insertable<LegalContentsTable>, 'restaurant_id'>>;
  informationPages?: DemoInformationPage[];
  blogs?: DemoBlog[];
  testimonials?: DemoTestimonial[];
}

/** A break pattern (issue 14): products paused on its weekdays from its start time, between its days. */
export interface DemoBreakPattern {
  name: string;
  /** `HH:mm` on the restaurant's wall clock. */
  startTime: string;
  /** Products of the same restaurant, by name. */
  products: string[];
  /** 1 Monday to 7 Sunday. */
  weekdays: number[];
  /** The first and the last day, in days from the load day in the restaurant's zone (negative: before it). */
  fromDay: number;
  toDay: number;
}

export interface DemoRestaurant {
  slug: string;
  name: string;
  /** The symbol as the restaurant writes it: `€`, `CHF` or `$`. */
  currency: string;
  lang: string;
  timeZone: string;
  address: string;
  telephone: string;
  email: string;
  /** Logo and main image are the restaurant's generated files, added by the loader. */
  appearance: Omit<AppearanceInput, 'logoUrl' | 'mainImageUrl'>;
  features: Partial<FeatureSwitches>;
  settings: RestaurantSettingsInput;
  openingTimes: ReadonlyArray<RestaurantRowOf<OpeningTimesTable>>;
  /** Dated lists are placed by the load day (`day(0)`, in the restaurant's zone), so the demo never goes stale. */
  closeTimes?: (day: DaysFromLoad) => ReadonlyArray<RestaurantRowOf<CloseTimesTable>>;
  ticketTimes?: (day: DaysFromLoad) => ReadonlyArray<RestaurantRowOf<TicketTimesTable>>;
  deliveryAreas?: ReadonlyArray<RestaurantRowOf<DeliveryAreasTable>>;
  tables?: ReadonlyArray<RestaurantRowOf<TablesTable>>;
  vouchers?: (day: DaysFromLoad) => ReadonlyArray<RestaurantRowOf<VouchersTable>>;
  attributeGroups?: DemoAttributeGroup[];
  categories: DemoCategory[];
  /** Shown in the manager's break-pattern list; none active at load, so no demo dish is hidden. */
  breakPatterns?: DemoBreakPattern[];
  content: DemoContent;
}
