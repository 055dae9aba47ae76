import { type FakeServer, startFakeServer } from '../payment/providers/fake-server.ts';

/**
 * A fake of Mollie's API v2 on a local port: creates payments (honouring the idempotency key as
 * Mollie does), answers their status, and fails the next creates when told to (a provider down
 * between the order's commit and its checkout).
 */
export interface FakeMollie {
  server: FakeServer;
  /** The next `count` creates answer 503. */
  failNextCreates(count: number): void;
  /** Sets what the status call answers for a payment (open by default). */
  setStatus(id: string, status: 'open' | 'paid' | 'failed' | 'canceled' | 'expired'): void;
  /** How many payments were created (not counting failed creates nor idempotent repeats). */
  created(): number;
  close(): Promise<void>;
}

export async function startFakeMollie(): Promise<FakeMollie> {
  let failing = 0;
  let count = 0;
  const byKey = new Map<string, string>();
  const statuses = new Map<string, string>();
  const payment = (id: string) => ({
    resource: 'payment',
    id,
    status: statuses.get(id) ?? 'open',
    _links: { checkout: { href: `https://mollie.test/checkout/${id}` } },
  });
  const server = await startFakeServer(async (request) => {
    if (request.method === 'POST' && request.url === '/v2/payments') {
      // A little latency, as a real provider has: racing submits see the window.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (failing > 0) {
        failing -= 1;
        return { status: 503, json: { status: 503, title: 'Service Unavailable', detail: 'down' } };
      }
      const key = String(request.headers['idempotency-key'] ?? '');
      const known = key ? byKey.get(key) : undefined;
      if (known) return { status: 201, json: payment(known) };
      count += 1;
      const id = `tr_fake${count}`;
      if (key) byKey.set(key, id);
      return { status: 201, json: payment(id) };
    }
    const match = /^\/v2\/payments\/([\w-]+)$/.exec(request.url);
    if (request.method === 'GET' && match?.[1] && byKey.size > 0 && [...byKey.values()].includes(match[1])) {
      return { status: 200, json: payment(match[1]) };
    }
    return { status: 404, json: { status: 404, title: 'Not Found', detail: 'no such payment' } };
  });
  return {
    server,
    failNextCreates: (next) => {
      failing = next;
    },
    setStatus: (id, status) => {
      statuses.set(id, status);
    },
    created: () => count,
    close: () => server.close(),
  };
}
