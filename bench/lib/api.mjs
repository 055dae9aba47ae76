// The API table: autocannon against the built server (NODE_ENV=production, its default log level)
// on a fresh database, server on core 0 and load generator on core 1 (taskset), a warm-up run,
// then rounds whose medians are reported, beside a bare Fastify hello world measured the same way.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { hasTaskset, pinned, startNodeServer } from './server.mjs';

const SERVER_CPU = 0;
const LOAD_CPU = 1;
/** The connections of the hello world's load. */
const HELLO_CONNECTIONS = 50;
export const JWT_SECRET = 'bench-only-secret-bench-only-secret-0123';

export const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function runLoad(root, options) {
  const [command, args] = pinned(LOAD_CPU, process.execPath, [join(root, 'bench', 'lib', 'load.mjs'), JSON.stringify(options)]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load generator failed (${code}): ${err}`))));
  });
}

/** One measured run of a load against a started server: req/s, p50, p99 and the server's CPU ms per request. */
async function measureRound(root, server, { scenario, connections, data }, seconds) {
  const cpuBefore = server.cpuMs();
  const result = await runLoad(root, { url: server.url, scenario, connections, seconds, data });
  const cpuAfter = server.cpuMs();
  return {
    reqPerSec: result.total / result.seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerReq: cpuBefore === undefined ? undefined : (cpuAfter - cpuBefore) / Math.max(1, result.total),
    total: result.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: result.statusCodeStats,
  };
}

/** Medians of a load's rounds, with the rounds. */
function summarise(connections, rounds) {
  return {
    connections,
    reqPerSec: median(rounds.map((round) => round.reqPerSec)),
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    cpuMsPerReq: rounds[0].cpuMsPerReq === undefined ? undefined : median(rounds.map((round) => round.cpuMsPerReq)),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    rounds,
  };
}

/** A run of a load whose figures are not kept: the server's caches and JIT settle first. */
function warmUp(root, server, { scenario, connections, data }, seconds) {
  return runLoad(root, { url: server.url, scenario, connections, seconds, data });
}

/** Warm-up, then `rounds` measured runs: medians of req/s, p50, p99 and server CPU ms per request. */
export async function measure(root, server, load, timing) {
  await warmUp(root, server, load, timing.warmup);
  const rounds = [];
  for (let round = 0; round < timing.rounds; round += 1) rounds.push(await measureRound(root, server, load, timing.seconds));
  return summarise(load.connections, rounds);
}

/**
 * A row's rounds with the hello world's beside them: after both warm-ups, each round of the row
 * follows a round of the hello world (`helloServer`, started by the caller and idle meanwhile), so
 * that the row is compared with the ceiling of the same minutes. This machine's speed moved by half
 * within one run (the ceiling measured once at its start then misjudged every later row).
 * `{ row, hello }`, each as `measure` gives it.
 */
export async function measureBesideHello(root, server, helloServer, load, timing) {
  const helloLoad = { scenario: 'hello', connections: HELLO_CONNECTIONS };
  const helloTiming = { ...timing, warmup: Math.min(timing.warmup, 3), seconds: Math.max(2, Math.round(timing.seconds / 2)) };
  await warmUp(root, server, load, timing.warmup);
  await warmUp(root, helloServer, helloLoad, helloTiming.warmup);
  const rowRounds = [];
  const helloRounds = [];
  for (let round = 0; round < timing.rounds; round += 1) {
    helloRounds.push(await measureRound(root, helloServer, helloLoad, helloTiming.seconds));
    rowRounds.push(await measureRound(root, server, load, timing.seconds));
  }
  return { row: summarise(load.connections, rowRounds), hello: summarise(HELLO_CONNECTIONS, helloRounds) };
}

async function call(base, token, method, path, body) {
  const response = await fetch(`${base}/api/${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

const publicToken = async (base) =>
  (
    await call(base, '', 'POST', 'oauth/token', {
      grant_type: 'client_credentials',
      client_id: 'storefront',
      client_secret: 'storefront-secret',
    })
  ).access_token;

async function inBatches(count, size, task) {
  const results = [];
  for (let start = 0; start < count; start += size) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, index) => task(start + index)))));
  }
  return results;
}

const USER_INFO = {
  name: 'Erika Mustermann',
  email: 'bench@example.com',
  address: 'Invalidenstraße',
  house_number: '117',
  postalCode: '10115',
  city: 'Berlin',
  country: 'Deutschland',
};

/** What the scenarios need from Demo Bistro, found through the API itself. */
async function prepare(base, { baskets }) {
  const token = await publicToken(base);
  const { id: restaurantId } = await call(base, token, 'GET', `restaurant/id?slug=demo-bistro`);
  const categories = await call(base, token, 'GET', `restaurant/category?restaurantId=${restaurantId}`);
  const withChoices = new Set();
  const byCategory = [];
  for (const category of categories) {
    const products = await call(base, token, 'GET', `restaurant/products?restaurantId=${restaurantId}&categoryId=${category.id}`);
    const attributes = await call(
      base,
      token,
      'GET',
      `restaurant/category-attributes-items?restaurantId=${restaurantId}&categoryId=${category.id}`,
    );
    for (const entry of attributes) withChoices.add(entry.product_id);
    byCategory.push({ category, products });
  }
  // The category whose product list is nearest 13 long (the "13 products").
  const listed = byCategory.toSorted((a, b) => Math.abs(a.products.length - 13) - Math.abs(b.products.length - 13))[0];
  const plain = byCategory
    .flatMap((entry) => entry.products)
    .filter(
      (product) => product.stock === null && !product.is_package && !withChoices.has(product.id) && product.deliveryTypes.includes(1),
    );
  if (plain.length < 10) throw new Error(`Demo Bistro has only ${plain.length} plain products; the basket bench needs 10`);
  const ten = plain.slice(0, 10);

  // Carts of 10: baskets holding one unit of each of ten plain products.
  const pairs = (
    await inBatches(baskets, 10, async () => {
      const basket = await call(base, token, 'POST', 'basket/create', { restaurantId });
      for (const product of ten)
        await call(base, token, 'POST', 'basket/add', { restaurantId, basketId: basket.id, productId: product.id, quantity: 1 });
      return ten.map((product) => [basket.id, product.id]);
    })
  ).flat();

  // Checkout: a delivery time the restaurant takes (19:00 on one of the next days) and a payment
  // type it accepts, both proven by one real order before the bench starts.
  const orderProduct = plain.find((product) => product.price >= 5) ?? plain[0];
  const quantity = Math.max(1, Math.ceil(20 / orderProduct.price));
  let checkout;
  const problems = [];
  for (let days = 1; days <= 7 && !checkout; days += 1) {
    const date = new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' });
    const deliveryTime = { deliveryType: 'delivery', delivery_time: `${date} 19:00` };
    for (const paymentType of ['cash', 'payAtEnd']) {
      try {
        const basket = await call(base, token, 'POST', 'basket/create', { restaurantId });
        await call(base, token, 'POST', 'basket/add', { restaurantId, basketId: basket.id, productId: orderProduct.id, quantity });
        await call(base, token, 'POST', 'basket/add-delivery-time', { restaurantId, basketId: basket.id, ...deliveryTime });
        await call(base, token, 'POST', 'basket/add-address', { restaurantId, basketId: basket.id, userInfo: USER_INFO });
        await call(base, token, 'POST', 'order/create-order', { restaurantId, basketId: basket.id, paymentType, termsAgreed: true });
        checkout = { restaurantId, productId: orderProduct.id, quantity, deliveryTime, userInfo: USER_INFO, paymentType };
        break;
      } catch (error) {
        problems.push(error.message);
      }
    }
  }
  if (!checkout) throw new Error(`no guest checkout went through:\n  ${problems.slice(0, 4).join('\n  ')}`);
  return { token, restaurantId, listed, pairs, checkout };
}

export const API_ROWS = [
  { key: 'category', label: 'GET api/restaurant/category' },
  { key: 'products', label: 'GET api/restaurant/products' },
  { key: 'basketAdd', label: 'POST api/basket/add (carts of 10)' },
  { key: 'checkout', label: 'guest checkout (5 calls)' },
];

/** The bare Fastify hello world, started pinned to the server's core. */
export function startHelloServer(root) {
  return startNodeServer({ script: join(root, 'bench', 'hello.mjs'), cpu: SERVER_CPU });
}

/**
 * The hello-world ceiling alone: `{ reqPerSec, p50, p99, cpuMsPerReq }` at `connections`. How fast
 * the machine is at the moment, before a comparison of builds (the API table measures its own).
 */
export async function measureHello(root, timing, connections = HELLO_CONNECTIONS) {
  const server = await startHelloServer(root);
  try {
    return await measure(root, server, { scenario: 'hello', connections }, timing);
  } finally {
    await server.stop();
  }
}

/**
 * The built API server (`dist`, relative to `root`: `apps/api/dist` unless another build is
 * compared) as the bench runs it: production, on `databaseUrl`, pinned to the server's core.
 */
export function startApiServer(root, { databaseUrl, dist = join('apps', 'api', 'dist') }) {
  return startNodeServer({
    script: join(root, dist, 'main.js'),
    cpu: SERVER_CPU,
    env: {
      NODE_ENV: 'production',
      JWT_SECRET,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      REDIS_URL: undefined,
    },
  });
}

/** The load of each API row against a started server, with what it needs from Demo Bistro (`setup`). */
export async function apiScenarios(base, { baskets }) {
  const setup = await prepare(base, { baskets });
  const tokens = await inBatches(10, 10, () => publicToken(base));
  return {
    setup,
    scenarios: {
      category: {
        scenario: 'get',
        connections: 50,
        data: { token: setup.token, path: `/api/restaurant/category?restaurantId=${setup.restaurantId}` },
      },
      products: {
        scenario: 'get',
        connections: 50,
        data: {
          token: setup.token,
          path: `/api/restaurant/products?restaurantId=${setup.restaurantId}&categoryId=${setup.listed.category.id}`,
        },
      },
      basketAdd: {
        scenario: 'basket-add',
        connections: 50,
        data: { token: setup.token, restaurantId: setup.restaurantId, pairs: setup.pairs },
      },
      checkout: { scenario: 'checkout', connections: 10, data: { tokens, ...setup.checkout } },
    },
  };
}

/**
 * The four API rows on one database (`databaseUrl`), each beside the hello world of its own
 * minutes (`measureBesideHello`): its share of the ceiling by req/s and by CPU, and that ceiling
 * (`hello`).
 */
export async function measureApi(root, { databaseUrl, timing, log, rows: only }) {
  const server = await startApiServer(root, { databaseUrl });
  let helloServer;
  try {
    helloServer = await startHelloServer(root);
    const { setup, scenarios } = await apiScenarios(server.url, { baskets: timing.baskets });
    const rows = {};
    for (const { key, label } of API_ROWS) {
      if (only && !only.includes(key)) continue;
      log?.(`  ${label} ...`);
      const { row: figures, hello } = await measureBesideHello(root, server, helloServer, scenarios[key], timing);
      rows[key] = {
        label: key === 'products' ? `${label} (${setup.listed.products.length} products)` : label,
        ...figures,
        hello,
        percentOfHello: (100 * figures.reqPerSec) / hello.reqPerSec,
        // The same ratio from CPU time (hello's CPU ms per request / this row's): what the req/s
        // ratio would be with the server alone on its core, so it holds while other work runs.
        percentOfHelloByCpu: figures.cpuMsPerReq && hello.cpuMsPerReq ? (100 * hello.cpuMsPerReq) / figures.cpuMsPerReq : undefined,
        ...(key === 'checkout' ? { ordersPerSec: figures.reqPerSec / 5 } : {}),
      };
    }
    return { pinned: hasTaskset, rows };
  } finally {
    await Promise.all([server.stop(), helloServer?.stop()]);
  }
}
