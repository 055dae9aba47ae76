// Builds bench/baseline (a bare React + Mantine app) with the storefront's own Vite, React and
// Mantine, so the baseline moves with the versions the apps use. Offline: nothing is installed.
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function buildBaseline(root, outDir) {
  const storefront = join(root, 'apps', 'storefront');
  const require = createRequire(join(storefront, 'package.json'));
  const packageDir = (name) => realpathSync(join(storefront, 'node_modules', name));
  const vite = await import(pathToFileURL(require.resolve('vite')).href);
  await vite.build({
    configFile: false,
    logLevel: 'error',
    root: join(root, 'bench', 'baseline'),
    base: '/',
    resolve: {
      alias: [
        { find: /^react-dom(?=\/|$)/, replacement: packageDir('react-dom') },
        { find: /^react(?=\/|$)/, replacement: packageDir('react') },
        { find: /^@mantine\/core(?=\/|$)/, replacement: packageDir('@mantine/core') },
      ],
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir, emptyOutDir: true, target: 'es2023', sourcemap: true, reportCompressedSize: false },
  });
  return outDir;
}
