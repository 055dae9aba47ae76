import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { screenshot } from './screenshots.ts';

const STORYBOOK = resolve(import.meta.dirname, '../../../packages/ui-kit/storybook-static');
const COMPONENTS_DIR = resolve(import.meta.dirname, '../../../packages/ui-kit/src/components');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** The built Storybook is static files; a few lines of HTTP serve it for the browser. */
function serveStatic(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolveServer) => server.listen(0, '127.0.0.1', () => resolveServer(server)));
}

test.describe('Storybook', () => {
  let server: Server;
  let base: string;
  test.beforeAll(async () => {
    expect(existsSync(join(STORYBOOK, 'iframe.html')), 'build it with: pnpm --filter @platter/ui-kit build-storybook').toBe(true);
    server = await serveStatic(STORYBOOK);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

  test('renders a component in Arabic, right to left, from the language toolbar global', { tag: '@desktop' }, async ({ page }) => {
    await page.goto(`${base}/iframe.html?id=layout-applayout--side-menu&viewMode=story&globals=language:ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: /فتح السلة/ })).toBeVisible();
    // The side menu moves to the right edge in RTL.
    const menu = await page.locator('.mantine-AppShell-navbar').boundingBox();
    expect(menu && menu.x > 600).toBe(true);
    await screenshot(page, 'storybook-layout-arabic');
  });

  test('lists every component in the manager UI', async ({ page }) => {
    await page.goto(`${base}/index.json`);
    const index = JSON.parse((await page.locator('body').textContent()) ?? '{}') as { entries: Record<string, { importPath: string }> };
    const storyFiles = new Set(Object.values(index.entries).map((entry) => entry.importPath));
    // Every component folder of ui-kit has its stories in the built Storybook.
    const folders = readdirSync(COMPONENTS_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.length).toBeGreaterThan(60);
    for (const { name } of folders) expect(storyFiles.has(`./src/components/${name}/${name}.story.tsx`), name).toBe(true);
  });
});
