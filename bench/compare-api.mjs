#!/usr/bin/env node
// Two builds of the API in alternated pairs: each on a fresh SQLite database of its own, started
// once, then loaded in turn (the order swapped every pair) for a few seconds per row, so that a
// change of the machine's speed meets both alike. This machine's speed moved by half within the
// hour; one build's figures an hour apart compare nothing. Prints each pair and the medians.
//
//   cp -r apps/api/dist apps/api/dist-before       # before the change (a sibling of dist: it
//   ...change, then pnpm --filter @platter/api build   # resolves the API's packages the same way)
//   node bench/compare-api.mjs before=apps/api/dist-before after=apps/api/dist --rows=basketAdd,checkout
//
// Options: --rows=category,products,basketAdd,checkout (default basketAdd,checkout), --pairs=8,
// --seconds=3, --postgres (each build on a fresh PostgreSQL database of the server BENCH_DATABASE_URL
// or TEST_DATABASE_URL names, instead of SQLite). The builds must share the database schema (the
// database is seeded by apps/api/dist).
import { resolve } from 'node:path';
import { apiScenarios, measure, median, startApiServer } from './lib/api.mjs';
import { freshDatabase } from './lib/seed.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const builds = args.filter((arg) => !arg.startsWith('--')).map((arg) => arg.split('='));
if (builds.length !== 2 || builds.some((build) => build.length !== 2)) {
  console.error('usage: node bench/compare-api.mjs before=<dist folder> after=<dist folder> [--rows=…] [--pairs=8] [--seconds=3]');
  process.exit(2);
}
const rows = option('rows', 'basketAdd,checkout').split(',');
const pairs = Number(option('pairs', '8'));
const seconds = Number(option('seconds', '3'));
const postgresUrl = args.includes('--postgres') ? process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL : undefined;
if (args.includes('--postgres') && !postgresUrl) {
  console.error('--postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  process.exit(2);
}

/** The answers' status codes of a run and how many of each, such as `200: 9120, 422: 438`. */
const statusesOf = (figures) =>
  Object.entries(figures.rounds?.[0]?.statusCodes ?? {})
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ');

const started = [];
try {
  for (const [name, dist] of builds) {
    const database = await freshDatabase(root, { postgresUrl });
    const server = await startApiServer(root, { databaseUrl: database.url, dist });
    started.push({ name, server, database, ...(await apiScenarios(server.url, { baskets: 400 })) });
  }
  for (const row of rows) {
    const runs = new Map(started.map(({ name }) => [name, []]));
    for (let pair = 0; pair < pairs; pair += 1) {
      for (const build of pair % 2 ? started.toReversed() : started) {
        const figures = await measure(root, build.server, build.scenarios[row], { warmup: pair === 0 ? 3 : 1, seconds, rounds: 1 });
        runs.get(build.name).push(figures);
        console.log(
          `${row} pair ${pair + 1} ${build.name}: ${Math.round(figures.reqPerSec)} req/s, p99 ${figures.p99} ms, ` +
            `${figures.cpuMsPerReq?.toFixed(3)} CPU ms/req${figures.non2xx ? `, ${figures.non2xx} non-2xx (${statusesOf(figures)})` : ''}`,
        );
      }
    }
    for (const [name, figures] of runs) {
      const failed = figures.reduce((sum, run) => sum + run.non2xx + run.errors, 0);
      console.log(
        `${row} ${name}: median ${Math.round(median(figures.map((run) => run.reqPerSec)))} req/s, ` +
          `p99 ${median(figures.map((run) => run.p99))} ms, ${median(figures.map((run) => run.cpuMsPerReq)).toFixed(3)} CPU ms/req` +
          (failed ? ` (${failed} failed requests: not comparable)` : ''),
      );
    }
  }
} finally {
  for (const { server, database } of started) {
    await server.stop();
    await database.drop();
  }
}
