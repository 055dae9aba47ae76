#!/usr/bin/env node
// A guest's whole journey by HTTP against a running platform (default http://localhost:3000):
// public token, basket, products, delivery time, address, voucher, tip, an order paid in the
// sandbox, the provider's webhook, and the order read back as received and paid.
// Usage: node scripts/guest-journey.mjs [baseUrl]
const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
let token = '';

async function call(method, path, { query, body, raw } = {}) {
  const url = new URL(`${base}/api/${path}`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method,
    redirect: 'manual',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (raw) return response;
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

function step(text) {
  process.stdout.write(`  ✓ ${text}\n`);
}

const { access_token } = await call('POST', 'oauth/token', {
  body: { grant_type: 'client_credentials', client_id: 'storefront', client_secret: 'storefront-secret' },
});
token = access_token;
step('public token');
const { id: restaurantId } = await call('GET', 'restaurant/id', { query: { slug: 'demo-bistro' } });
const categories = await call('GET', 'restaurant/category', { query: { restaurantId } });
const products = (
  await Promise.all(categories.map((category) => call('GET', 'restaurant/products', { query: { restaurantId, categoryId: category.id } })))
).flat();
step(`${categories.length} categories, ${products.length} products of Demo Bistro`);

const attributes = await call('GET', 'restaurant/category-attributes-items', { query: { restaurantId, categoryId: categories[0].id } });
const withChoices = new Set(attributes.map((entry) => entry.product_id));
const plain = products.find(
  (product) =>
    product.stock === null &&
    !product.is_package &&
    !withChoices.has(product.id) &&
    product.deliveryTypes.includes(1) &&
    product.price >= 5,
);
const basket = await call('POST', 'basket/create', { body: { restaurantId } });
await call('POST', 'basket/add', { body: { restaurantId, basketId: basket.id, productId: plain.id, quantity: 4 } });
step(`basket ${basket.id.slice(0, 6)}…: 4 × ${plain.name}`);

const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' });
await call('POST', 'basket/add-delivery-time', {
  body: { restaurantId, basketId: basket.id, deliveryType: 'delivery', delivery_time: `${tomorrow} 19:00` },
});
await call('POST', 'basket/add-address', {
  body: {
    restaurantId,
    basketId: basket.id,
    userInfo: {
      name: 'Erika Mustermann',
      email: 'journey@example.com',
      address: 'Invalidenstraße',
      house_number: '117',
      postalCode: '10115',
      city: 'Berlin',
      country: 'Deutschland',
    },
  },
});
await call('POST', 'basket/add-voucher-to-basket', { query: { restaurantId, basketId: basket.id, voucherCode: 'WELCOME10' } });
const priced = await call('POST', 'basket/add-tip', { body: { restaurantId, basketId: basket.id, tip_price: 2 } });
step(`delivery tomorrow 19:00 to 10115, WELCOME10 −${priced.voucherValue}, tip ${priced.tip}, to pay ${priced.totalWithDiscount}`);

const { paymentLink, order } = await call('POST', 'order/create-order', {
  body: { restaurantId, basketId: basket.id, paymentType: 'mollie' },
});
step(`order #${order.id} created, payment ${order.payment_status}, sent to ${new URL(paymentLink).pathname}`);

const pay = await fetch(`${paymentLink}/pay`, { method: 'POST', redirect: 'manual' });
step(`sandbox "Pay" pressed: ${pay.status} to ${pay.headers.get('location')}`);

// The sandbox calls the webhook on its own; give it a moment, then read the order back.
let detail;
for (let attempt = 0; attempt < 20; attempt += 1) {
  detail = await call('GET', 'order', { query: { orderId: order.id } });
  if (detail.order.payment_status === 'paid') break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
if (detail.order.payment_status !== 'paid') throw new Error(`order not paid: ${JSON.stringify(detail.order)}`);
step(
  `webhook reconciled: order #${order.id} is ${detail.order.status} and ${detail.order.payment_status}, total ${detail.order.total_price}`,
);
const update = await call('GET', 'payment/update', { query: { orderId: order.id } });
step(`payment/update answers ${update.status}`);
