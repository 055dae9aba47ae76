// The built API serving the apps of a web root (a folder holding `<app>/dist`, default `apps/`), on
// a fresh SQLite database with the demo data and bench600, for the browser probes that compare
// builds (compare-lighthouse.mjs, lighthouse-tasks.mjs). SQLite's normal locking mode, so that
// two servers of two builds can share one database file.
import { join } from 'node:path';
import { JWT_SECRET } from './api.mjs';
import { BENCH_SLUG, freshDatabase } from './seed.mjs';
import { startNodeServer } from './server.mjs';

/** `/menu` of Demo Bistro or of the 600-product bench restaurant on a server's port. */
export function menuUrl(port, page) {
  return page === BENCH_SLUG ? `http://${BENCH_SLUG}.localhost:${port}/menu` : `http://127.0.0.1:${port}/menu`;
}

/** A fresh database, and `start(webRoot)` for each build to serve from it; `close()` stops all. */
export async function webServers(root) {
  const database = await freshDatabase(root);
  const servers = [];
  return {
    start: async (webRoot) => {
      const server = await startNodeServer({
        script: join(root, 'apps', 'api', 'dist', 'main.js'),
        env: {
          NODE_ENV: 'production',
          JWT_SECRET,
          DATABASE_URL: database.url,
          REDIS_URL: undefined,
          SQLITE_LOCKING_MODE: 'normal',
          WEB_ROOT: webRoot,
        },
      });
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
