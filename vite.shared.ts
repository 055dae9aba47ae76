/**
 * Shared Vitest/Vite settings. Workspace packages export their TypeScript sources under the
 * `@platter/source` condition, so tests and dev servers never need another package built first.
 * Vite replaces its default conditions when given a list, so the defaults are repeated here.
 */
export const workspaceSourceConditions = {
  resolve: { conditions: ['@platter/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['@platter/source', 'module', 'node', 'development|production'] } },
};

export interface WebAppConfigOptions {
  /** The path the app is served under in production, e.g. `/manager/`. */
  base: string;
  /** Port of `vite` in development; `/api` is proxied to API_URL (default http://127.0.0.1:3000). */
  devPort: number;
}

/**
 * Rolldown's automatic splitting makes a chunk for every set of lazy routes sharing a module, and
 * merges none of them back while a module uses top-level await (the entry does), so the first load
 * was ~100 small files, each a round trip on slow mobile links. These groups put what the
 * entry loads statically (`$initial`) into two chunks: the packages, and the app's own modules.
 * Modules only lazy routes and overlays import are not `$initial` and keep their own chunks.
 * Rolldown puts the entry module into the app's group (even when `test` leaves it out), so that group
 * is named `index`: the entry chunk keeps its `index-<hash>.js` name (the service worker's shell).
 */
export const firstLoadChunkGroups = {
  groups: [
    { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial' as const], priority: 2 },
    { name: 'index', tags: ['$initial' as const], priority: 1 },
  ],
};

/** Vite and Vitest settings every web app shares; the app adds its plugins. */
export function webAppConfig({ base, devPort }: WebAppConfigOptions) {
  return {
    ...workspaceSourceConditions,
    base,
    server: { port: devPort, strictPort: true, proxy: { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', ws: true } } },
    build: { target: 'es2023', sourcemap: true },
    test: {
      environment: 'jsdom' as const,
      setupFiles: ['@platter/ui-kit/test-setup'],
      include: ['src/**/*.test.{ts,tsx}'],
      // Above Testing Library's 5 s wait (ui-kit test setup), so a slow find fails with its own message.
      testTimeout: 15_000,
      css: { modules: { classNameStrategy: 'non-scoped' as const } },
    },
  };
}
