import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { workspaceSourceConditions } from '../../vite.shared.ts';

export default defineProject({
  ...workspaceSourceConditions,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Axe runs over a whole dialog take seconds when turbo runs every workspace's tests at once on two cores.
    testTimeout: 15_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
