import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompressPlugin } from '../../scripts/vite-precompress.ts';
import { firstLoadChunkGroups, mantineCssPlugin, webAppConfig } from '../../vite.shared.ts';

const shared = webAppConfig({ base: '/manager/', devPort: 5176 });

export default defineConfig({
  ...shared,
  build: { ...shared.build, rolldownOptions: { output: { codeSplitting: firstLoadChunkGroups } } },
  plugins: [react(), mantineCssPlugin(), precompressPlugin()],
});
