// `npm test` (turbo's //#test:sizes, after the four apps are built): each app's first-load JS
// (index.html's module script plus its modulepreloads, gzip -9) stays within its budget in
// size-budgets.json: the figure measured when the budget was set plus a small margin, so growth
// fails here. Lower a budget when an app shrinks; the goal is <= 150 KB (docs/performance.md). And
// no first load carries code every browser of the build target already has (the modulepreload polyfill).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { APPS, firstLoadFiles, KB, measureDist } from './lib/sizes.mjs';

const root = resolve(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(join(import.meta.dirname, 'size-budgets.json'), 'utf8'));

test('every app has a budget', () => {
  assert.deepEqual(Object.keys(budgets.firstLoadJsGzipKB).toSorted(), APPS.toSorted());
});

for (const app of APPS) {
  test(`${app}: first-load JS within its budget`, () => {
    const sizes = measureDist(join(root, 'apps', app, 'dist'), { brotli: false });
    assert.ok(sizes, `apps/${app}/dist/index.html is missing: build the app first (turbo run build)`);
    const gzipKB = sizes.firstLoadJs.gzip / KB;
    const budget = budgets.firstLoadJsGzipKB[app];
    assert.ok(
      gzipKB <= budget,
      `${app} sends ${gzipKB.toFixed(1)} KB gzip of JS before its first route (${sizes.firstLoadJs.files} files), over its budget of ${budget} KB in bench/size-budgets.json`,
    );
  });
}

for (const app of APPS) {
  test(`${app}: its first load carries no modulepreload polyfill`, () => {
    const dist = join(root, 'apps', app, 'dist');
    const { js } = firstLoadFiles(readFileSync(join(dist, 'index.html'), 'utf8'));
    for (const file of js) {
      const code = readFileSync(join(dist, 'assets', file), 'utf8');
      // The polyfill's mark: it looks up and watches the page's modulepreload links to fetch them itself.
      assert.doesNotMatch(
        code,
        /querySelectorAll\(.link\[rel="modulepreload"\].\)/,
        `${file} carries Vite's modulepreload polyfill (vite.shared.ts: modulePreload.polyfill)`,
      );
    }
  });
}
