// node --test scripts/vite-prerender-shell.test.ts
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { staticSelector } from './shell-critical-css.ts';
import { hashedScriptName, prerenderShellPlugin, type ShellBuildConfig, writeFiles } from './vite-prerender-shell.ts';

async function tempApp(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'prerender-shell-'));
  await mkdir(join(root, 'dist'), { recursive: true });
  await writeFile(join(root, 'first-paint.js'), 'document.documentElement.dataset.x = "1";\n');
  await mkdir(join(root, 'dist', 'assets'), { recursive: true });
  await writeFile(
    join(root, 'dist', 'index.html'),
    '<!doctype html><html><head><style>@layer a, b;</style><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>',
  );
  await writeFile(
    join(root, 'dist', 'assets', 'index.css'),
    '@layer a { .hero { color: red } .dialog { color: blue } }\n[dir=rtl] .hero { margin: 0 }\n.card:hover { color: green }\n.cart { color: black }\n' +
      ':where([data-scheme=dark]) .hero:where([data-visible]):after { color: white }\n:where([data-scheme=light]) .hero { color: gray }\n',
  );
  return root;
}

function resolvedConfig(root: string, ssr: boolean | string = false) {
  return {
    root,
    base: '/',
    mode: 'production',
    resolve: { conditions: ['@platter/source', 'module'] },
    ssr: { resolve: { conditions: ['@platter/source', 'node'] } },
    build: { outDir: 'dist', ssr },
  };
}

test("builds the entry for Node, writes the files its default export returns into the app's output, and cleans up", async () => {
  const root = await tempApp();
  const builds: ShellBuildConfig[] = [];
  // Stands in for Vite's build: writes what Vite would, an ES module with the entry's default export.
  const build = async (config: ShellBuildConfig) => {
    builds.push(config);
    await mkdir(config.build.outDir, { recursive: true });
    await writeFile(
      join(config.build.outDir, config.build.rolldownOptions.output.entryFileNames),
      'export default async () => ({ "shell/menu.json": "{\\"variants\\":[]}", "shell/other.html": "<p>x</p>" });\n',
    );
  };
  try {
    const plugin = prerenderShellPlugin({ entry: 'src/shell/render.tsx', build });
    await plugin.configResolved(resolvedConfig(root));
    await plugin.closeBundle.handler();

    assert.equal(await readFile(join(root, 'dist', 'shell', 'menu.json'), 'utf8'), '{"variants":[]}');
    assert.equal(await readFile(join(root, 'dist', 'shell', 'other.html'), 'utf8'), '<p>x</p>');
    assert.equal(builds.length, 1);
    const [config] = builds;
    assert.equal(config?.build.ssr, 'src/shell/render.tsx');
    assert.equal(config?.configFile, false);
    assert.deepEqual(config?.resolve.conditions, ['@platter/source', 'module']);
    assert.deepEqual(config?.ssr.resolve.conditions, ['@platter/source', 'node']);
    // Inside the app, so that the entry's external packages resolve from the app's node_modules.
    assert.ok(config?.build.outDir.startsWith(join(root, 'node_modules')));
    assert.ok(!existsSync(config?.build.outDir ?? ''), 'the Node build is removed');
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test("gives the entry the rules of the built page's stylesheets that its markup uses, in their layers", async () => {
  const root = await tempApp();
  const build = async (config: ShellBuildConfig) => {
    await mkdir(config.build.outDir, { recursive: true });
    await writeFile(
      join(config.build.outDir, 'entry.mjs'),
      'export default async ({ criticalCssOf }) => ({ "critical.css": await criticalCssOf(\'<div class="hero">x</div><div dir="rtl" data-scheme="dark"><p class="hero card" data-visible>y</p></div>\') });\n',
    );
  };
  try {
    const plugin = prerenderShellPlugin({ entry: 'src/shell/render.tsx', build });
    await plugin.configResolved(resolvedConfig(root));
    await plugin.closeBundle.handler();
    const css = (await readFile(join(root, 'dist', 'critical.css'), 'utf8')).replace(/\s+/g, ' ');
    assert.match(css, /@layer a ?\{ ?\.hero ?\{ ?color: red;? ?\} ?\}/);
    assert.match(css, /\[dir=rtl\] \.hero/);
    assert.match(css, /\.card:hover/);
    assert.match(css, /:where\(\[data-scheme=dark\]\) \.hero:where\(\[data-visible\]\):after/);
    assert.doesNotMatch(css, /\.dialog|\.cart|@layer a, b|data-scheme=light/);
    // The stylesheet itself is left whole.
    assert.match(await readFile(join(root, 'dist', 'assets', 'index.css'), 'utf8'), /\.cart/);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('fails the build when the entry does not return files, and still cleans up', async () => {
  const root = await tempApp();
  let outDir = '';
  const build = async (config: ShellBuildConfig) => {
    outDir = config.build.outDir;
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, 'entry.mjs'), 'export default () => ({ "a.html": 1 });\n');
  };
  try {
    const plugin = prerenderShellPlugin({ entry: 'src/shell/render.tsx', build });
    await plugin.configResolved(resolvedConfig(root));
    await assert.rejects(plugin.closeBundle.handler(), /default export must return/);
    assert.ok(!existsSync(outDir));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('does nothing in a server (SSR) build, its own Node build included', async () => {
  const root = await tempApp();
  let built = false;
  try {
    const plugin = prerenderShellPlugin({ entry: 'x.tsx', build: async () => (built = true) });
    await plugin.configResolved(resolvedConfig(root, 'x.tsx'));
    await plugin.closeBundle.handler();
    assert.equal(built, false);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('never writes outside the output folder', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'prerender-shell-out-'));
  try {
    await assert.rejects(writeFiles(dir, { '../escape.html': 'x' }), /outside the output folder/);
    assert.deepEqual(await writeFiles(dir, { 'a/b.html': 'x' }), [join(dir, 'a', 'b.html')]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('loads the before-paint script first in <head>, as a hashed asset of the bundle', async () => {
  const root = await tempApp();
  try {
    const plugin = prerenderShellPlugin({ entry: 'x.tsx', build: async () => undefined, beforePaintScript: 'first-paint.js' });
    await plugin.configResolved({ ...resolvedConfig(root), base: '/shop/' });
    const source = await readFile(join(root, 'first-paint.js'), 'utf8');
    const fileName = hashedScriptName('first-paint.js', source);
    assert.match(fileName, /^assets\/first-paint-[\w-]{8}\.js$/);
    assert.notEqual(fileName, hashedScriptName('first-paint.js', `${source} `));
    assert.deepEqual(plugin.transformIndexHtml(), [
      { tag: 'script', attrs: { src: `/shop/${fileName}`, 'data-before-paint': true }, injectTo: 'head-prepend' },
    ]);
    const emitted: unknown[] = [];
    plugin.generateBundle.call({ emitFile: (file) => String(emitted.push(file)) });
    assert.deepEqual(emitted, [{ type: 'asset', fileName, source }]);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('judges a selector by what static markup can answer', () => {
  assert.equal(staticSelector(':where([data-s=light]) .a:where([data-v]):after'), '[data-s=light] .a[data-v]');
  assert.equal(staticSelector('.a:hover > .b::before'), '.a > .b');
  assert.equal(staticSelector('.a:not(.b, :hover) .c:nth-child(2n+1)'), '.a .c');
  assert.equal(staticSelector(':is(.a, .b) .c:where(.d .e)'), '.c');
  assert.equal(staticSelector('[data-x="a:b"] .c\\:d'), '[data-x="a:b"] .c\\:d');
  assert.equal(staticSelector('.a > :focus-visible'), '.a > *');
  assert.equal(staticSelector('::selection'), '*');
});
