import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { workspaceSourceConditions } from '../../vite.shared.ts';

export default defineProject({
  ...workspaceSourceConditions,
  plugins: [react()],
  test: { environment: 'jsdom', setupFiles: ['./src/test/setup.ts'], css: { modules: { classNameStrategy: 'non-scoped' } } },
});
