import { describe, expect, it } from 'vitest';
import { shellAssetsOf } from './precache.ts';

const BUILT_INDEX = `<!doctype html><html><head>
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<link rel="manifest" href="/manifest.webmanifest" />
<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-Ef56Gh78.js">
<link rel="stylesheet" crossorigin href="/assets/index-Ij90Kl12.css">
</head><body><div id="root"></div><script src="/assets/index-Ab12Cd34.js"></script></body></html>`;

describe('shellAssetsOf', () => {
  it('lists the built assets the page loads, once each, and nothing else', () => {
    expect(shellAssetsOf(BUILT_INDEX)).toEqual(['/assets/index-Ab12Cd34.js', '/assets/index-Ij90Kl12.css', '/assets/vendor-Ef56Gh78.js']);
  });

  it('follows the app’s base path', () => {
    expect(shellAssetsOf(BUILT_INDEX.replaceAll('/assets/', '/shop/assets/'), '/shop/')).toHaveLength(3);
    expect(shellAssetsOf(BUILT_INDEX, '/shop/')).toEqual([]);
  });
});
