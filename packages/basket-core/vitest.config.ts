import { defineProject } from 'vitest/config';
import { workspaceSourceConditions } from '../../vitest.shared.ts';

export default defineProject({
  ...workspaceSourceConditions,
  test: { environment: 'node' },
});
