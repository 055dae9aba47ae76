import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { shellAssetsOf } from './precache.ts';

/**
 * A Vite build plugin that writes `/sw.js` next to the built app: service-worker.ts bundled as one
 * classic script (every browser runs those as workers), with the app shell the built `index.html`
 * loads and a version derived from the names of all built assets. Any change to the app changes a
 * hashed name, so sw.js changes byte for byte and browsers find the new version (spec §4 "Updates").
 */
export function serviceWorkerPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'platter-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const shell = shellAssetsOf(readFileSync(join(outDir, 'index.html'), 'utf8'), config.base);
      const assets = readdirSync(join(outDir, 'assets')).sort();
      const version = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 16);
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        publicDir: false,
        define: { __PLATTER_SW_VERSION__: JSON.stringify(version), __PLATTER_SW_SHELL__: JSON.stringify(shell) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          target: 'es2022',
          lib: {
            entry: resolve(import.meta.dirname, 'service-worker.ts'),
            formats: ['iife'],
            name: 'platterServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}
