import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompressPlugin } from '../../scripts/vite-precompress.ts';
import { mantineAppShellPlugin, mantineCssPlugin, webAppConfig } from '../../vite.shared.ts';

const shared = webAppConfig({ base: '/event-shop/', devPort: 5174 });

export default defineConfig({
  ...shared,
  plugins: [react(), mantineCssPlugin(), mantineAppShellPlugin(), precompressPlugin()],
});
