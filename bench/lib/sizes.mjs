// First-load JavaScript of a built app: the module script index.html loads plus every chunk it
// modulepreloads (what a browser fetches before the first route can render), raw, gzip and brotli.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const APPS = ['storefront', 'event-shop', 'ticketing', 'manager'];
export const KB = 1024;
/** The goals: at most 150 KB gzip, and at most the bare React + Mantine baseline + 60 KB. */
export const CAP_GZIP = 150 * KB;
export const OVER_BASELINE = 60 * KB;

export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

export function brotliSize(content) {
  return brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  }).length;
}

/** The asset files index.html names (script src, modulepreload and stylesheet hrefs), by kind. */
export function firstLoadFiles(html) {
  const js = new Set();
  const css = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    const file = url ? /assets\/([^"?#]+)$/.exec(url)?.[1] : undefined;
    if (!file) continue;
    if (tag.startsWith('<script') && /type="module"/.test(tag) && file.endsWith('.js')) js.add(file);
    else if (/rel="modulepreload"/.test(tag) && file.endsWith('.js')) js.add(file);
    else if (/rel="stylesheet"/.test(tag) && file.endsWith('.css')) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/**
 * Sizes of one built `dist` folder: `undefined` when it has no index.html. `allJs` covers every JS
 * file of dist/assets (lazy chunks included). `brotli: false` skips brotli (slow at quality 11).
 */
export function measureDist(dist, { brotli: withBrotli = true } = {}) {
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) return undefined;
  const html = readFileSync(indexHtml, 'utf8');
  const { js, css } = firstLoadFiles(html);
  const sum = (files) => {
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    for (const file of files) {
      const content = readFileSync(join(dist, 'assets', file));
      raw += content.length;
      gzip += gzipSize(content);
      if (withBrotli) brotli += brotliSize(content);
    }
    return { files: files.length, raw, gzip, ...(withBrotli ? { brotli } : {}) };
  };
  const allJs = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  // The app's own entry chunk (`index-<hash>.js`); the first module script may be the bundler's
  // small runtime chunk since the first load is grouped (vite.shared.ts's firstLoadChunkGroups).
  const entry = js.find((file) => /^index-[\w-]+\.js$/.test(file)) ?? js[0];
  return {
    firstLoadJs: sum(js),
    firstLoadCss: sum(css),
    entryChunk: entry ? { file: entry, ...sum([entry]) } : undefined,
    allJs: sum(allJs),
  };
}

export function measureApps(root) {
  return Object.fromEntries(APPS.map((app) => [app, measureDist(join(root, 'apps', app, 'dist')) ?? null]));
}

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
