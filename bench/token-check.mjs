// Micro-benchmark of the API's bearer-token check (issue 18): how many HS256 tokens one core
// verifies per second with the app's token service. Run: node bench/token-check.mjs [iterations]
import { createTokenService } from '../apps/api/src/auth/tokens.ts';

const iterations = Number(process.argv[2] ?? 50_000);
const tokens = createTokenService('bench-secret-of-at-least-32-characters-long');
const { token } = await tokens.issue('private', '42', 1, 3);

async function measure(label, verifyOnce) {
  for (let i = 0; i < 2_000; i++) await verifyOnce(); // warm-up
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) {
    const result = await verifyOnce();
    if (!result.ok) throw new Error(`${label}: a valid token was refused`);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`${label}: ${Math.round(iterations / seconds)} verifications/s, ${((seconds / iterations) * 1e6).toFixed(2)} µs each`);
}

await measure('verify', () => tokens.verify(token));
const started = process.hrtime.bigint();
for (let i = 0; i < iterations / 10; i++) await tokens.issue('private', '42', 1, 3);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
console.log(`issue: ${Math.round(iterations / 10 / seconds)} tokens/s`);
