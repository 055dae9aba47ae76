import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompressPlugin } from '../../scripts/vite-precompress.ts';
import { mantineAppShellPlugin, mantineCssPlugin, webAppConfig } from '../../vite.shared.ts';

const shared = webAppConfig({ base: '/manager/', devPort: 5176 });

export default defineConfig({
  ...shared,
  plugins: [react(), mantineCssPlugin(), mantineAppShellPlugin(), precompressPlugin()],
});
