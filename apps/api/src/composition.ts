import { ONLINE_PAYMENT_TYPES, type PaymentType } from '@platter/contract';
import { createLoginThrottle } from './auth/login-throttle.ts';
import { createTokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/database.ts';
import { AppError } from './errors.ts';
import { createRecaptchaCheck } from './http/recaptcha.ts';
import { createAccountService } from './modules/auth/account-service.ts';
import { createAddressService } from './modules/auth/address-service.ts';
import { createGuestTokenService } from './modules/auth/guest-token-service.ts';
import { createPasswordResetService } from './modules/auth/password-reset-service.ts';
import { createMemorySessionEndings, createRedisSessionEndings } from './modules/auth/session-endings.ts';
import { createAccountStore } from './modules/auth/store.ts';
import { createBasketService, createBasketStore } from './modules/basket/index.ts';
import { createBreakPatternService, createBreakPatternStore } from './modules/break-patterns/index.ts';
import { createBlogService } from './modules/content/blogs/service.ts';
import { createBlogStore } from './modules/content/blogs/store.ts';
import { createContactService } from './modules/content/contact/service.ts';
import { createContactStore } from './modules/content/contact/store.ts';
import { createNewsletterService } from './modules/content/newsletter/service.ts';
import { createNewsletterStore } from './modules/content/newsletter/store.ts';
import { createReservationService } from './modules/content/reservations/service.ts';
import { createReservationStore } from './modules/content/reservations/store.ts';
import { createTestimonialService } from './modules/content/testimonials/service.ts';
import { createTestimonialStore } from './modules/content/testimonials/store.ts';
import { createVisitService } from './modules/content/visits/service.ts';
import { createVisitStore } from './modules/content/visits/store.ts';
import { createHealthService } from './modules/health/service.ts';
import { createHealthStore } from './modules/health/store.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { createOutboxService } from './modules/mail/service.ts';
import { createOutboxStore } from './modules/mail/store.ts';
import { createOrderPlacer, refusePaymentType } from './modules/order/create-order.ts';
import { createManagerService } from './modules/order/manager-service.ts';
import { createOrderService } from './modules/order/service.ts';
import { createOrderStore } from './modules/order/store.ts';
import { createTicketSlotService } from './modules/order/ticket-slots-service.ts';
import { createPageDataService } from './modules/page-data/service.ts';
import { createPageDataStore } from './modules/page-data/store.ts';
import { createPaymentProviders, sandboxPaymentPage } from './modules/payment/providers/index.ts';
import { createPaymentService } from './modules/payment/service.ts';
import { createPaymentStore } from './modules/payment/store.ts';
import { createRealtimeService } from './modules/realtime/service.ts';
import { createRestaurantLookup } from './modules/restaurant/lookup.ts';
import { createMenuCache } from './modules/restaurant/menu-cache.ts';
import { createMenuChanges } from './modules/restaurant/menu-changes.ts';
import { createMenuService } from './modules/restaurant/menu-service.ts';
import { createMenuStore } from './modules/restaurant/menu-store.ts';
import { createRestaurantService } from './modules/restaurant/service.ts';
import { createRestaurantStore } from './modules/restaurant/store.ts';
import { createRobotService } from './modules/robot/service.ts';
import { type BusErrorReporter, createMemoryBus, createRedisBus } from './realtime/bus.ts';
import { createLandingSource } from './web/landing/landing-data.ts';

/** Every store of the app over one database: the only place SQL runs. */
export function createStores(database: Database) {
  const { db } = database;
  return {
    accounts: createAccountStore(db),
    restaurants: createRestaurantStore(db),
    menu: createMenuStore(db, database.dialect),
    baskets: createBasketStore(db, database.dialect),
    breakPatterns: createBreakPatternStore(db),
    orders: createOrderStore(db, database.dialect),
    payments: createPaymentStore(db),
    blogs: createBlogStore(db),
    testimonials: createTestimonialStore(db),
    reservations: createReservationStore(db, database.dialect),
    visits: createVisitStore(db),
    contact: createContactStore(db),
    newsletter: createNewsletterStore(db),
    pageData: createPageDataStore(db),
    outbox: createOutboxStore(db),
    health: createHealthStore(database),
  };
}
export type Stores = ReturnType<typeof createStores>;

export interface CompositionOptions {
  config: Config;
  database: Database;
  /** The clock of every rule. */
  now: () => Date;
  /** Where the services' background failures are told (the realtime bus's); the app's logger. */
  log?: { warn(details: object, message: string): void };
}

/**
 * The composition root: builds every store and service of the app once, in dependency order,
 * and hands the services to the route plugins (`app.ts`). Routes get services only; services get
 * the context and their stores; nothing else builds a service.
 */
export function createServices({ config, database, now, log }: CompositionOptions) {
  const stores = createStores(database);
  // Realtime events: within this process, or through Redis to every API process when REDIS_URL is set.
  const reportRealtimeError: BusErrorReporter = (error, message) => log?.warn({ err: error }, message);
  const realtimeBus = config.redisUrl
    ? createRedisBus(config.redisUrl, { onError: reportRealtimeError })
    : createMemoryBus(reportRealtimeError);
  const publish = realtimeBus.publish;
  // Restaurant rows, their opening and close times and paused products are kept as long as the
  // menu's answers (issue 18): changes made through the API retire them at once in every process
  // (below); others within that bound.
  const memoTtlMs = config.menuCacheSeconds * 1000;
  const restaurantLookup = createRestaurantLookup(stores.restaurants, { ttlMs: memoTtlMs });
  const context: AppContext = {
    config,
    tokens: createTokenService(config.jwtSecret, now),
    mailer: createMailer(stores.outbox, { smtpUrl: config.smtpUrl, from: config.mailFrom, now }),
    recaptcha: createRecaptchaCheck({ secret: config.recaptchaSecret }),
    restaurants: restaurantLookup,
    now,
  };

  // The menu's answers, cached per restaurant (issue 18). Every change retires a restaurant's
  // answers in every process: stock taken or given back comes as an order or payment event on
  // the realtime bus; break patterns are announced on the menu's own channel.
  const menuAnswers = createMenuCache({ ttlMs: memoTtlMs });
  const menuChanges = createMenuChanges({
    redisUrl: config.redisUrl,
    onError: (error, message) => log?.warn({ err: error }, message),
  });
  menuChanges.subscribe((restaurantId) => menuAnswers.invalidate(restaurantId));
  realtimeBus.subscribe((event) => {
    if ('restaurantId' in event) menuAnswers.invalidate(event.restaurantId);
  });

  // Break patterns pause products: the menu, the basket and the order ask them (issue 14).
  const breakPatterns = createBreakPatternService({
    store: stores.breakPatterns,
    restaurants: context.restaurants,
    managedRestaurantIds: (userId) => stores.accounts.managedRestaurantIds(userId),
    now,
    onChange: menuChanges.announce,
    pausesTtlMs: memoTtlMs,
  });
  const baskets = createBasketService(context, stores.baskets, breakPatterns);
  menuChanges.subscribe((restaurantId) => {
    breakPatterns.forgetPauses(restaurantId);
    restaurantLookup.forget(restaurantId);
    baskets.forgetRestaurant(restaurantId);
  });
  // The sandbox provider keeps its own "provider side" table; it gets the database like a real
  // provider gets its HTTP API (see payment/providers/sandbox-store.ts).
  const providers = createPaymentProviders(config, { db: database.db, now });
  const canStartOnline = (type: PaymentType) =>
    !ONLINE_PAYMENT_TYPES.includes(type) ||
    providers.forPaymentType(type === 'saferPay' ? 'saferPay' : 'mollie').name !== 'sandbox' ||
    config.paymentSandbox;
  const payments = createPaymentService(context, {
    store: stores.payments,
    providers,
    baskets,
    publish,
    checkPaymentType: (restaurant, type) => {
      refusePaymentType(restaurant, type);
      if (!canStartOnline(type)) throw AppError.validation('paymentType', 'payment_provider_missing');
    },
    ...(log ? { log } : {}),
  });
  const restaurants = createRestaurantService({ restaurants: context.restaurants, store: stores.restaurants, now });
  const placer = createOrderPlacer(context, {
    baskets,
    orders: stores.orders,
    payments: {
      providerName: (type) => providers.forPaymentType(type === 'saferPay' ? 'saferPay' : 'mollie').name,
      checkout: payments.checkout,
      linkOfPlaced: payments.linkOfPlaced,
      sweepLazily: payments.sweepLazily,
    },
    canStartOnline,
    hasTerms: async (restaurantId) => (await restaurants.legalContents(restaurantId)).terms_and_conditions !== null,
    pauses: breakPatterns,
    publish,
  });
  const orders = createOrderService({ placer, orders: stores.orders, baskets, sweepLazily: payments.sweepLazily });
  // Failed logins per account: in this process, or in Redis for every API process when REDIS_URL is set.
  const loginThrottle = createLoginThrottle({
    now,
    enabled: config.rateLimits,
    redisUrl: config.redisUrl,
    onError: (error) => log?.warn({ err: error }, 'failed-login counter (Redis) failed'),
  });
  // Ended sessions (password change or reset, logout) are told to every API process through Redis when REDIS_URL is set.
  const sessionEndings = config.redisUrl
    ? createRedisSessionEndings(config.redisUrl, { onError: reportRealtimeError })
    : createMemorySessionEndings(reportRealtimeError);
  const accounts = createAccountService(context, stores.accounts, loginThrottle, sessionEndings);

  return {
    context,
    health: createHealthService(stores.health, config.version),
    pageData: createPageDataService(stores.pageData, config.defaultRestaurants),
    landing: createLandingSource({ store: stores.restaurants, defaultSlug: config.defaultRestaurants.storefront, now }),
    outbox: createOutboxService(stores.outbox),
    guestTokens: createGuestTokenService(config, context.tokens),
    accounts,
    /** Closed with the app (its Redis connection). */
    loginThrottle,
    passwordResets: createPasswordResetService(context, stores.accounts),
    addresses: createAddressService(context, stores.accounts),
    restaurants,
    menu: createMenuService({ restaurants: context.restaurants, store: stores.menu, pauses: breakPatterns, now }),
    menuAnswers,
    /** Closed with the app (its Redis connections). */
    menuChanges,
    robot: createRobotService(context, stores.restaurants),
    blogs: createBlogService(context, stores.blogs),
    testimonials: createTestimonialService(context, stores.testimonials),
    reservations: createReservationService(context, stores.reservations, context.recaptcha, (restaurant) =>
      baskets.schedule(restaurant, 'here'),
    ),
    visits: createVisitService(context, stores.visits),
    contact: createContactService(context, stores.contact, context.recaptcha),
    newsletter: createNewsletterService(context, stores.newsletter),
    baskets,
    orders,
    managers: createManagerService({
      orders: stores.orders,
      restaurants: context.restaurants,
      managedRestaurantIds: (userId) => stores.accounts.managedRestaurantIds(userId),
      restaurantInfo: (restaurantId, language) => restaurants.infoById(restaurantId, language),
      publish,
      now,
    }),
    breakPatterns,
    ticketSlots: createTicketSlotService({ restaurants: context.restaurants, orders: stores.orders, now }),
    payments,
    realtime: createRealtimeService({
      tokens: context.tokens,
      isRevoked: accounts.isRevoked,
      onSessionEnded: accounts.onSessionEnded,
      bus: realtimeBus,
      managedRestaurantIds: (userId) => stores.accounts.managedRestaurantIds(userId),
      readOrder: orders.ownOrder,
      // No table payments are stored yet: every table_payment channel is refused until their module supplies this.
      findTablePayment: async () => undefined,
      now,
      onError: reportRealtimeError,
    }),
    /** The sandbox provider's hosted page, a plugin of the provider rather than a route module. */
    sandboxPage: { plugin: sandboxPaymentPage, options: { db: database.db, now } },
  };
}
export type Services = ReturnType<typeof createServices>;
