import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompressPlugin } from '../../scripts/vite-precompress.ts';
import { webAppConfig } from '../../vite.shared.ts';
import { serviceWorkerPlugin } from './src/features/pwa/build-service-worker.ts';

export default defineConfig({
  ...webAppConfig({ base: '/', devPort: 5173 }),
  plugins: [react(), serviceWorkerPlugin(), precompressPlugin()],
});
