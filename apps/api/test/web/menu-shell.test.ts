import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PageData, type PageDataInput, pageDataSchema } from '@platter/contract';
import { SUPPORTED_LANGUAGES } from '@platter/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AFTER_FIRST_PAINT_SCRIPTS_ID,
  beforePaintScriptSrc,
  fillMenuShell,
  isInlineableScript,
  renderIndex,
  type ShellManifest,
} from '../../src/web/render-index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const BEFORE_PAINT = 'document.documentElement.dataset.scheme = "light";';

// The stand-ins of apps/storefront/src/shell/shell-variants.ts; the manifest carries them.
const TOKENS = { name: '\uE000\uE001 \uE002\uE003', initials: '\uE000\uE002', logoUrl: '\uE004logo\uE005', imageUrl: '\uE004image\uE005' };

type Variant = Omit<ShellManifest['variants'][number], 'html'>;

/** A shell as React's server renderer writes one: preloads first, then the markup, stand-ins in text, attributes and CSS. */
function shellMarkup(variant: Variant): string {
  const key = JSON.stringify(variant).replace(/"/g, '&quot;');
  return (
    `<link rel="preload" as="image" href="${TOKENS.logoUrl}"/><link rel="preload" href="${TOKENS.imageUrl}" as="image" fetchPriority="high"/>` +
    `<div id="platter-shell" inert="" aria-hidden="true" data-variant="${key}">` +
    `<img src="${TOKENS.logoUrl}" alt="${TOKENS.name}"/><span>${TOKENS.initials}</span><span>${TOKENS.name}</span>` +
    `<div style="background-image:url(&quot;${TOKENS.imageUrl}&quot;)"><h1>Willkommen bei ${TOKENS.name}</h1></div></div>`
  );
}

function manifestOf(variants: Variant[]): ShellManifest {
  return { tokens: TOKENS, variants: variants.map((variant) => ({ ...variant, html: shellMarkup(variant) })) };
}

const BOOLEANS = [false, true];
const EVERY_VARIANT: Variant[] = SUPPORTED_LANGUAGES.flatMap((lang) =>
  (['side', 'top'] as const).flatMap((menuLayout) =>
    (['round', 'square', 'wide'] as const).flatMap((logoShape) =>
      BOOLEANS.flatMap((hasLogo) =>
        BOOLEANS.flatMap((hasImage) =>
          BOOLEANS.map((catalogueOnly) => ({ lang, menuLayout, logoShape, hasLogo, hasImage, catalogueOnly })),
        ),
      ),
    ),
  ),
);

function pageDataWith(input: {
  restaurant?: Partial<PageDataInput['restaurant']>;
  appearance?: PageDataInput['appearance'];
  features?: PageDataInput['features'];
}): PageData {
  return pageDataSchema.parse({
    restaurant: {
      id: 1,
      slug: 'demo-bistro',
      name: 'Demo Bistro',
      currency: '€',
      lang: 'de',
      timeZone: 'Europe/Berlin',
      ...input.restaurant,
    },
    appearance: { logoUrl: '/images/logo.svg', mainImageUrl: '/images/main.svg', ...input.appearance },
    features: input.features ?? {},
  });
}

function variantOf(html: string): Variant {
  const match = /data-variant="([^"]*)"/.exec(html);
  if (!match?.[1]) throw new Error('no variant in the shell');
  return JSON.parse(match[1].replace(/&quot;/g, '"'));
}

describe('fillMenuShell', () => {
  const manifest = manifestOf(EVERY_VARIANT);

  it("picks the variant of the restaurant's language, layout, logo, main image and catalogue mode", () => {
    const html = fillMenuShell(
      manifest,
      pageDataWith({
        restaurant: { lang: 'ar' },
        appearance: { menuLayout: 'top', logoShape: 'square', logoUrl: null, mainImageUrl: '/m.svg' },
        features: { catalogueOnly: true },
      }),
    );
    expect(variantOf(html ?? '')).toEqual({
      lang: 'ar',
      menuLayout: 'top',
      logoShape: 'square',
      hasLogo: false,
      hasImage: true,
      catalogueOnly: true,
    });
    expect(variantOf(fillMenuShell(manifest, pageDataWith({})) ?? '')).toEqual({
      lang: 'de',
      menuLayout: 'side',
      logoShape: 'round',
      hasLogo: true,
      hasImage: true,
      catalogueOnly: false,
    });
  });

  it("puts the restaurant's name, initials, logo and image in place of every stand-in", () => {
    const html = fillMenuShell(manifest, pageDataWith({ restaurant: { name: 'Zur Linde' } })) ?? '';
    expect(html).toContain('<img src="/images/logo.svg" alt="Zur Linde"/><span>ZL</span><span>Zur Linde</span>');
    expect(html).toContain('<h1>Willkommen bei Zur Linde</h1>');
    expect(html).toContain('href="/images/main.svg"');
    expect(html).toContain('background-image:url(&quot;/images/main.svg&quot;)');
    expect(html).not.toMatch(/[\uE000-\uE005]/);
  });

  it('keeps a name with markup as text, in text and in attributes', () => {
    const name = '<script>alert("x")</script> & \'Co\'';
    const html = fillMenuShell(manifest, pageDataWith({ restaurant: { name } })) ?? '';
    expect(html).not.toContain('<script>');
    expect(html).toContain('<h1>Willkommen bei &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;Co&#39;</h1>');
    expect(html).toContain('alt="&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;Co&#39;"');
    // The DOM reads the escaped text back as the name itself.
    const decoded = /<h1>Willkommen bei (.*)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    expect(decoded).toBe(name);
  });

  it('keeps an image address inside its attribute and its CSS string', () => {
    const html = fillMenuShell(manifest, pageDataWith({ appearance: { mainImageUrl: '/a").x{color:red}\\"b\'<x>.svg' } })) ?? '';
    const style = /style="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(style).toBe('background-image:url(&quot;/a%22).x{color:red}%5C%22b&#39;&#60;x&#62;.svg&quot;)');
    expect(html).toContain('href="/a%22).x{color:red}%5C%22b&#39;&#60;x&#62;.svg"');
  });

  it('fills in one pass: a name holding a stand-in character brings no other value in', () => {
    const html = fillMenuShell(manifest, pageDataWith({ restaurant: { name: `A ${TOKENS.logoUrl}` } })) ?? '';
    expect(html).toContain(`<span>A ${TOKENS.logoUrl}</span>`);
  });

  it('gives no shell when the build made no variant for the page data', () => {
    expect(fillMenuShell(manifestOf([]), pageDataWith({}))).toBeUndefined();
  });
});

describe('renderIndex with a shell', () => {
  const template =
    '<!doctype html><html lang="de" dir="ltr" data-mantine-color-scheme="light"><head><title>Platter</title></head><body><div id="root"></div></body></html>';
  const pageData = pageDataWith({ restaurant: { lang: 'ar' } });
  const shell = fillMenuShell(manifestOf(EVERY_VARIANT), pageData);

  it("puts the shell before the app's root and its preloads into the head, keeping the page's colour scheme", () => {
    const html = renderIndex(template, pageData, { shell });
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl" data-mantine-color-scheme="light"><head>/);
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/images\/logo.svg"\/><link rel="preload" href="\/images\/main.svg"[^>]*><script id="platter-data"[^>]*>.*<\/script><\/head>/,
    );
    expect(html).toMatch(/<body><div id="platter-shell" inert="" aria-hidden="true"[^>]*>.*<\/div><div id="root"><\/div><\/body>/);
  });

  it('leaves the page as it was without a shell', () => {
    const html = renderIndex(template, pageData);
    expect(html).toContain('<body><div id="root"></div></body>');
    expect(html).not.toContain('platter-shell');
  });

  const built =
    '<!doctype html><html lang="de"><head><script src="/assets/first-paint-AbC.js" data-before-paint></script><style>@layer a, b;</style>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/vendor-1.css"><link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
    '<title>Platter</title></head><body><div id="root"></div></body></html>';
  const LINKS =
    '<link rel="stylesheet" crossorigin href="/assets/vendor-1.css"><link rel="stylesheet" crossorigin href="/assets/index-1.css">';

  it('paints the shell from its inlined rules: the stylesheets load after the shell, the app root after them', () => {
    const html = renderIndex(built, pageData, { shell, criticalCss: '@layer a{.hero{color:red}}' });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain('<style>@layer a, b;</style>');
    expect(head).toMatch(/<style data-shell-css>@layer a\{\.hero\{color:red\}\}<\/style><link rel="preload"/);
    expect(html).toMatch(new RegExp(`<div id="platter-shell"[^>]*>.*</div>${LINKS.replace(/[.?]/g, '\\$&')}<div id="root"></div></body>`));
  });

  it('keeps the stylesheets in the head without a shell, or without rules to inline', () => {
    for (const parts of [{ criticalCss: '.hero{color:red}' }, { shell }]) {
      const html = renderIndex(built, pageData, parts);
      expect(html.slice(0, html.indexOf('</head>'))).toContain(LINKS);
      expect(html).not.toContain('data-shell-css');
    }
  });

  it('keeps inlined rules inside their style element', () => {
    const html = renderIndex(built, pageData, { shell, criticalCss: '.a{content:"</style><script>alert(1)</script>"}' });
    expect(html).not.toContain('</style><script>alert(1)');
    expect(html).toContain('<style data-shell-css>.a{content:"<\\/style><script>alert(1)</script>"}</style>');
  });

  it("holds the app's module scripts in an inert template for the before-paint script to start, with a shell only", () => {
    const twoScripts = built.replace(
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<script type="module" crossorigin src="/assets/vendor-1.js"></script><script type="module" crossorigin src="/assets/index-1.js"></script>',
    );
    const html = renderIndex(twoScripts, pageData, { shell, scriptsAfterFirstPaint: true });
    const held = `<template id="${AFTER_FIRST_PAINT_SCRIPTS_ID}"><script type="module" crossorigin src="/assets/vendor-1.js"></script><script type="module" crossorigin src="/assets/index-1.js"></script></template>`;
    expect(html).toContain(held);
    expect(html.replace(held, '')).not.toContain('type="module"');
    for (const parts of [{ scriptsAfterFirstPaint: true }, { shell }]) {
      const page = renderIndex(twoScripts, pageData, parts);
      expect(page).not.toContain('<template');
      expect(page.match(/<script type="module"/g)).toHaveLength(2);
    }
  });

  it('puts the before-paint script in place of its tag, unless its text would end the element', () => {
    const source = 'document.documentElement.dataset.x = "1";';
    expect(beforePaintScriptSrc(built)).toBe('/assets/first-paint-AbC.js');
    const html = renderIndex(built, pageData, { beforePaintScript: source });
    expect(html).toContain(`<head><script>${source}</script><style>`);
    expect(html).not.toContain('first-paint-AbC.js');
    const unsafe = 'x = "</script><script>alert(1)";';
    expect(isInlineableScript(unsafe)).toBe(false);
    expect(renderIndex(built, pageData, { beforePaintScript: unsafe })).toContain(
      '<script src="/assets/first-paint-AbC.js" data-before-paint></script>',
    );
  });
});

/** A storefront build folder under a new web root: its index.html, before-paint script and shell manifest. */
function storefrontBuild(name: string, files: { indexHtml: string; beforePaint?: string; manifest: unknown }): string {
  const webRoot = mkdtempSync(join(tmpdir(), name));
  const dist = join(webRoot, 'storefront', 'dist');
  mkdirSync(join(dist, 'shell'), { recursive: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), files.indexHtml);
  if (files.beforePaint !== undefined) writeFileSync(join(dist, 'assets', 'first-paint-AbC.js'), files.beforePaint);
  writeFileSync(join(dist, 'shell', 'menu.json'), JSON.stringify(files.manifest));
  return webRoot;
}

describe.each(['sqlite'] as const)('the menu shell in the served storefront on %s', (dialect) => {
  let webRoot: string;
  let test: TestApp;

  beforeAll(async () => {
    webRoot = storefrontBuild('platter-shell-', {
      indexHtml:
        '<!doctype html><html lang="de"><head><script src="/assets/first-paint-AbC.js" data-before-paint></script><link rel="stylesheet" href="/assets/index-1.css"><title>App</title></head><body><div id="root"></div></body></html>',
      beforePaint: BEFORE_PAINT,
      manifest: { ...manifestOf(EVERY_VARIANT), criticalCss: '.hero{color:red}' },
    });
    test = await buildTestApp(dialect, { webRoot });
  });
  afterAll(async () => {
    await test.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = async (url: string) => (await test.app.inject({ method: 'GET', url })).body;
  async function withFeatures<T>(features: object, read: () => Promise<T>): Promise<T> {
    const bistro = () => test.database.db.updateTable('restaurants').where('slug', '=', 'demo-bistro');
    const { features: original } = await test.database.db
      .selectFrom('restaurants')
      .select('features')
      .where('slug', '=', 'demo-bistro')
      .executeTakeFirstOrThrow();
    await bistro()
      .set({ features: JSON.stringify(features) })
      .execute();
    try {
      return await read();
    } finally {
      await bistro().set({ features: original }).execute();
    }
  }

  it('starts the menu paths with the shell of the restaurant', async () => {
    for (const url of ['/', '/menu', '/menu/', '/menu?category=2', '/?tableId=3']) {
      const html = await page(url);
      expect(html, url).toContain('<div id="platter-shell"');
      expect(html, url).toContain('<span>Demo Bistro</span>');
    }
  });

  it('sends every other page without it', async () => {
    for (const url of ['/cart', '/checkout', '/payment', '/account', '/account/orders', '/blogs', '/menus', '/menu/x', '/review']) {
      expect(await page(url), url).not.toContain('platter-shell');
    }
  });

  it("inlines the shell's rules and the before-paint script, whose hash alone the page lets run inline", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/menu' });
    expect(response.body).toContain(`<head><script>${BEFORE_PAINT}</script>`);
    expect(response.body).toContain('<style data-shell-css>.hero{color:red}</style>');
    expect(response.body).toMatch(/<\/div><link rel="stylesheet" href="\/assets\/index-1.css"><div id="root"><\/div>/);
    const hash = createHash('sha256').update(BEFORE_PAINT).digest('base64');
    expect(String(response.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}';`);
    const cart = await test.app.inject({ method: 'GET', url: '/cart' });
    expect(cart.body).toContain(`<head><script>${BEFORE_PAINT}</script><link rel="stylesheet" href="/assets/index-1.css">`);
    expect(String(cart.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });

  it('sends none where the start leaves for the landing page', async () => {
    await withFeatures({ hasLanding: true }, async () => {
      expect(await page('/')).not.toContain('platter-shell');
      expect(await page('/menu')).toContain('platter-shell');
    });
    await withFeatures({ hasShop: false }, async () => {
      expect(await page('/menu')).not.toContain('platter-shell');
    });
  });
});

describe('a storefront whose before-paint script starts the app', () => {
  // As apps/storefront/src/shell/first-paint.js does: it names the template it starts the scripts of.
  const STARTS_APP = `document.getElementById('${AFTER_FIRST_PAINT_SCRIPTS_ID}');`;
  let webRoot: string;
  let test: TestApp;

  beforeAll(async () => {
    webRoot = storefrontBuild('platter-shell-start-', {
      indexHtml:
        '<!doctype html><html lang="de"><head><script src="/assets/first-paint-AbC.js" data-before-paint></script><script type="module" crossorigin src="/assets/index-1.js"></script><title>App</title></head><body><div id="root"></div></body></html>',
      beforePaint: STARTS_APP,
      manifest: manifestOf(EVERY_VARIANT),
    });
    test = await buildTestApp('sqlite', { webRoot });
  });
  afterAll(async () => {
    await test.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("holds the app's scripts back on the pages with the shell, and only there", async () => {
    const menu = (await test.app.inject({ method: 'GET', url: '/menu' })).body;
    expect(menu).toContain(
      `<template id="${AFTER_FIRST_PAINT_SCRIPTS_ID}"><script type="module" crossorigin src="/assets/index-1.js"></script></template>`,
    );
    const cart = (await test.app.inject({ method: 'GET', url: '/cart' })).body;
    expect(cart).not.toContain('<template');
    expect(cart).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });
});

describe('a storefront build without a usable shell', () => {
  let webRoot: string;
  let test: TestApp;

  beforeAll(async () => {
    webRoot = storefrontBuild('platter-shell-bad-', {
      indexHtml: '<!doctype html><html lang="de"><head><title>App</title></head><body><div id="root"></div></body></html>',
      manifest: { tokens: {}, variants: 'no' },
    });
    test = await buildTestApp('sqlite', { webRoot });
  });
  afterAll(async () => {
    await test.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves the menu as before', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/menu' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('platter-shell');
  });
});
