/**
 * Writes the installed app's icons to public/icons: the platform's cloche (as in favicon.svg) on
 * its orange, as SVG and as the PNG sizes Chromium's install check wants (192 and 512, and a
 * maskable 512 with the motif inside the safe circle). Run after changing the drawing:
 *   node apps/storefront/src/features/pwa/generate-icons.ts
 * It needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium) to turn the SVG into PNGs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const ORANGE = '#c2410c';
const CLOCHE =
  '<path d="M8 20h16M10 20a6 6 0 0 1 12 0M16 12v-2" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>';

/** The cloche on a rounded square; `scale` shrinks the motif (maskable icons keep it in the safe zone). */
function iconSvg({ rounded, scale }: { rounded: boolean; scale: number }): string {
  const offset = 16 - 16 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>Platter</title><rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${ORANGE}"/><g transform="translate(${offset} ${offset + scale}) scale(${scale})">${CLOCHE}</g></svg>`;
}

const outDir = resolve(import.meta.dirname, '../../../public/icons');
mkdirSync(outDir, { recursive: true });
const regular = iconSvg({ rounded: true, scale: 1.25 });
const maskable = iconSvg({ rounded: false, scale: 0.95 });
writeFileSync(join(outDir, 'icon.svg'), `${regular}\n`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
const targets = [
  { file: 'icon-192.png', svg: regular, size: 192 },
  { file: 'icon-512.png', svg: regular, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
];
for (const { file, svg, size } of targets) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({ path: join(outDir, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}
await browser.close();
console.warn(`icons written to ${outDir}`);
