import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

// A built app as the build leaves it: `name.br` and `name.gz` beside each text asset over 1 KB.
// The compressed twins carry a marker of their own, so a test sees which file was sent.
const SCRIPT = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `item ${index}`))};\n`;
const STYLE = `${'.card { color: red }\n'.repeat(100)}`;
const SMALL = 'export const x = 1;\n';

function writeFixtureApp(webRoot: string): void {
  const dist = join(webRoot, 'storefront', 'dist');
  const assets = join(dist, 'assets');
  mkdirSync(assets, { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html lang="en"><head><title>App</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`,
  );
  writeFileSync(join(assets, 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(assets, 'index-Ab12Cd34.js.br'), brotliCompressSync(`${SCRIPT}// br`));
  writeFileSync(join(assets, 'index-Ab12Cd34.js.gz'), gzipSync(`${SCRIPT}// gz`));
  writeFileSync(join(assets, 'style-Ef56Gh78.css'), STYLE);
  writeFileSync(join(assets, 'style-Ef56Gh78.css.gz'), gzipSync(`${STYLE}/* gz */`));
  writeFileSync(join(assets, 'small-Ij90Kl12.js'), SMALL);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe('precompressed static files', () => {
  let webRoot: string;
  let test: TestApp;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'platter-precompressed-'));
    writeFixtureApp(webRoot);
    test = await buildTestApp('sqlite', { webRoot });
  });
  afterAll(async () => {
    await test.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    test.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends name.br to a browser that takes brotli, with its type, length, Vary and the year-long cache', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${SCRIPT}// br`);
  });

  it('sends name.gz when gzip is preferred or brotli refused', async () => {
    for (const header of ['gzip', 'gzip;q=1, br;q=0.5', 'br;q=0, gzip']) {
      const response = await get('/assets/index-Ab12Cd34.js', header);
      expect(response.headers['content-encoding'], header).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toBe(`${SCRIPT}// gz`);
    }
  });

  it('sends the plain file without Accept-Encoding, for identity, and when no twin exists', async () => {
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await get('/assets/index-Ab12Cd34.js', header);
      expect(response.headers['content-encoding'], String(header)).toBeUndefined();
      expect(response.body).toBe(SCRIPT);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
    }
    const onlyGzip = await get('/assets/style-Ef56Gh78.css', 'br');
    expect(onlyGzip.headers['content-encoding']).toBeUndefined();
    expect(onlyGzip.body).toBe(STYLE);
    const small = await get('/assets/small-Ij90Kl12.js', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(SMALL);
  });

  it('keeps the revalidated cache of files outside assets/', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('compresses the app page, which is rendered per request', async () => {
    const plain = await get('/menu');
    const br = await get('/menu', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});
