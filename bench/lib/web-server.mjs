// The built API serving the web apps for the browser benches: `npm run bench`'s Lighthouse and
// Playwright parts, and the probes that compare builds (compare-lighthouse.mjs,
// lighthouse-tasks.mjs), which serve a web root of their own (a folder holding `<app>/dist`).
import { join } from 'node:path';
import { JWT_SECRET } from './api.mjs';
import { BENCH_SLUG, freshDatabase } from './seed.mjs';
import { startNodeServer } from './server.mjs';

/** `/menu` of Demo Bistro or of the 600-product bench restaurant on a server's port. */
export function menuUrl(port, page) {
  return page === BENCH_SLUG ? `http://${BENCH_SLUG}.localhost:${port}/menu` : `http://127.0.0.1:${port}/menu`;
}

/**
 * The built API (production, the bench's log level, no Redis) on `databaseUrl`, serving the apps of
 * `webRoot` (default: its own, `apps/`). `sharedDatabase`: SQLite's normal locking mode, so that
 * servers of two builds can share one database file.
 */
export function startWebServer(root, { databaseUrl, webRoot, sharedDatabase = false }) {
  return startNodeServer({
    script: join(root, 'apps', 'api', 'dist', 'main.js'),
    env: {
      NODE_ENV: 'production',
      JWT_SECRET,
      DATABASE_URL: databaseUrl,
      REDIS_URL: undefined,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      ...(sharedDatabase ? { SQLITE_LOCKING_MODE: 'normal' } : {}),
      ...(webRoot ? { WEB_ROOT: webRoot } : {}),
    },
  });
}

/** A fresh database, and `start(webRoot)` for each build to serve from it; `close()` stops all. */
export async function webServers(root) {
  const database = await freshDatabase(root);
  const servers = [];
  return {
    start: async (webRoot) => {
      const server = await startWebServer(root, { databaseUrl: database.url, webRoot, sharedDatabase: true });
      servers.push(server);
      return server;
    },
    close: async () => {
      for (const server of servers) await server.stop();
      await database.drop();
    },
  };
}

/** `--name=value` options of a command line, with defaults. */
export function options(args, defaults) {
  const given = Object.fromEntries(
    args
      .filter((arg) => arg.startsWith('--'))
      .map((arg) => arg.slice(2).split('='))
      .map(([name, value]) => [name, value ?? 'true']),
  );
  return { ...defaults, ...given };
}
