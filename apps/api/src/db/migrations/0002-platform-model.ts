import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * The platform's data model. Portable by construction: money is integer minor units, flags are
 * integer 0/1, JSON is text, instants are UTC ISO-8601 text, calendar dates `YYYY-MM-DD`, times of
 * day `HH:mm`. Rows of a restaurant carry its id; children cascade with their parent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('restaurants')
    .addColumn('address', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('restaurants')
    .addColumn('telephone', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('restaurants')
    .addColumn('email', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  // Flags, lists and settings of spec §3 "Restaurant info", validated by the contract on read.
  await db.schema
    .alterTable('restaurants')
    .addColumn('settings', 'text', (column) => column.notNull().defaultTo('{}'))
    .execute();

  await withId(db, db.schema.createTable('opening_times'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull()) // available | here | takeaway
    .addColumn('weekday', 'integer', (column) => column.notNull())
    .addColumn('open_at', 'text', (column) => column.notNull())
    .addColumn('close_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('opening_times_restaurant').on('opening_times').columns(['restaurant_id', 'kind', 'weekday']).execute();

  await withId(db, db.schema.createTable('close_times'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull()) // close | end_close
    .addColumn('starts_at', 'text', (column) => column.notNull())
    .addColumn('ends_at', 'text', (column) => column.notNull())
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('close_times_restaurant').on('close_times').columns(['restaurant_id', 'ends_at']).execute();

  await withId(db, db.schema.createTable('ticket_times'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('start_date', 'text', (column) => column.notNull())
    .addColumn('end_date', 'text', (column) => column.notNull())
    .addColumn('weekday', 'integer', (column) => column.notNull())
    .addColumn('time', 'text', (column) => column.notNull())
    .addColumn('duration', 'text', (column) => column.notNull())
    .addColumn('capacity', 'integer')
    .execute();
  await db.schema.createIndex('ticket_times_restaurant').on('ticket_times').columns(['restaurant_id', 'weekday']).execute();

  await withId(db, db.schema.createTable('delivery_areas'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('postal_code', 'text', (column) => column.notNull())
    .addColumn('minimum_order_minor', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('shipping_price_minor', 'integer', (column) => column.notNull().defaultTo(0))
    .addUniqueConstraint('delivery_areas_restaurant_postal_code', ['restaurant_id', 'postal_code'])
    .execute();

  await withId(db, db.schema.createTable('categories'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .addColumn('foot_note', 'text')
    .addColumn('extra', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('priority', 'integer')
    .execute();
  await db.schema.createIndex('categories_restaurant').on('categories').columns(['restaurant_id', 'extra', 'priority']).execute();

  await withId(db, db.schema.createTable('subcategories'))
    .addColumn('category_id', 'integer', (column) => column.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('image', 'text')
    .addColumn('priority', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('subcategories_category').on('subcategories').column('category_id').execute();

  await withId(db, db.schema.createTable('products'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (column) => column.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('subcategory_id', 'integer', (column) => column.references('subcategories.id').onDelete('set null'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .addColumn('price_minor', 'integer', (column) => column.notNull())
    .addColumn('min_price_minor', 'integer')
    .addColumn('stock', 'integer') // null: unlimited
    .addColumn('is_package', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_multiple_allowed', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('allergy_codes', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('additional_info_config', 'text') // JSON { name, date } for event mode
    .addColumn('depot_name', 'text')
    .addColumn('depot_price_minor', 'integer')
    .addColumn('delivery_types', 'text', (column) => column.notNull().defaultTo('[1,2,3]')) // codes it can be ordered for
    .addColumn('pinned', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('pinned_extras', 'text') // JSON list of attribute group ids offered with a pinned product
    .addColumn('priority', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('active', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('products_category').on('products').columns(['restaurant_id', 'category_id', 'active']).execute();
  await db.schema.createIndex('products_pinned').on('products').columns(['restaurant_id', 'pinned']).execute();

  await withId(db, db.schema.createTable('happy_hours'))
    .addColumn('product_id', 'integer', (column) => column.notNull().references('products.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (column) => column.notNull())
    .addColumn('start_time', 'text', (column) => column.notNull())
    .addColumn('end_time', 'text', (column) => column.notNull())
    .addColumn('start_date', 'text', (column) => column.notNull())
    .addColumn('end_date', 'text', (column) => column.notNull())
    .addColumn('price_minor', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('happy_hours_product').on('happy_hours').column('product_id').execute();

  await withId(db, db.schema.createTable('attribute_groups'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('minimum_value', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('maximum_value', 'integer') // null: no cap
    .addColumn('is_multi_select', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('attribute_items'))
    .addColumn('group_id', 'integer', (column) => column.notNull().references('attribute_groups.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('image', 'text')
    .addColumn('price_minor', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('priority', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('attribute_items_group').on('attribute_items').column('group_id').execute();

  await withId(db, db.schema.createTable('product_attribute_groups'))
    .addColumn('product_id', 'integer', (column) => column.notNull().references('products.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (column) => column.notNull().references('attribute_groups.id').onDelete('cascade'))
    .addColumn('priority', 'integer', (column) => column.notNull().defaultTo(0))
    .addUniqueConstraint('product_attribute_groups_pair', ['product_id', 'group_id'])
    .execute();

  await withId(db, db.schema.createTable('package_steps'))
    .addColumn('product_id', 'integer', (column) => column.notNull().references('products.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('question', 'text')
    .addColumn('min', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('max', 'integer') // null: no cap
    .addColumn('priority', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('package_steps_product').on('package_steps').column('product_id').execute();

  await withId(db, db.schema.createTable('package_step_products'))
    .addColumn('step_id', 'integer', (column) => column.notNull().references('package_steps.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (column) => column.notNull().references('products.id').onDelete('cascade'))
    .addColumn('price_minor', 'integer', (column) => column.notNull().defaultTo(0)) // surcharge
    .addColumn('priority', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('package_step_products_step').on('package_step_products').column('step_id').execute();

  await withId(db, db.schema.createTable('tables'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('number', 'integer')
    .addColumn('capacity', 'integer')
    .addUniqueConstraint('tables_restaurant_name', ['restaurant_id', 'name'])
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull().defaultTo('customer')) // customer | manager
    .addColumn('name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('mobile', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('users_restaurant_email', ['restaurant_id', 'email'])
    .execute();

  await db.schema
    .createTable('manager_restaurants')
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('manager_restaurants_pk', ['user_id', 'restaurant_id'])
    .execute();

  await withId(db, db.schema.createTable('user_addresses'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('house_number', 'text', (column) => column.notNull())
    .addColumn('postal_code', 'text', (column) => column.notNull())
    .addColumn('city', 'text', (column) => column.notNull())
    .addColumn('country', 'text', (column) => column.notNull())
    .addColumn('company', 'text')
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('user_addresses_user').on('user_addresses').column('user_id').execute();

  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (column) => column.primaryKey())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();

  await withId(db, db.schema.createTable('blogs'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('slug', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('excerpt', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('image', 'text')
    .addColumn('published_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('blogs_restaurant_slug', ['restaurant_id', 'slug'])
    .execute();

  await withId(db, db.schema.createTable('blog_tags'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('blog_tag_links')
    .addColumn('blog_id', 'integer', (column) => column.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (column) => column.notNull().references('blog_tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('blog_tag_links_pk', ['blog_id', 'tag_id'])
    .execute();

  await withId(db, db.schema.createTable('testimonials'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('order_id', 'integer')
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('rating', 'integer', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('testimonials_restaurant').on('testimonials').columns(['restaurant_id', 'created_at']).execute();

  await db.schema
    .createTable('legal_contents')
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull()) // about_us | privacy_policy | imprint | terms_and_conditions
    .addColumn('body', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('legal_contents_pk', ['restaurant_id', 'kind'])
    .execute();

  await withId(db, db.schema.createTable('information_pages'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('slug', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('priority', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('vouchers'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull()) // percent | amount
    .addColumn('value', 'integer', (column) => column.notNull()) // percent, or minor units
    .addColumn('minimum_order_minor', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('usage_limit', 'integer') // null: unlimited
    .addColumn('used_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('starts_at', 'text')
    .addColumn('expires_at', 'text')
    .addUniqueConstraint('vouchers_restaurant_code', ['restaurant_id', 'code'])
    .execute();

  await db.schema
    .createTable('baskets')
    .addColumn('id', 'text', (column) => column.primaryKey()) // 128 random bits, base64url
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('owner_subject', 'text', (column) => column.notNull()) // the guest session that created it
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('delivery_type', 'integer')
    .addColumn('delivery_time', 'text')
    .addColumn('duration', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('voucher_id', 'integer', (column) => column.references('vouchers.id').onDelete('set null'))
    .addColumn('tip_minor', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('table_id', 'integer', (column) => column.references('tables.id').onDelete('set null'))
    .addColumn('qr_code', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('extra_info', 'text')
    .addColumn('user_info', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await withId(db, db.schema.createTable('basket_products'))
    .addColumn('basket_id', 'text', (column) => column.notNull().references('baskets.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (column) => column.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('extra_info', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('basket_products_basket').on('basket_products').column('basket_id').execute();

  await withId(db, db.schema.createTable('basket_product_items'))
    .addColumn('basket_product_id', 'integer', (column) => column.notNull().references('basket_products.id').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull()) // attribute | package
    .addColumn('attribute_item_id', 'integer', (column) => column.references('attribute_items.id').onDelete('cascade'))
    .addColumn('step_id', 'integer', (column) => column.references('package_steps.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (column) => column.references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('basket_product_items_line').on('basket_product_items').column('basket_product_id').execute();

  await withId(db, db.schema.createTable('orders'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('basket_id', 'text', (column) => column.notNull().unique()) // one order per basket
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('owner_subject', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('received'))
    .addColumn('payment_type', 'text', (column) => column.notNull())
    .addColumn('is_online_payment', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('payment_status', 'text', (column) => column.notNull().defaultTo('none')) // none | open | paid | failed | canceled
    .addColumn('delivery_type', 'integer', (column) => column.notNull())
    .addColumn('delivery_time', 'text')
    .addColumn('subtotal_minor', 'integer', (column) => column.notNull())
    .addColumn('discount_minor', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('shipping_minor', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('tip_minor', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('total_minor', 'integer', (column) => column.notNull())
    .addColumn('voucher_code', 'text')
    .addColumn('table_id', 'integer', (column) => column.references('tables.id').onDelete('set null'))
    .addColumn('user_details', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('orders_restaurant_created').on('orders').columns(['restaurant_id', 'created_at']).execute();
  await db.schema.createIndex('orders_restaurant_delivery').on('orders').columns(['restaurant_id', 'delivery_time']).execute();
  await db.schema.createIndex('orders_user').on('orders').column('user_id').execute();

  await withId(db, db.schema.createTable('order_products'))
    .addColumn('order_id', 'integer', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (column) => column.references('products.id').onDelete('set null'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('unit_price_minor', 'integer', (column) => column.notNull())
    .addColumn('total_minor', 'integer', (column) => column.notNull())
    .addColumn('details', 'text', (column) => column.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('order_products_order').on('order_products').column('order_id').execute();

  await withId(db, db.schema.createTable('payments'))
    .addColumn('order_id', 'integer', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('provider_payment_id', 'text')
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('open'))
    .addColumn('amount_minor', 'integer', (column) => column.notNull())
    .addColumn('checkout_url', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('payments_provider_id').on('payments').columns(['provider', 'provider_payment_id']).execute();

  await withId(db, db.schema.createTable('visits'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('qr_code', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_unique', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_new', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('table_id', 'integer', (column) => column.references('tables.id').onDelete('set null'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('visits_restaurant_created').on('visits').columns(['restaurant_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('reservations'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('adults', 'integer', (column) => column.notNull())
    .addColumn('children', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('date', 'text', (column) => column.notNull())
    .addColumn('time', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await withId(db, db.schema.createTable('contact_messages'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone', 'text')
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await withId(db, db.schema.createTable('newsletter_subscriptions'))
    .addColumn('restaurant_id', 'integer', (column) => column.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('newsletter_restaurant_email', ['restaurant_id', 'email'])
    .execute();

  await withId(db, db.schema.createTable('outbox_mails'))
    .addColumn('restaurant_id', 'integer', (column) => column.references('restaurants.id').onDelete('set null'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('html', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('error', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outbox_mails',
    'newsletter_subscriptions',
    'contact_messages',
    'reservations',
    'visits',
    'payments',
    'order_products',
    'orders',
    'basket_product_items',
    'basket_products',
    'baskets',
    'vouchers',
    'information_pages',
    'legal_contents',
    'testimonials',
    'blog_tag_links',
    'blog_tags',
    'blogs',
    'revoked_tokens',
    'password_resets',
    'user_addresses',
    'manager_restaurants',
    'users',
    'tables',
    'package_step_products',
    'package_steps',
    'product_attribute_groups',
    'attribute_items',
    'attribute_groups',
    'happy_hours',
    'products',
    'subcategories',
    'categories',
    'delivery_areas',
    'ticket_times',
    'close_times',
    'opening_times',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['settings', 'email', 'telephone', 'address'])
    await db.schema.alterTable('restaurants').dropColumn(column).execute();
}
