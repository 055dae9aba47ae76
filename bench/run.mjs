#!/usr/bin/env node
// `npm run bench`: builds the platform, then measures it and prints tables: first-load JS of each
// app against a bare React + Mantine baseline; the API against a Fastify hello world on SQLite (and
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set); Lighthouse mobile on /menu of
// Demo Bistro and of a 600-product menu; that menu under 4x CPU throttling in Playwright. Writes
// bench/results/<time>.json and bench/results/last.json. What each part measures: docs/performance.md.
//
//   npm run bench                 everything (about 15 minutes on 2 cores)
//   npm run bench -- --quick      short rounds and one browser run each (about 4 minutes)
//   npm run bench -- --only=sizes,api,lighthouse,browser   some parts
//   npm run bench -- --no-build   use the dist folders as they are
//   npm run bench -- --only=api --rows=category,products   some API rows (category, products, basketAdd, checkout)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { API_ROWS, measureApi } from './lib/api.mjs';
import { buildBaseline } from './lib/baseline.mjs';
import { CHROMIUM, measureMenuInteractions } from './lib/browser.mjs';
import { firstLoadParts, PART_LABELS, partsCells } from './lib/first-load-parts.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { measureMenuReactWork } from './lib/react-work.mjs';
import { BENCH_SLUG, freshDatabase } from './lib/seed.mjs';
import { hasTaskset } from './lib/server.mjs';
import { APPS, CAP_GZIP, kb, measureApps, measureDist, OVER_BASELINE } from './lib/sizes.mjs';
import { menuUrl, startWebServer } from './lib/web-server.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wants = (part) => !only || only.includes(part);
// Some API rows only (category, products, basketAdd, checkout): a narrower run while working on one.
const apiRows = args
  .find((arg) => arg.startsWith('--rows='))
  ?.slice('--rows='.length)
  .split(',');
const timing = quick ? { warmup: 3, seconds: 5, rounds: 1, baskets: 60 } : { warmup: 10, seconds: 10, rounds: 3, baskets: 300 };
const browserRuns = quick ? { lighthouse: 1, interactions: 1 } : { lighthouse: 5, interactions: 3 };
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

const log = (line = '') => process.stdout.write(`${line}\n`);
const fixed = (value, digits = 0) => (value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits));
const thousands = (value) => (value === undefined ? '–' : Math.round(value).toLocaleString('en-US'));
const seconds = (ms) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`);

function table(headers, rows) {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  log(line(headers));
  log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) log(line(row));
}

const started = Date.now();
const results = {
  date: new Date().toISOString(),
  commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim() || undefined,
  /** Whether the work tree had changes not in `commit` (the figures are of the tree as it was). */
  uncommittedChanges:
    spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).stdout.trim() !== '',
  node: process.version,
  cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
  /** 1-minute load average when the run started: above ~1, other work shares the cores and req/s drops. */
  loadAverage: Number(loadavg()[0].toFixed(2)),
  quick,
  pinned: hasTaskset ? 'server on core 0, load generator on core 1 (taskset)' : 'not pinned: taskset is missing',
  timing,
};

if (results.loadAverage > 1) {
  log(
    `Load average ${results.loadAverage} on ${cpus().length} cores: other work shares the cores; req/s and browser timings will read low.`,
  );
}

if (!args.includes('--no-build')) {
  log('Building the platform (turbo run build) ...');
  const turbo = join(root, 'node_modules', '.bin', 'turbo');
  const build = spawnSync(turbo, ['run', 'build', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (wants('sizes')) {
  log('\n## First-load JavaScript (index.html script + modulepreloads), gzip -9 and brotli -11');
  const baselineDir = join(tmpdir(), `platter-bench-baseline-${process.pid}`);
  await buildBaseline(root, baselineDir);
  const baseline = measureDist(baselineDir);
  const apps = measureApps(root);
  const budget = baseline.firstLoadJs.gzip + OVER_BASELINE;
  const parts = Object.fromEntries(
    [['baseline', baselineDir], ...APPS.map((app) => [app, join(root, 'apps', app, 'dist')])].map(([name, dist]) => [
      name,
      firstLoadParts(dist) ?? null,
    ]),
  );
  results.sizes = { baseline, budgetGzip: budget, capGzip: CAP_GZIP, apps, parts };
  table(
    ['app', 'files', 'raw', 'gzip', 'brotli', 'entry chunk gzip', 'CSS gzip', `<= baseline + 60 KB (${kb(budget)})`, '<= 150 KB'],
    [
      [
        'baseline (React + Mantine)',
        baseline.firstLoadJs.files,
        kb(baseline.firstLoadJs.raw),
        kb(baseline.firstLoadJs.gzip),
        kb(baseline.firstLoadJs.brotli),
        kb(baseline.entryChunk.gzip),
        kb(baseline.firstLoadCss.gzip),
        '',
        '',
      ],
      ...APPS.map((app) => {
        const sizes = apps[app];
        if (!sizes) return [app, 'not built', '', '', '', '', '', '', ''];
        const js = sizes.firstLoadJs;
        return [
          app,
          js.files,
          kb(js.raw),
          kb(js.gzip),
          kb(js.brotli),
          kb(sizes.entryChunk?.gzip ?? 0),
          kb(sizes.firstLoadCss.gzip),
          js.gzip <= budget ? 'yes' : `no (+${kb(js.gzip - budget)})`,
          js.gzip <= CAP_GZIP ? 'yes' : `no (+${kb(js.gzip - CAP_GZIP)})`,
        ];
      }),
    ],
  );
  log('\nWhere the first load comes from (source maps; gzip shared out by each part compressed alone, an estimate):');
  table(
    ['app', ...Object.values(PART_LABELS), 'largest other libraries'],
    Object.entries(parts)
      .filter(([, split]) => split)
      .map(([name, split]) => [name === 'baseline' ? 'baseline (React + Mantine)' : name, ...partsCells(split)]),
  );
}

if (wants('api')) {
  log(
    `\n## API (autocannon; ${results.pinned}; ${timing.warmup} s warm-up, ${timing.rounds} × ${timing.seconds} s, median; ` +
      'each round after a round of the hello world of half its length)',
  );
  results.api = { databases: {} };
  const databases = [undefined, ...(postgresUrl ? [postgresUrl] : [])];
  if (!postgresUrl) log('  PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  for (const url of databases) {
    const database = await freshDatabase(root, { postgresUrl: url });
    log(`  ${database.label} ...`);
    try {
      results.api.databases[database.label] = await measureApi(root, { databaseUrl: database.url, timing, log, rows: apiRows });
    } catch (error) {
      log(`  ${database.label} failed: ${error instanceof Error ? error.message : String(error)}`);
      results.api.databases[database.label] = { error: error instanceof Error ? error.message : String(error) };
    } finally {
      await database.drop();
    }
  }
  for (const [label, { rows }] of Object.entries(results.api.databases)) {
    if (!rows) continue;
    log(`\n${label} (each call beside the hello world of its own minutes: its req/s and CPU ms/req)`);
    table(
      [
        'call',
        'conns',
        'req/s',
        'hello req/s',
        '% of hello',
        'p50 ms',
        'p99 ms',
        'CPU ms/req',
        'hello CPU ms/req',
        '% of hello by CPU',
        'orders/s',
        'non-2xx',
      ],
      API_ROWS.filter(({ key }) => rows[key]).map(({ key }) => {
        const row = rows[key];
        return [
          row.label,
          row.connections,
          thousands(row.reqPerSec),
          thousands(row.hello.reqPerSec),
          `${fixed(row.percentOfHello, 1)} %`,
          row.p50,
          row.p99,
          fixed(row.cpuMsPerReq, 3),
          fixed(row.hello.cpuMsPerReq, 3),
          row.percentOfHelloByCpu === undefined ? '–' : `${fixed(row.percentOfHelloByCpu, 1)} %`,
          row.ordersPerSec === undefined ? '' : fixed(row.ordersPerSec, 0),
          row.non2xx + row.errors,
        ];
      }),
    );
  }
}

if (wants('lighthouse') || wants('browser')) {
  if (!existsSync(CHROMIUM)) {
    log(`\nLighthouse and the browser bench need Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH): skipped.`);
  } else {
    // A fresh server (same database) for each page's runs, so that nothing one leaves behind (rate
    // limit counters, caches) changes the next; a part that fails is recorded and the run goes on.
    const database = await freshDatabase(root);
    const withServer = async (part, task) => {
      const server = await startWebServer(root, { databaseUrl: database.url });
      try {
        return await task({ demoMenu: menuUrl(server.port, 'demo'), benchMenu: menuUrl(server.port, BENCH_SLUG) });
      } catch (error) {
        log(`  ${part} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        return { error: error instanceof Error ? error.message : String(error) };
      } finally {
        await server.stop();
      }
    };
    try {
      if (wants('lighthouse')) {
        log(`\n## Lighthouse mobile (median of ${browserRuns.lighthouse})`);
        const demo = await withServer('Lighthouse /menu', ({ demoMenu }) => measureLighthouse(demoMenu, { runs: browserRuns.lighthouse }));
        const bench = await withServer('Lighthouse 600 products', ({ benchMenu }) =>
          measureLighthouse(benchMenu, { runs: browserRuns.lighthouse }),
        );
        results.lighthouse = { demoBistro: demo, bench600: bench };
        table(
          ['page', 'score', 'LCP', 'TBT', 'FCP', 'CLS', 'JS sent (transfer)', 'JS requests', 'errors'],
          [
            ['/menu Demo Bistro', demo],
            ['/menu 600 products', bench],
          ].map(([label, figures]) => [
            label,
            fixed(figures.score),
            seconds(figures.lcpMs),
            `${fixed(figures.tbtMs)} ms`,
            seconds(figures.fcpMs),
            fixed(figures.cls, 3),
            kb(figures.scriptTransferBytes ?? 0),
            fixed(figures.scriptRequests),
            [...new Set((figures.runs ?? []).map((run) => run.runtimeError).filter(Boolean)), figures.error].filter(Boolean).join('; '),
          ]),
        );
      }
      if (wants('browser')) {
        log(`\n## React's work while /menu of Demo Bistro loads, phone, 4x CPU (median of ${browserRuns.interactions})`);
        const work = await withServer('React work /menu', ({ demoMenu }) =>
          measureMenuReactWork(demoMenu, { runs: browserRuns.interactions }),
        );
        results.reactWork = work;
        table(['commits', 'components rendered'], [[fixed(work.commits), fixed(work.components)]]);

        log(`\n## 600-product menu, phone, 4x CPU throttling (Playwright, median of ${browserRuns.interactions})`);
        const menu = await withServer('Playwright 600 products', ({ benchMenu }) =>
          measureMenuInteractions(root, benchMenu, { runs: browserRuns.interactions }),
        );
        results.interactions = menu;
        table(
          ['first product card', 'tap section', 'open product', 'its panel shown', 'choose size', 'add it', 'INP (web-vitals)'],
          [
            [
              seconds(menu.firstCardMs),
              `${fixed(menu.sectionMs)} ms`,
              `${fixed(menu.openMs)} ms`,
              `${fixed(menu.panelMs)} ms`,
              `${fixed(menu.chooseMs)} ms`,
              `${fixed(menu.addMs)} ms`,
              `${fixed(menu.inpMs)} ms`,
            ],
          ],
        );
      }
    } finally {
      await database.drop();
    }
  }
}

results.seconds = Math.round((Date.now() - started) / 1000);
const out = join(root, 'bench', 'results');
mkdirSync(out, { recursive: true });
const json = `${JSON.stringify(results, null, 2)}\n`;
const file = join(out, `${results.date.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, json);
const complete = !only && !quick;
if (complete) writeFileSync(join(out, 'last.json'), json);
log(`\nWritten: ${file}${complete ? ' and bench/results/last.json' : ''} (${results.seconds} s)`);
