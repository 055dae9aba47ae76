/**
 * Shared Vitest/Vite settings. Workspace packages export their TypeScript sources under the
 * `@platter/source` condition, so tests and dev servers never need another package built first.
 * Vite replaces its default conditions when given a list, so the defaults are repeated here.
 */
export const workspaceSourceConditions = {
  resolve: { conditions: ['@platter/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['@platter/source', 'module', 'node', 'development|production'] } },
};
