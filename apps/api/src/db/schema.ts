import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Rows as the database holds them (see migrations/0002 for the conventions): money in integer
 * minor units (`_minor`), flags 0/1, JSON as text, instants as UTC ISO text, dates `YYYY-MM-DD`,
 * times of day `HH:mm`.
 */
type Flag = Generated<number>;

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
  address: Generated<string>;
  telephone: Generated<string>;
  email: Generated<string>;
  /** JSON of the contract's restaurant settings: flags, lists, lead times, announcement. */
  settings: Generated<string>;
  created_at: string;
}

export interface OpeningTimesTable {
  id: Generated<number>;
  restaurant_id: number;
  kind: 'available' | 'here' | 'takeaway';
  weekday: number;
  open_at: string;
  close_at: string;
}

export interface CloseTimesTable {
  id: Generated<number>;
  restaurant_id: number;
  kind: 'close' | 'end_close';
  starts_at: string;
  ends_at: string;
  reason: string | null;
}

export interface TicketTimesTable {
  id: Generated<number>;
  restaurant_id: number;
  start_date: string;
  end_date: string;
  weekday: number;
  time: string;
  duration: string;
  capacity: number | null;
}

export interface DeliveryAreasTable {
  id: Generated<number>;
  restaurant_id: number;
  postal_code: string;
  minimum_order_minor: Generated<number>;
  shipping_price_minor: Generated<number>;
}

export interface CategoriesTable {
  id: Generated<number>;
  restaurant_id: number;
  name: string;
  description: string | null;
  image: string | null;
  foot_note: string | null;
  extra: Flag;
  priority: number | null;
}

export interface SubcategoriesTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  image: string | null;
  priority: Generated<number>;
}

export interface ProductsTable {
  id: Generated<number>;
  restaurant_id: number;
  category_id: number;
  subcategory_id: number | null;
  name: string;
  description: string | null;
  image: string | null;
  price_minor: number;
  min_price_minor: number | null;
  /** null: unlimited; 0: out of stock. */
  stock: number | null;
  is_package: Flag;
  /** A ticket of a ticketing restaurant: each unit ordered takes one place of the order's ticket slot. */
  is_ticket: Flag;
  is_multiple_allowed: Generated<number>;
  /** JSON list of allergy codes. */
  allergy_codes: Generated<string>;
  /** JSON `{ name, date, count }` (booleans; absent ones false) of the per-person details asked in event mode, or null. */
  additional_info_config: string | null;
  depot_name: string | null;
  depot_price_minor: number | null;
  /** JSON list of delivery type codes the product can be ordered for. */
  delivery_types: Generated<string>;
  pinned: Flag;
  /** JSON list of attribute group ids offered as extras of a pinned product. */
  pinned_extras: string | null;
  priority: Generated<number>;
  active: Generated<number>;
}

export interface HappyHoursTable {
  id: Generated<number>;
  product_id: number;
  weekday: number;
  start_time: string;
  end_time: string;
  start_date: string;
  end_date: string;
  price_minor: number;
}

export interface AttributeGroupsTable {
  id: Generated<number>;
  restaurant_id: number;
  name: string;
  minimum_value: Generated<number>;
  maximum_value: number | null;
  is_multi_select: Flag;
}

export interface AttributeItemsTable {
  id: Generated<number>;
  group_id: number;
  name: string;
  image: string | null;
  price_minor: Generated<number>;
  priority: Generated<number>;
}

export interface ProductAttributeGroupsTable {
  id: Generated<number>;
  product_id: number;
  group_id: number;
  priority: Generated<number>;
}

export interface PackageStepsTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  question: string | null;
  min: Generated<number>;
  max: number | null;
  priority: Generated<number>;
}

export interface PackageStepProductsTable {
  id: Generated<number>;
  step_id: number;
  product_id: number;
  price_minor: Generated<number>;
  priority: Generated<number>;
}

export interface TablesTable {
  id: Generated<number>;
  restaurant_id: number;
  name: string;
  number: number | null;
  capacity: number | null;
  /** The code of the QR sticker of the table's fixed payment terminal (payFix), unique per restaurant; null without one. */
  payfix_qr_code: Generated<string | null>;
  /** The scrypt hash of the terminal's PIN (`auth/passwords.ts`); never the PIN. */
  payfix_pin_hash: Generated<string | null>;
}

export interface UsersTable {
  id: Generated<number>;
  restaurant_id: number;
  email: string;
  password_hash: string;
  role: Generated<'customer' | 'manager'>;
  name: Generated<string>;
  mobile: string | null;
  birth_date: string | null;
  postal_code: string | null;
  created_at: string;
  updated_at: string;
  /** Copied into private and manager tokens (`sv`); a password reset or change raises it, ending older tokens (migration 0008). */
  session_version: Generated<number>;
  /** The one token (jti) that outlives the last password change: the token that made it; null after a reset. */
  session_kept_jti: string | null;
}

export interface ManagerRestaurantsTable {
  user_id: number;
  restaurant_id: number;
}

export interface UserAddressesTable {
  id: Generated<number>;
  user_id: number;
  address: string;
  house_number: string;
  postal_code: string;
  city: string;
  country: string;
  company: string | null;
  comment: string | null;
  created_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: string;
}

export interface BlogsTable {
  id: Generated<number>;
  restaurant_id: number;
  slug: string;
  title: string;
  excerpt: Generated<string>;
  body: string;
  image: string | null;
  published_at: string;
}

export interface BlogTagsTable {
  id: Generated<number>;
  restaurant_id: number;
  name: string;
}

export interface BlogTagLinksTable {
  blog_id: number;
  tag_id: number;
}

export interface TestimonialsTable {
  id: Generated<number>;
  restaurant_id: number;
  user_id: number | null;
  order_id: number | null;
  name: string;
  rating: number;
  body: string;
  created_at: string;
}

export interface LegalContentsTable {
  restaurant_id: number;
  kind: 'about_us' | 'privacy_policy' | 'imprint' | 'terms_and_conditions';
  body: string;
}

export interface InformationPagesTable {
  id: Generated<number>;
  restaurant_id: number;
  slug: string;
  title: string;
  body: string;
  priority: Generated<number>;
}

export interface VouchersTable {
  id: Generated<number>;
  restaurant_id: number;
  code: string;
  kind: 'percent' | 'amount';
  /** A percentage for `percent`, minor units for `amount`. */
  value: number;
  minimum_order_minor: Generated<number>;
  usage_limit: number | null;
  used_count: Generated<number>;
  starts_at: string | null;
  expires_at: string | null;
}

export interface BasketsTable {
  id: string;
  restaurant_id: number;
  owner_subject: string;
  user_id: number | null;
  delivery_type: number | null;
  delivery_time: string | null;
  duration: string | null;
  postal_code: string | null;
  voucher_id: number | null;
  tip_minor: Generated<number>;
  table_id: number | null;
  qr_code: Flag;
  extra_info: string | null;
  user_info: string | null;
  created_at: string;
  updated_at: string;
}

export interface BasketProductsTable {
  id: Generated<number>;
  basket_id: string;
  product_id: number;
  quantity: number;
  extra_info: string | null;
  created_at: string;
}

export interface BasketProductItemsTable {
  id: Generated<number>;
  basket_product_id: number;
  kind: 'attribute' | 'package';
  attribute_item_id: number | null;
  step_id: number | null;
  product_id: number | null;
  quantity: Generated<number>;
}

export interface OrdersTable {
  id: Generated<number>;
  restaurant_id: number;
  basket_id: string;
  user_id: number | null;
  owner_subject: string;
  status: Generated<'received' | 'processing' | 'delivered' | 'rejected'>;
  payment_type: string;
  is_online_payment: Flag;
  payment_status: Generated<'none' | 'open' | 'paid' | 'failed' | 'canceled'>;
  delivery_type: number;
  delivery_time: string | null;
  subtotal_minor: number;
  discount_minor: Generated<number>;
  shipping_minor: Generated<number>;
  tip_minor: Generated<number>;
  total_minor: number;
  voucher_code: string | null;
  table_id: number | null;
  user_details: Generated<string>;
  idempotency_key: string | null;
  /** payFix: the table whose terminal the guest paid at, its QR code, and a hash of the PIN confirmed (never the PIN). */
  payfix_table_id: Generated<number | null>;
  payfix_qr_code: Generated<string | null>;
  payfix_pin_hash: Generated<string | null>;
  /** Online orders: until when they may be paid (migration 0007); past it the sweep rejects them. */
  payment_due_at: Generated<string | null>;
  /** What the order took from stock, JSON `{ "<productId>": units }`, given back on a failed, canceled or expired payment. */
  stock_units: Generated<string | null>;
  /** When the stock and voucher use were given back (once); null while the order holds them. */
  stock_released_at: Generated<string | null>;
  /** The voucher whose use the order counted. */
  voucher_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

export interface OrderProductsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  name: string;
  quantity: number;
  unit_price_minor: number;
  total_minor: number;
  details: Generated<string>;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  provider_payment_id: string | null;
  status: Generated<string>;
  amount_minor: number;
  checkout_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface VisitsTable {
  id: Generated<number>;
  restaurant_id: number;
  qr_code: Flag;
  is_unique: Flag;
  is_new: Flag;
  table_id: number | null;
  created_at: string;
}

export interface ReservationsTable {
  id: Generated<number>;
  restaurant_id: number;
  adults: number;
  children: Generated<number>;
  date: string;
  time: string;
  name: string;
  email: string;
  phone: string;
  created_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  restaurant_id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: string;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  restaurant_id: number;
  email: string;
  created_at: string;
}

export interface OutboxMailsTable {
  id: Generated<number>;
  restaurant_id: number | null;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
  sent_at: string | null;
  error: string | null;
}

/** A restaurant's break pattern (migration 0006): its products are paused on a schedule. */
export interface BreakPatternsTable {
  id: Generated<number>;
  restaurant_id: number;
  name: string;
  /** The name folded to lower case: unique per restaurant. */
  name_key: string;
  /** `HH:mm` on the restaurant's wall clock; the pause lasts to the end of the day. */
  start_time: string;
  /** JSON list of weekdays, 1 Monday to 7 Sunday. */
  weekdays: string;
  start_date: string;
  end_date: string;
  /** When a manager stopped it (UTC ISO); a stopped pattern never pauses again. */
  stopped_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface BreakPatternProductsTable {
  break_pattern_id: number;
  product_id: number;
}

export interface Schema {
  restaurants: RestaurantsTable;
  opening_times: OpeningTimesTable;
  close_times: CloseTimesTable;
  ticket_times: TicketTimesTable;
  delivery_areas: DeliveryAreasTable;
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  products: ProductsTable;
  happy_hours: HappyHoursTable;
  attribute_groups: AttributeGroupsTable;
  attribute_items: AttributeItemsTable;
  product_attribute_groups: ProductAttributeGroupsTable;
  package_steps: PackageStepsTable;
  package_step_products: PackageStepProductsTable;
  tables: TablesTable;
  users: UsersTable;
  manager_restaurants: ManagerRestaurantsTable;
  user_addresses: UserAddressesTable;
  password_resets: PasswordResetsTable;
  revoked_tokens: RevokedTokensTable;
  blogs: BlogsTable;
  blog_tags: BlogTagsTable;
  blog_tag_links: BlogTagLinksTable;
  testimonials: TestimonialsTable;
  legal_contents: LegalContentsTable;
  information_pages: InformationPagesTable;
  vouchers: VouchersTable;
  baskets: BasketsTable;
  basket_products: BasketProductsTable;
  basket_product_items: BasketProductItemsTable;
  orders: OrdersTable;
  order_products: OrderProductsTable;
  payments: PaymentsTable;
  visits: VisitsTable;
  reservations: ReservationsTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  outbox_mails: OutboxMailsTable;
  break_patterns: BreakPatternsTable;
  break_pattern_products: BreakPatternProductsTable;
}

export type RestaurantRow = Selectable<RestaurantsTable>;
export type NewRestaurantRow = Insertable<RestaurantsTable>;
export type RestaurantUpdate = Updateable<RestaurantsTable>;
export type ProductRow = Selectable<ProductsTable>;
export type UserRow = Selectable<UsersTable>;

// Row types for the layers above the stores, so that services and presenters name rows without
// importing Kysely (the lint rule keeps `kysely` out of routes, services and http/).
export type BasketRow = Selectable<BasketsTable>;
export type BasketLineRow = Selectable<BasketProductsTable>;
export type VoucherRow = Selectable<VouchersTable>;
export type DeliveryAreaRow = Selectable<DeliveryAreasTable>;
export type TableRow = Selectable<TablesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderProductsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type UserAddressRow = Selectable<UserAddressesTable>;
export type HappyHourRow = Selectable<HappyHoursTable>;
export type AttributeGroupRow = Selectable<AttributeGroupsTable>;
export type AttributeItemRow = Selectable<AttributeItemsTable>;
export type SubcategoryRow = Selectable<SubcategoriesTable>;
export type OpeningTimeRow = Selectable<OpeningTimesTable>;
export type CloseTimeRow = Selectable<CloseTimesTable>;
export type LegalContentRow = Selectable<LegalContentsTable>;
export type TicketTimeRow = Selectable<TicketTimesTable>;
export type BreakPatternRow = Selectable<BreakPatternsTable>;
