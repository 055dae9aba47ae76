import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workspaceSourceConditions } from '../../vitest.shared.ts';

const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  ...workspaceSourceConditions,
  plugins: [react()],
  base: '/',
  server: { port: 5173, proxy: { '/api': API_TARGET } },
  build: { target: 'es2023', sourcemap: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['@platter/ui-kit/test-setup'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
