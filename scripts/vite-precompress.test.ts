// node --test scripts/vite-precompress.test.ts
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MIN_BYTES, precompressDir } from './vite-precompress.ts';

test('compresses text assets of at least 1 KB, in subfolders too, into .br and .gz that decode to the original', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  try {
    await mkdir(join(dir, 'assets'));
    const script = 'export const menu = "Pizza Margherita";\n'.repeat(100);
    await writeFile(join(dir, 'assets', 'index-abc.js'), script);
    await writeFile(join(dir, 'index.html'), `<!doctype html>${'<p>Platter</p>'.repeat(100)}`);
    await writeFile(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Platter', icons: Array(100).fill({ src: '/i.png' }) }));
    await writeFile(join(dir, 'small.css'), 'a{}'.repeat(10));
    await writeFile(join(dir, 'photo.png'), Buffer.alloc(MIN_BYTES * 4));
    await writeFile(join(dir, 'assets', 'index-abc.js.map'), '{}'.repeat(MIN_BYTES));

    const compressed = await precompressDir(dir);

    assert.deepEqual(compressed, [join(dir, 'assets', 'index-abc.js'), join(dir, 'index.html'), join(dir, 'manifest.webmanifest')]);
    assert.equal(brotliDecompressSync(await readFile(join(dir, 'assets', 'index-abc.js.br'))).toString(), script);
    assert.equal(gunzipSync(await readFile(join(dir, 'assets', 'index-abc.js.gz'))).toString(), script);
    assert.ok((await readFile(join(dir, 'assets', 'index-abc.js.br'))).length < script.length / 10);
    const top = await readdir(dir);
    for (const left of ['small.css.br', 'photo.png.gz', 'photo.png.br']) assert.ok(!top.includes(left), `${left} should not exist`);
    assert.ok(!(await readdir(join(dir, 'assets'))).includes('index-abc.js.map.br'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
