// `npm test` (with the size check): lib/first-load-parts.mjs reads a built app's first load by
// where its bytes come from.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { firstLoadParts, originOf, partOf } from './lib/first-load-parts.mjs';
import { gzipSize } from './lib/sizes.mjs';
import { encodeMappings } from './lib/source-maps.mjs';

test('a source is a library by its package name, a platform package, the app or unmapped', () => {
  const cases = [
    ['../../../../node_modules/.pnpm/react-dom@19.2.1_react@19.2.1/node_modules/react-dom/cjs/client.js', 'react-dom', 'fixed'],
    ['../../node_modules/.pnpm/@mantine+core@9.7.4_patch_hash=ab12/node_modules/@mantine/core/esm/Box.mjs', '@mantine/core', 'fixed'],
    ['../../node_modules/@tanstack/query-core/build/modern/query.js', '@tanstack/query-core', 'library'],
    ['../../../../packages/ordering/src/menu/use-menu.ts', 'packages/ordering', 'platform'],
    ['../../src/features/menu/MenuScreen.tsx', 'app', 'app'],
    [null, 'unmapped', 'unmapped'],
  ];
  for (const [source, origin, part] of cases) {
    assert.equal(originOf(source), origin, String(source));
    assert.equal(partOf(origin), part, origin);
  }
});

test("a first load's bytes are shared out by the sources their mappings name", (t) => {
  const dist = mkdtempSync(join(tmpdir(), 'first-load-parts-'));
  t.after(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<script type="module" src="/assets/index-a1.js"></script><link rel="modulepreload" href="/assets/runtime-b2.js"><script src="/assets/classic.js"></script>',
  );
  const code = 'import"./runtime-b2.js";reactDom();uiKit();\nmain();';
  writeFileSync(join(dist, 'assets', 'index-a1.js'), code);
  writeFileSync(
    join(dist, 'assets', 'index-a1.js.map'),
    JSON.stringify({
      version: 3,
      sources: [
        '../../node_modules/.pnpm/react-dom@19.2.1/node_modules/react-dom/index.js',
        '../../packages/ui-kit/src/index.ts',
        '../../src/main.tsx',
      ],
      names: [],
      // Line 1: the import unmapped, then react-dom from column 24, ui-kit from 35; line 2: the app.
      mappings: encodeMappings([
        [
          [24, 0, 0, 0],
          [35, 1, 0, 0],
        ],
        [[0, 2, 0, 0]],
      ]),
    }),
  );
  // A module without a source map (the bundler's runtime) counts as unmapped.
  writeFileSync(join(dist, 'assets', 'runtime-b2.js'), 'export const n=1;');
  // A classic script is not part of the first load's modules.
  writeFileSync(join(dist, 'assets', 'classic.js'), 'x();'.repeat(100));

  const { parts, origins } = firstLoadParts(dist);
  const raw = Object.fromEntries(Object.entries(origins).map(([origin, bytes]) => [origin, bytes.raw]));
  // The newline ending a line belongs to the line's last segment.
  assert.deepEqual(raw, { 'react-dom': 11, 'packages/ui-kit': 9, app: 7, unmapped: 24 + 17 });
  assert.equal(parts.fixed.raw, 11);
  assert.equal(parts.platform.raw, 9);
  assert.equal(parts.app.raw, 7);
  assert.equal(parts.library.raw, 0);
  const gzipTotal = Object.values(parts).reduce((sum, part) => sum + part.gzip, 0);
  assert.ok(Math.abs(gzipTotal - gzipSize(code) - gzipSize('export const n=1;')) < 1e-6, 'the gzip shares add up to the files');
});

test('a folder without index.html has no first load', () => {
  assert.equal(firstLoadParts(tmpdir()), undefined);
});
