import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth sending compressed; images, fonts and source maps are left as they are. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than the Content-Encoding negotiation costs. */
export const MIN_BYTES = 1024;

/** Every file under `dir`, recursively, as absolute paths. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `name.br` (brotli quality 11) and `name.gz` (gzip level 9) beside every compressible file
 * of `dir` of at least MIN_BYTES, so the server sends them with a Content-Encoding instead of
 * compressing on each request. Returns the files it compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const compressed: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotliAsync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      compressed.push(file);
    }),
  );
  return compressed.sort();
}

interface BuildConfig {
  root: string;
  build: { outDir: string };
}

/**
 * Vite build plugin: once the whole build is written (other plugins' closeBundle included, e.g. the
 * storefront's sw.js), precompresses the output folder with precompressDir.
 */
export function precompressPlugin() {
  let outDir = '';
  return {
    name: 'platter-precompress',
    apply: 'build' as const,
    configResolved(config: BuildConfig) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post' as const,
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
