// Lighthouse mobile (its default: emulated mid-range phone, simulated slow 4G and 4x CPU) on
// Debian's Chromium, launched by chrome-launcher with the flags the browser tests use; never a
// downloaded browser. A fresh browser per run; medians of `runs` runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser.mjs';

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').toSorted((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One Lighthouse mobile run of `url`'s performance in a fresh browser, with `settings` added to the
 * bench's (such as `additionalTraceCategories`): its report (`lhr`) and its `artifacts`.
 */
export async function runLighthouse(url, settings = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    // Longer waits than Lighthouse's defaults (30 s for the first paint), for a machine under load.
    return await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      maxWaitForFcp: 60_000,
      maxWaitForLoad: 90_000,
      ...settings,
    });
  } finally {
    await chrome.kill();
  }
}

async function oneRun(url) {
  const { lhr } = await runLighthouse(url);
  if (lhr.runtimeError) return { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    score: lhr.categories.performance.score === null ? undefined : Math.round(lhr.categories.performance.score * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    scriptTransferBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scriptResourceBytes: scripts.reduce((sum, request) => sum + (request.resourceSize ?? 0), 0),
    scriptRequests: scripts.length,
    runtimeError: lhr.runtimeError?.message,
  };
}

export async function measureLighthouse(url, { runs }) {
  const results = [];
  const attempt = () => oneRun(url).catch((error) => ({ runtimeError: error instanceof Error ? error.message : String(error) }));
  for (let run = 0; run < runs; run += 1) {
    // A run that failed (NO_FCP now and then in headless Chromium under load) is tried once more;
    // the failure stays in `runs`, and medians are of the runs that measured.
    const first = await attempt();
    results.push(first.runtimeError ? { ...(await attempt()), failedBefore: first.runtimeError } : first);
  }
  const of = (key) => median(results.map((result) => result[key]));
  return {
    url,
    runs: results,
    measuredRuns: results.filter((result) => result.score !== undefined).length,
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    fcpMs: of('fcpMs'),
    cls: of('cls'),
    scriptTransferBytes: of('scriptTransferBytes'),
    scriptResourceBytes: of('scriptResourceBytes'),
    scriptRequests: of('scriptRequests'),
  };
}
