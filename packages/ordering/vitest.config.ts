import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { testRunDefaults, workspaceSourceConditions } from '../../vite.shared.ts';

export default defineProject({
  ...workspaceSourceConditions,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['@platter/ui-kit/test-setup'],
    ...testRunDefaults,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
