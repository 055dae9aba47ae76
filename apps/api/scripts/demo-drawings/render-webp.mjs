// Renders SVG drawings as WebP files in Debian's Chromium (the browser tests' executable, never a
// downloaded one): each drawing is drawn on a canvas SCALE times its size and encoded there.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../../../playwright.shared.ts';

/** WebP quality of the renderings: flat drawings stay clean at 0.8. */
const QUALITY = 0.8;
/**
 * Pixels per drawing unit: a dish drawn 400 x 300 is rendered 600 x 450, near what a phone's
 * product panel shows (721 pixels wide at 1.75 per CSS pixel).
 */
const SCALE = 1.5;
/** No rendering wider than this: a hero drawn 1,600 wide stays 1,600. */
const MAX_WIDTH = 1600;
const WEBP_DATA_URL = 'data:image/webp;base64,';

/** Writes each `{ svg, file }` as a WebP rendering of `svg` to `file`; resolves to the bytes written. */
export async function renderWebp(drawings) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  let bytes = 0;
  try {
    const page = await browser.newPage();
    for (const { svg, file } of drawings) {
      const dataUrl = await page.evaluate(
        async ({ svg, quality, most }) => {
          const image = new Image();
          image.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
          await image.decode();
          const canvas = document.createElement('canvas');
          const scale = Math.min(most.scale, most.width / image.naturalWidth);
          canvas.width = Math.round(image.naturalWidth * scale);
          canvas.height = Math.round(image.naturalHeight * scale);
          canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
          URL.revokeObjectURL(image.src);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, quality: QUALITY, most: { scale: SCALE, width: MAX_WIDTH } },
      );
      // A browser without a WebP encoder answers PNG instead.
      if (!dataUrl.startsWith(WEBP_DATA_URL)) throw new Error(`${CHROMIUM} does not encode WebP`);
      const webp = Buffer.from(dataUrl.slice(WEBP_DATA_URL.length), 'base64');
      writeFileSync(file, webp);
      bytes += webp.length;
    }
  } finally {
    await browser.close();
  }
  return bytes;
}
