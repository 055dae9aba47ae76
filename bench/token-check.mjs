// Micro-benchmark of the API's bearer-token check (issue 18): the CPU time one HS256 token check
// and one issue take with the app's token service. CPU time rather than wall time, so the figure
// holds while other work shares the cores. Run: node bench/token-check.mjs [iterations]
import { createTokenService } from '../apps/api/src/auth/tokens.ts';

const iterations = Number(process.argv[2] ?? 50_000);
const tokens = createTokenService('bench-secret-of-at-least-32-characters-long');
const { token } = await tokens.issue('private', '42', 1, 3);

/** Runs `once` `count` times (awaiting it, as the app does) and answers CPU µs per call. */
async function cpuMicrosPerCall(count, once) {
  const started = process.cpuUsage();
  for (let i = 0; i < count; i++) await once();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / count;
}

await cpuMicrosPerCall(2_000, () => tokens.verify(token)); // warm-up
const verify = await cpuMicrosPerCall(iterations, async () => {
  const result = await tokens.verify(token);
  if (!result.ok) throw new Error('a valid token was refused');
});
const issue = await cpuMicrosPerCall(iterations / 10, () => tokens.issue('private', '42', 1, 3));
console.log(`verify: ${verify.toFixed(1)} µs CPU each (${Math.round(1e6 / verify)} per CPU second)`);
console.log(`issue: ${issue.toFixed(1)} µs CPU each (${Math.round(1e6 / issue)} per CPU second)`);
