#!/usr/bin/env node
// Prints what each built app sends to a browser: every JS and CSS file of dist/assets, raw and gzip,
// with the entry chunk (the one index.html loads first) marked. Build first: pnpm turbo run build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const apps = ['storefront', 'event-shop', 'ticketing', 'manager'];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

for (const app of apps) {
  const dist = join(root, 'apps', app, 'dist');
  if (!existsSync(dist)) {
    console.log(`${app}: not built`);
    continue;
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = readdirSync(join(dist, 'assets')).filter((file) => /\.(js|css)$/.test(file));
  let totalGzip = 0;
  let entryGzip = 0;
  console.log(`\n${app}`);
  for (const file of files) {
    const content = readFileSync(join(dist, 'assets', file));
    const gzip = gzipSync(content, { level: 9 }).length;
    const entry = html.includes(`assets/${file}`);
    totalGzip += gzip;
    if (entry) entryGzip += gzip;
    console.log(`  ${file.padEnd(36)} ${kb(content.length)} ${kb(gzip)} gzip${entry ? '  (first load)' : ''}`);
  }
  console.log(`  ${'first load'.padEnd(36)} ${''.padStart(10)} ${kb(entryGzip)} gzip`);
  console.log(`  ${'all assets'.padEnd(36)} ${''.padStart(10)} ${kb(totalGzip)} gzip`);
}
