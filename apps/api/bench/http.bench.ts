// Requests per second and latency percentiles of the API and of a served page, with the app listening
// on loopback and a fixed number of concurrent clients. Prints figures; asserts nothing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const CONCURRENCY = 16;
const DURATION_MS = 3000;

async function measure(label: string, url: string) {
  const latencies: number[] = [];
  const deadline = performance.now() + DURATION_MS;
  let failures = 0;
  const client = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  latencies.sort((a, b) => a - b);
  const at = (share: number) => (latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0).toFixed(2);
  const perSecond = Math.round(latencies.length / (DURATION_MS / 1000));
  console.log(
    `${label.padEnd(28)} ${String(perSecond).padStart(7)} req/s   p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   p99 ${at(0.99)} ms   failures ${failures}`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'platter-bench-'));
const config = {
  ...loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-only-secret-bench-only-secret-0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: `sqlite:${join(dataDir, 'bench.sqlite')}`,
  }),
  webRoot: resolve(import.meta.dirname, '../..'),
};
const app = await buildApp(config);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`API on ${address}, SQLite, ${CONCURRENCY} concurrent clients, ${DURATION_MS / 1000} s each`);
await measure('GET /api/health', `${address}/api/health`);
await measure('GET /api/page-data', `${address}/api/page-data`);
await measure('GET /menu (page + data)', `${address}/menu`);
await app.close();
