import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompressPlugin } from '../../scripts/vite-precompress.ts';
import { prerenderShellPlugin } from '../../scripts/vite-prerender-shell.ts';
import { mantineAppShellPlugin, mantineCssPlugin, webAppConfig } from '../../vite.shared.ts';
import { serviceWorkerPlugin } from './src/features/pwa/build-service-worker.ts';

const shared = webAppConfig({ base: '/', devPort: 5173 });

export default defineConfig({
  ...shared,
  plugins: [
    react(),
    mantineCssPlugin(),
    mantineAppShellPlugin(),
    serviceWorkerPlugin(),
    // The menu's first paint from the HTML (issue 18): the API puts the matching variant into /menu.
    prerenderShellPlugin({ entry: 'src/shell/render-menu-shells.tsx', build, beforePaintScript: 'src/shell/first-paint.js' }),
    precompressPlugin(),
  ],
});
