import { defineProject } from 'vitest/config';
import { testRunDefaults, workspaceSourceConditions } from '../../vite.shared.ts';

export default defineProject({
  ...workspaceSourceConditions,
  test: { environment: 'node', ...testRunDefaults },
});
