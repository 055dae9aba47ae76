// The load generator, run as its own process (pinned to the other core by api.mjs): one autocannon
// run of a named scenario; prints autocannon's result as JSON on stdout.
// Usage: node load.mjs '<json: { url, scenario, connections, seconds, data }>'
import autocannon from 'autocannon';

const { url, scenario, connections, seconds, data } = JSON.parse(process.argv[2]);
const json = (body) => JSON.stringify(body);
const authorization = (token) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

function scenarioOptions() {
  switch (scenario) {
    case 'hello':
      return { requests: [{ method: 'GET', path: '/api/health' }] };
    case 'get':
      return { requests: [{ method: 'GET', path: data.path, headers: authorization(data.token) }] };
    case 'basket-add': {
      // Baskets of 10 lines each; every request adds one unit to one of their lines, round robin.
      let next = 0;
      return {
        requests: [
          {
            method: 'POST',
            path: '/api/basket/add',
            setupRequest: (request) => {
              const [basketId, productId] = data.pairs[next++ % data.pairs.length];
              return {
                ...request,
                headers: authorization(data.token),
                body: json({ restaurantId: data.restaurantId, basketId, productId, quantity: 1 }),
              };
            },
          },
        ],
      };
    }
    case 'checkout': {
      // A guest's order in 5 calls; each connection is one guest with its own public token.
      let guests = 0;
      const base = (context) => {
        context.token ??= data.tokens[guests++ % data.tokens.length];
        return authorization(context.token);
      };
      const post = (path, body) => ({
        method: 'POST',
        path: `/api/${path}`,
        setupRequest: (request, context) => ({ ...request, headers: base(context), body: json(body(context)) }),
      });
      const { restaurantId } = data;
      return {
        requests: [
          {
            ...post('basket/create', () => ({ restaurantId })),
            onResponse: (status, body, context) => {
              context.basketId = status === 200 ? JSON.parse(body).data.id : 'none';
            },
          },
          post('basket/add', (context) => ({
            restaurantId,
            basketId: context.basketId,
            productId: data.productId,
            quantity: data.quantity,
          })),
          post('basket/add-delivery-time', (context) => ({ restaurantId, basketId: context.basketId, ...data.deliveryTime })),
          post('basket/add-address', (context) => ({ restaurantId, basketId: context.basketId, userInfo: data.userInfo })),
          post('order/create-order', (context) => ({
            restaurantId,
            basketId: context.basketId,
            paymentType: data.paymentType,
            termsAgreed: true,
          })),
        ],
      };
    }
    default:
      throw new Error(`unknown scenario ${scenario}`);
  }
}

const result = await autocannon({ url, connections, duration: seconds, ...scenarioOptions() });
process.stdout.write(
  JSON.stringify({
    total: result.requests.total,
    seconds: result.duration,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latency: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    statusCodeStats: result.statusCodeStats,
  }),
);
