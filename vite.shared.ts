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
