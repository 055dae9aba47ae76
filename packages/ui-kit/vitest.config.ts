import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { testRunDefaults, workspaceSourceConditions } from '../../vite.shared.ts';

export default defineProject({
  ...workspaceSourceConditions,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    ...testRunDefaults,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
