import type { BreakPattern, OrderStatus, OrderWithLines, RestaurantInfo } from '@platter/contract';
import { category, fakeJwt, product } from '@platter/ordering/testing';

export interface FakeManagerServerOptions {
  restaurants: RestaurantInfo[];
  orders?: OrderWithLines[];
  breakPatterns?: BreakPattern[];
  /** The menu: one category of these products. */
  products?: Array<{ id: number; name: string }>;
  /** The one manager's credentials. @default manager@example.com / password123 */
  password?: string;
}

export interface RecordedCall {
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

/**
 * The manager API as an in-memory fetch, so that the app's real API client runs against it: login,
 * the managed restaurants, orders by range, status changes with the server's transitions.
 */
export function createFakeManagerServer({
  restaurants,
  orders = [],
  breakPatterns = [],
  products = [],
  password = 'password123',
}: FakeManagerServerOptions) {
  const calls: RecordedCall[] = [];
  const state = { orders: [...orders], patterns: [...breakPatterns] };
  const managerTokens = new Set<string>();
  const issueManagerToken = () => {
    const token = `${fakeJwt('manager')}${managerTokens.size}`;
    managerTokens.add(token);
    return token;
  };
  const ok = (data: unknown, message = '') =>
    new Response(JSON.stringify({ data, message: { body: message } }), { status: 200, headers: { 'content-type': 'application/json' } });
  const failure = (status: number, body: string, code: string) =>
    new Response(JSON.stringify({ message: { body, code } }), { status, headers: { 'content-type': 'application/json' } });
  const invalid = (field: string, code: string, body: string) =>
    new Response(JSON.stringify({ message: { body }, errors: { [field]: [code] } }), {
      status: 422,
      headers: { 'content-type': 'application/json' },
    });
  const NEXT: Record<OrderStatus, OrderStatus[]> = {
    received: ['processing', 'rejected'],
    processing: ['delivered', 'rejected'],
    delivered: [],
    rejected: [],
  };

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\//, '');
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : null;
    const query = Object.fromEntries(url.searchParams);
    const authorization = request.headers.get('authorization');
    calls.push({ path, query, body, authorization });
    const asManager = managerTokens.has(authorization?.replace(/^Bearer /, '') ?? '');
    switch (path) {
      case 'oauth/token':
        return ok({ access_token: fakeJwt(), token_type: 'Bearer', expires_in: 3600, expires_at: '' });
      case 'auth/login': {
        const { email, password: given } = body as { email: string; password: string };
        if (email !== 'manager@example.com' || given !== password)
          return invalid('email', 'these_credentials_do_not_match', 'These credentials do not match our records.');
        return ok({ access_token: issueManagerToken(), expires_at: new Date(Date.now() + 3_600_000).toISOString(), token_kind: 'manager' });
      }
      case 'auth/forgot-password':
        return ok(null, 'We have emailed your password reset link.');
      case 'managers/restaurant':
        return asManager ? ok(restaurants) : failure(401, 'Unauthenticated.', 'unauthenticated');
      case 'managers/order': {
        const from = query.from_date ?? '';
        const to = query.to_date ?? '';
        const column = query.filter_type === 'delivery' ? 'delivery_time' : 'created_at';
        // The day in the restaurant's zone, as the server compares them: the UTC day differs
        // for an hour or two around midnight.
        const timeZone = restaurants.find((restaurant) => restaurant.id === Number(query.restaurantId))?.timeZone ?? 'UTC';
        const day = (value: string | null) => (value ? new Date(value).toLocaleDateString('en-CA', { timeZone }) : '');
        return ok(
          state.orders.filter(
            (order) => order.restaurant_id === Number(query.restaurantId) && day(order[column]) >= from && day(order[column]) <= to,
          ),
        );
      }
      case 'managers/order/change-status': {
        const { orderId, status } = body as { orderId: number; status: OrderStatus };
        const order = state.orders.find((candidate) => candidate.id === orderId);
        if (!order) return failure(404, 'This order does not exist.', 'order_does_not_exists');
        if (!NEXT[order.status].includes(status))
          return invalid('status', 'order_status_change_not_allowed', 'This status change is not allowed.');
        const changed = { ...order, status };
        state.orders = state.orders.map((candidate) => (candidate.id === orderId ? changed : candidate));
        return ok(changed, 'The order status has been changed.');
      }
      case 'restaurant/category':
        return ok(query.extra === '1' ? [] : [category(1, 'Speisen')]);
      case 'restaurant/products':
        return ok(products.map(({ id, name }) => product(id, name)));
      case 'managers/break-patterns': {
        if (request.method === 'GET') return ok(state.patterns);
        const fields = body as Omit<BreakPattern, 'id' | 'stopped_at' | 'active'>;
        if (state.patterns.some((pattern) => pattern.name.toLowerCase() === fields.name.toLowerCase()))
          return invalid('name', 'break_pattern_name_taken', 'A break pattern with this name exists already.');
        const created: BreakPattern = { ...pick(fields), id: 100 + state.patterns.length, stopped_at: null, active: false };
        state.patterns = [created, ...state.patterns];
        return ok(created, 'The break pattern has been created.');
      }
      case 'managers/break-patterns/update':
      case 'managers/break-patterns/stop':
      case 'managers/break-patterns/delete': {
        const { breakPatternId, ...fields } = body as { breakPatternId: number } & Omit<BreakPattern, 'id' | 'stopped_at' | 'active'>;
        const pattern = state.patterns.find((candidate) => candidate.id === breakPatternId);
        if (!pattern) return failure(404, 'This break pattern does not exist.', 'break_pattern_does_not_exists');
        if (path.endsWith('delete')) {
          state.patterns = state.patterns.filter((candidate) => candidate !== pattern);
          return ok(null, 'The break pattern has been deleted.');
        }
        const changed: BreakPattern = path.endsWith('stop')
          ? { ...pattern, stopped_at: new Date().toISOString(), active: false }
          : { ...pattern, ...pick(fields) };
        state.patterns = state.patterns.map((candidate) => (candidate === pattern ? changed : candidate));
        return ok(changed);
      }
      default:
        return failure(404, `No fake for ${path}`, 'route_not_found');
    }
  };

  return {
    fetch,
    calls,
    /** A manager token the fake accepts, to start a test signed in. */
    issueManagerToken,
    /** Adds an order as if a guest had just placed it. */
    addOrder: (order: OrderWithLines) => {
      state.orders = [...state.orders, order];
    },
    orders: () => state.orders,
    breakPatterns: () => state.patterns,
  };
}

function pick({ name, start_time, products, weekdays, start_date, end_date }: Omit<BreakPattern, 'id' | 'stopped_at' | 'active'>) {
  return { name, start_time, products, weekdays, start_date, end_date };
}
