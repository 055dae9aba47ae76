import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompressPlugin } from '../../scripts/vite-precompress.ts';
import { firstLoadChunkGroups, webAppConfig } from '../../vite.shared.ts';
import { serviceWorkerPlugin } from './src/features/pwa/build-service-worker.ts';

const shared = webAppConfig({ base: '/', devPort: 5173 });

export default defineConfig({
  ...shared,
  build: { ...shared.build, rolldownOptions: { output: { codeSplitting: firstLoadChunkGroups } } },
  plugins: [react(), serviceWorkerPlugin(), precompressPlugin()],
});
