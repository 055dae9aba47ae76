#!/usr/bin/env node
// Prints what each built app sends before its first route: index.html's module script plus its
// modulepreloads (raw, gzip -9, brotli -11), its entry chunk, CSS, and all JS of dist/assets; then
// where that first load comes from (lib/first-load-parts.mjs).
// Build first (turbo run build). `npm run bench` prints the same beside the baseline app.
import { join, resolve } from 'node:path';
import { firstLoadParts, PART_LABELS, partsCells } from './lib/first-load-parts.mjs';
import { APPS, kb, measureApps } from './lib/sizes.mjs';

const root = resolve(import.meta.dirname, '..');
const apps = measureApps(root);
for (const app of APPS) {
  const sizes = apps[app];
  if (!sizes) {
    console.log(`${app}: not built`);
    continue;
  }
  const { firstLoadJs: js, entryChunk, firstLoadCss: css, allJs } = sizes;
  console.log(
    `${app.padEnd(12)} first-load JS ${String(js.files).padStart(3)} files ${kb(js.raw).padStart(10)} raw ${kb(js.gzip).padStart(9)} gzip ${kb(js.brotli).padStart(9)} brotli` +
      ` | entry ${kb(entryChunk?.gzip ?? 0)} gzip | CSS ${kb(css.gzip)} gzip | all JS ${allJs.files} files ${kb(allJs.gzip)} gzip`,
  );
}

console.log(`\nfirst-load JS by origin, gzip (an estimate): ${Object.values(PART_LABELS).join(' / ')}; the largest other libraries`);
for (const app of APPS) {
  const split = firstLoadParts(join(root, 'apps', app, 'dist'));
  if (split) {
    const cells = partsCells(split);
    console.log(`${app.padEnd(12)} ${cells.slice(0, -1).join(' / ')}; ${cells.at(-1)}`);
  }
}
