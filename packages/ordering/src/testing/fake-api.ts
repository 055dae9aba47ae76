import type { RealtimeSocket, RealtimeSocketConstructor } from '@platter/api-client';
import {
  type AttributeGroup,
  type Basket,
  type BasketProduct,
  type Category,
  type Order,
  type Product,
  type RealtimeChannel,
  type RealtimeEvent,
  type RestaurantInfo,
  realtimeChannelHears,
  realtimeChannelKey,
  realtimeClientMessageSchema,
  type User,
} from '@platter/contract';

/**
 * An in-memory stand-in for the server, for screen tests in jsdom: it answers the calls the menu
 * makes with contract-shaped data (the client parses every answer with the contract, so a wrong
 * shape fails the test). Browser tests run the real server.
 */
export interface FakeApiOptions {
  restaurant?: Partial<RestaurantInfo>;
  categories?: Category[];
  products?: Record<number, Product[]>;
  pinned?: Product[];
  /** The guest's stored basket (its id must be in local storage under `basket`). */
  basket?: Basket;
  /**
   * More calls, by path after /api/: return the `data` to answer 200 with the envelope, or a
   * Response for anything else (a 422 with a field map, say). Checked before the built-in calls.
   */
  routes?: Record<string, (request: Request, url: URL) => unknown>;
  /** Paths (after /api/) that answer 500, to show error states. */
  failing?: string[];
  /** Paths whose answer waits until the returned promise's `release` is called. */
  held?: string[];
  /**
   * Whether the fake server has the realtime socket (`api/realtime`): it then accepts every
   * subscription, and `realtime.push` sends events. Without it no socket opens and screens poll.
   * @default false
   */
  realtime?: boolean;
}

const day = ['11:00', '22:00'] as const;

export const DEMO_RESTAURANT: RestaurantInfo = {
  id: 1,
  slug: 'demo-bistro',
  name: 'Demo Bistro',
  address: 'Invalidenstraße 117, 10115 Berlin',
  telephon: '+49 30 1234567',
  email: 'hallo@demo-bistro.example',
  facebook: null,
  instagram: 'https://www.instagram.com/demobistro',
  twitter: null,
  linkedin: null,
  tiktok: null,
  youtube: null,
  pinned_products_label: 'Angebot der Woche',
  branding: true,
  lang: 'de',
  currency: '€',
  timeZone: 'Europe/Berlin',
  recaptcha_site_key: null,
  closed: false,
  delivery_average_time: 40,
  has_blog: false,
  registration_enabled: true,
  login_required: false,
  has_person_on_table: false,
  allergies: false,
  reservation_table: false,
  robot_request_available: false,
  allow_multi_date_order: false,
  ticketingSystem: false,
  event_mode: false,
  ticketTimeAvailable: false,
  tip_request: true,
  available_voucher: true,
  pre_order_for_happy_hour: false,
  ignore_pre_order_timing_by_display: false,
  paymentMethods: ['mollie', 'cash'],
  paymentMethodNames: { mollie: 'Online payment', cash: 'Cash' },
  deliveryTypes: [1, 2],
  has_announcement: false,
  announcement: null,
  announcement_before_checkout: false,
  personal_information_fields: ['name', 'email', 'mobile'],
  meta: { show_open_hours: true, foot_note: null },
  restaurantAvailableTimes: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open_at: day[0], close_at: day[1] })),
  hereTimes: [],
  restaurantTakeawayTimes: [],
  restaurant_close_times: [],
  restaurant_end_close_times: [],
  restaurantTicketTimes: [],
  delivery_hours: 30,
  pickup_hours: 15,
  here_hours: 0,
  delivery_available_days: 3,
  pickup_available_days: 3,
  here_available_days: 0,
  legal: { about_us: false, privacy_policy: false, imprint: false, terms_and_conditions: false },
};

export function category(id: number, name: string, priority: number | null = id): Category {
  return { id, name, description: null, image: null, foot_note: null, extra: false, pivot: { priority }, subcategories: [] };
}

/** A pizza's size group as the choice panel asks for it: one of Small and Large (+3). */
export const SIZE_GROUP: AttributeGroup = {
  id: 1,
  name: 'Size',
  minimum_value: 1,
  maximum_value: 1,
  is_multi_select: false,
  items: [
    { id: 101, name: 'Small', image: null, pivot: { id: 1101, price: 0 } },
    { id: 102, name: 'Large', image: null, pivot: { id: 1102, price: 3 } },
  ],
};

export function product(id: number, name: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    category_id: 1,
    name,
    description: `${name}, fresh from our kitchen.`,
    image: null,
    price: 9.5,
    regular_price: null,
    min_price: null,
    stock: null,
    subcategory_id: null,
    subcategory_name: null,
    subcategory_image: null,
    subcategory_priority: null,
    is_package: false,
    is_multiple_allowed: false,
    allergy_info: [],
    additional_info_config: null,
    extra: [],
    choices: 'none',
    happyHours: [],
    depot: null,
    deliveryTypes: [1, 2, 3],
    ...overrides,
  };
}

/** A token the client reads as valid for an hour (it only decodes `exp`). */
export function fakeJwt(audience: 'public' | 'private' | 'manager' = 'public'): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp: Math.floor(Date.now() / 1000) + 3600, aud: audience })}.signature`;
}

export interface FakeRealtime {
  /** The channels subscribed on the open sockets now. */
  channels(): RealtimeChannel[];
  /** Sends an event to every socket subscribed to a channel that hears it. */
  push(event: RealtimeEvent): void;
  /** Drops every open socket, as a lost network does. */
  drop(): void;
}

export interface FakeApi {
  fetch: typeof globalThis.fetch;
  /** The paths asked for, in order (after /api/, without the query). */
  calls: string[];
  /** Lets the held answers go. */
  release: () => void;
  /** The WebSocket class the client gets (`createOrderingServices({ WebSocket })`): sockets to this fake server. */
  WebSocket: RealtimeSocketConstructor;
  realtime: FakeRealtime;
}

/** The fake server's end of `api/realtime`: sockets that open, answer subscriptions and carry pushed events. */
export function createFakeRealtime(enabled = true): Pick<FakeApi, 'WebSocket' | 'realtime'> {
  const sockets = new Set<FakeSocket>();

  class FakeSocket implements RealtimeSocket {
    readyState = 0;
    readonly subscriptions = new Map<string, RealtimeChannel>();
    private readonly listeners = new Map<string, Array<(event: { data: unknown }) => void>>();

    constructor() {
      if (!enabled) throw new Error('This fake server has no realtime socket');
      queueMicrotask(() => {
        if (this.readyState !== 0) return;
        this.readyState = 1;
        sockets.add(this);
        this.emit('open');
      });
    }

    addEventListener(type: string, listener: (event: { data: unknown }) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }

    send(data: string) {
      const message = realtimeClientMessageSchema.parse(JSON.parse(data));
      if (message.type === 'ping') return this.reply({ type: 'pong' });
      const key = realtimeChannelKey(message.channel);
      if (message.type === 'unsubscribe') {
        this.subscriptions.delete(key);
        return;
      }
      this.subscriptions.set(key, message.channel);
      this.reply({ type: 'subscribed', channel: message.channel });
    }

    close() {
      if (this.readyState === 3) return;
      this.readyState = 3;
      sockets.delete(this);
      this.emit('close');
    }

    deliver(event: RealtimeEvent) {
      for (const channel of this.subscriptions.values()) {
        if (realtimeChannelHears(channel, event)) this.emit('message', JSON.stringify({ type: 'event', channel, event }));
      }
    }

    private reply(message: object) {
      queueMicrotask(() => {
        if (this.readyState === 1) this.emit('message', JSON.stringify(message));
      });
    }

    private emit(type: string, data?: unknown) {
      for (const listener of this.listeners.get(type) ?? []) listener({ data });
    }
  }

  return {
    WebSocket: FakeSocket,
    realtime: {
      channels: () => [...sockets].flatMap((socket) => [...socket.subscriptions.values()]),
      push: (event) => {
        for (const socket of [...sockets]) socket.deliver(event);
      },
      drop: () => {
        for (const socket of [...sockets]) socket.close();
      },
    },
  };
}

export function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  const calls: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const restaurant = { ...DEMO_RESTAURANT, ...options.restaurant };
  const json = (data: unknown, status = 200) =>
    new Response(JSON.stringify(status < 400 ? { data, message: { body: '' } } : { message: { body: 'Something went wrong' } }), {
      status,
      headers: { 'content-type': 'application/json' },
    });

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\//, '');
    calls.push(path);
    if (options.held?.includes(path)) await released;
    if (options.failing?.includes(path)) return json(null, 500);
    const route = options.routes?.[path];
    if (route) {
      const answer = await route(request, url);
      return answer instanceof Response ? answer : json(answer);
    }
    switch (path) {
      case 'oauth/token':
        return json({
          access_token: fakeJwt(),
          token_type: 'Bearer',
          expires_in: 3600,
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        });
      case 'restaurant/restaurant-by-id':
        return json(restaurant);
      case 'restaurant/category':
        return json(url.searchParams.get('extra') === '1' ? [] : (options.categories ?? []));
      case 'restaurant/products':
        return json(options.products?.[Number(url.searchParams.get('categoryId'))] ?? []);
      case 'restaurant/pinned-products':
        return json(options.pinned ?? []);
      case 'restaurant/most-selling':
        return json([]);
      case 'restaurant/product/search':
        return json([]);
      case 'restaurant/category-attributes-items':
        return json([]);
      case 'basket':
        return options.basket ? json(options.basket) : json(null, 500);
      case 'testimonials/create': {
        const body = JSON.parse(await request.text()) as { name: string; rating: number; text: string };
        return json({ id: 1, name: body.name, rating: body.rating, body: body.text, created_at: new Date().toISOString() });
      }
      default:
        return json(null, 500);
    }
  };
  return { fetch, calls, release, ...createFakeRealtime(options.realtime ?? false) };
}

export function basketLine(basketProductId: number, name: string, overrides: Partial<BasketProduct> = {}): BasketProduct {
  return {
    basketProductId,
    productId: basketProductId,
    RestaurantProductId: basketProductId,
    name,
    image: null,
    price: 9.5,
    totalPrice: 9.5,
    quantity: 1,
    attributeItems: [],
    stock: null,
    is_package: false,
    items: [],
    depot: { name: '', price: 0 },
    extra_info: null,
    ...overrides,
  };
}

export function basket(id: string, products: BasketProduct[], overrides: Partial<Basket> = {}): Basket {
  const total = products.reduce((sum, line) => sum + line.totalPrice, 0);
  return {
    id,
    restaurant_id: 1,
    totalPrice: total,
    products,
    deliveryTime: null,
    duration: null,
    voucher_code: null,
    voucherValue: 0,
    totalWithDiscount: total,
    deliveryType: null,
    postalCode: null,
    tip: 0,
    shipping_price: 0,
    table: null,
    table_id: null,
    extra_info: null,
    ...overrides,
  };
}

/** Puts a basket id where the storefront looks for the guest's basket (spec: `basket` key). */
export function rememberBasket(basketId: string, restaurantId = 1): void {
  localStorage.setItem('basket', JSON.stringify([{ restaurantId, basketId }]));
}

/** What the storefront finds in local storage after a customer logged in (spec §4). */
export function rememberLogin(): void {
  localStorage.setItem('privateToken', fakeJwt('private'));
  localStorage.setItem('expires_at', new Date(Date.now() + 3_600_000).toISOString());
}

/** The logged-in customer, as `auth/user` answers. */
export function customer(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    restaurant_id: 1,
    name: 'Erika Mustermann',
    email: 'erika@example.com',
    mobile: '0151 2345678',
    birth_date: '1990-04-12',
    postal_code: null,
    postalCode: null,
    role: 'customer',
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** An order as the order calls answer it (a delivered cash order for pickup, unless overridden). */
export function order(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    restaurant_id: 1,
    status: 'delivered',
    payment_type: 'cash',
    is_online_payment: false,
    payment_status: 'none',
    delivery_type: 2,
    delivery_time: '2026-05-12T16:30:00.000Z',
    subtotal_price: 19,
    discount_price: 0,
    shipping_price: 0,
    tip: 0,
    total_price: 19,
    voucher_code: null,
    user_details: '{}',
    created_at: '2026-05-12T15:58:00.000Z',
    ...overrides,
  };
}

/**
 * A 422 as the server sends it: the field map with the message code; stock and capacity problems
 * add `name`, `inStock` or `validTime` (the busy dialog's next free time, spec §8).
 */
export function validationFailure(
  field: string,
  code: string,
  extra: { name?: string; inStock?: number; validTime?: string } = {},
): Response {
  return new Response(JSON.stringify({ message: { body: code }, errors: { [field]: [code] }, ...extra }), {
    status: 422,
    headers: { 'content-type': 'application/json' },
  });
}

/** Any other failure as the server sends it (400, 404, ...): a catalogue code and its message. */
export function failure(status: number, code: string, message = code): Response {
  return new Response(JSON.stringify({ message: { body: message }, code }), { status, headers: { 'content-type': 'application/json' } });
}

/** The JSON body a fake route was called with. */
export async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  return (await request.clone().json()) as Record<string, unknown>;
}
