#!/usr/bin/env node
// Prints what each built app sends before its first route: index.html's module script plus its
// modulepreloads (raw, gzip -9, brotli -11), its entry chunk, CSS, and all JS of dist/assets.
// Build first (turbo run build). `npm run bench` prints the same beside the baseline app.
import { resolve } from 'node:path';
import { APPS, kb, measureApps } from './lib/sizes.mjs';

const apps = measureApps(resolve(import.meta.dirname, '..'));
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
