import { defineProject } from 'vitest/config';
import { testRunDefaults, workspaceSourceConditions } from '../../vite.shared.ts';

export default defineProject({
  ...workspaceSourceConditions,
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    ...testRunDefaults,
    // A file's beforeAll builds the app on a fresh PostgreSQL schema (migrations and demo data):
    // 10 s was not enough on a loaded 2-core machine (a CI run failed there).
    hookTimeout: 60_000,
  },
});
