// Where a built app's first-load JS comes from, read through the build's source maps: the
// libraries the product's owner fixed (and what they bring with them), other libraries, the
// platform's packages and the app's own code. The size goal is judged against this split: the
// fixed libraries are a floor no code of ours can go under.
//
// Raw bytes are exact: each generated segment belongs to the source its mapping names. Gzip bytes
// are an estimate, since compression works across sources: each source's text of a file is
// compressed alone, and the file's real gzip size is shared out in those proportions.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoadFiles, gzipSize, kb } from './sizes.mjs';
import { eachMapping, TraceMap } from './source-maps.mjs';

/**
 * The stack the owner fixed (README, ../shared/ARCHITECTURE.md) and the packages those bring:
 * scheduler under react-dom, clsx and @mantine/store under Mantine, use-sync-external-store under
 * zustand and react-i18next, which is i18next's React binding.
 */
export const FIXED_LIBRARIES = new Set([
  'react',
  'react-dom',
  'scheduler',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@mantine/store',
  'clsx',
  'zustand',
  'use-sync-external-store',
  'ky',
  'zod',
  'react-router',
  'i18next',
  'react-i18next',
  'luxon',
]);

export const PART_LABELS = {
  fixed: 'fixed libraries',
  library: 'other libraries',
  platform: 'platform packages',
  app: 'the app',
  unmapped: 'bundler glue',
};

/**
 * Where a source map's source comes from: a library by its package name, a platform package as
 * `packages/<name>`, the app's own files as `app`; `unmapped` for code no source names.
 */
export function originOf(source) {
  if (!source) return 'unmapped';
  const library = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
  return library ?? /(?:^|\/)(packages\/[^/]+)\//.exec(source)?.[1] ?? 'app';
}

/** The part of the first load (a key of PART_LABELS) an origin belongs to. */
export function partOf(origin) {
  if (origin === 'app' || origin === 'unmapped') return origin;
  if (origin.startsWith('packages/')) return 'platform';
  return FIXED_LIBRARIES.has(origin) ? 'fixed' : 'library';
}

/** One file's text, cut into what each origin (`originOf(source)`) generated. */
export function textByOrigin(code, map) {
  const lines = code.split('\n');
  const texts = new Map();
  const add = (text) => texts.set(origin, (texts.get(origin) ?? '') + text);
  let line = 0; // 1-based line of the segment being read; 0 before the first mapping
  let column = 0;
  let origin = 'unmapped';
  const readTo = (toLine, toColumn) => {
    while (line < toLine) {
      if (line > 0) add(`${lines[line - 1].slice(column)}\n`);
      line += 1;
      column = 0;
      origin = 'unmapped';
    }
    add(lines[line - 1].slice(column, toColumn));
    column = toColumn;
  };
  eachMapping(map, (mapping) => {
    readTo(mapping.generatedLine, mapping.generatedColumn);
    origin = originOf(mapping.source);
  });
  readTo(lines.length, lines.at(-1).length);
  return texts;
}

/**
 * The split of `dist`'s first-load JS (index.html's module scripts and modulepreloads):
 * `{ parts: { fixed, library, platform, app, unmapped }, origins }`, each `{ raw, gzip }` in bytes,
 * `origins` by package (`app` and `unmapped` as one each). A file without a source map counts as
 * `unmapped`. `undefined` when `dist` has no index.html.
 */
export function firstLoadParts(dist) {
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) return undefined;
  const origins = new Map();
  const count = (origin, raw, gzip) => {
    const sum = origins.get(origin) ?? { raw: 0, gzip: 0 };
    origins.set(origin, { raw: sum.raw + raw, gzip: sum.gzip + gzip });
  };
  for (const file of firstLoadFiles(readFileSync(indexHtml, 'utf8')).js) {
    const path = join(dist, 'assets', file);
    const code = readFileSync(path, 'utf8');
    const fileGzip = gzipSize(code);
    if (!existsSync(`${path}.map`)) {
      count('unmapped', Buffer.byteLength(code), fileGzip);
      continue;
    }
    const texts = textByOrigin(code, new TraceMap(readFileSync(`${path}.map`, 'utf8')));
    const alone = new Map([...texts].map(([origin, text]) => [origin, gzipSize(text)]));
    const aloneTotal = [...alone.values()].reduce((sum, size) => sum + size, 0);
    for (const [origin, text] of texts) count(origin, Buffer.byteLength(text), (fileGzip * alone.get(origin)) / aloneTotal);
  }
  const parts = Object.fromEntries(Object.keys(PART_LABELS).map((part) => [part, { raw: 0, gzip: 0 }]));
  for (const [origin, { raw, gzip }] of origins) {
    parts[partOf(origin)].raw += raw;
    parts[partOf(origin)].gzip += gzip;
  }
  return { parts, origins: Object.fromEntries([...origins].sort(([, a], [, b]) => b.gzip - a.gzip)) };
}

/** The split's parts as table cells (gzip KB, in PART_LABELS' order), then its largest other libraries. */
export function partsCells({ parts, origins }, { others = 3 } = {}) {
  const largest = Object.entries(origins)
    .filter(([origin]) => partOf(origin) === 'library')
    .slice(0, others)
    .map(([origin, { gzip }]) => `${origin} ${kb(gzip)}`);
  return [...Object.keys(PART_LABELS).map((part) => kb(parts[part].gzip)), largest.join(', ')];
}
