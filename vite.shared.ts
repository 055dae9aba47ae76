import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Shared Vitest/Vite settings. Workspace packages export their TypeScript sources under the
 * `@platter/source` condition, so tests and dev servers never need another package built first.
 * Vite replaces its default conditions when given a list, so the defaults are repeated here.
 */
export const workspaceSourceConditions = {
  resolve: { conditions: ['@platter/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['@platter/source', 'module', 'node', 'development|production'] } },
};

/**
 * What every workspace's Vitest run shares.
 * - `isolate: false`: a worker runs file after file in one module graph, so React, Mantine and
 *   jsdom (or Fastify and the whole API) are loaded once per worker instead of once per file. Alone
 *   on 2 cores, ui-kit's 91 files took 205 s isolated and 29 s so; the API's 107 files 416 s and
 *   260 s (half the CPU). A file must leave nothing behind: ui-kit's test setup gives each file a
 *   blank page and puts back stubs; the API's tests each open their own database.
 * - `testTimeout`: property tests run thousands of cases, and whole-screen tests wait above Testing
 *   Library's 20 s (ui-kit test setup) so a slow find fails with its own message; with every
 *   workspace's tests at once on a loaded 2-core machine, Vitest's 5 s default ran out.
 */
export const testRunDefaults = { isolate: false, testTimeout: 30_000 };

export interface WebAppConfigOptions {
  /** The path the app is served under in production, e.g. `/manager/`. */
  base: string;
  /** Port of `vite` in development; `/api` is proxied to API_URL (default http://127.0.0.1:3000). */
  devPort: number;
}

/**
 * Rolldown's automatic splitting makes a chunk for every set of lazy routes sharing a module, and
 * merges none of them back while a module uses top-level await (the entry does), so the first load
 * was ~100 small files, each a round trip on slow mobile links. These groups put what the
 * entry loads statically (`$initial`) into two chunks: the packages, and the app's own modules.
 * Modules only lazy routes and overlays import are not `$initial` and keep their own chunks.
 * Rolldown puts the entry module into the app's group (even when `test` leaves it out), so that group
 * is named `index`: the entry chunk keeps its `index-<hash>.js` name (the service worker's shell).
 * The response schemas load after the first render, the first call of each API area importing its
 * own; split, the restaurant area's import alone brought 7 files and the menu's load 12, each a
 * `<link rel=modulepreload>` appended to the head while React committed. They are three chunks now:
 * the checks of the areas a menu's load calls (restaurant, auth, content: JSON Schemas generated
 * from the contract and api-client's `json-check.ts`, no zod); zod with api-client's
 * `zod-settings.ts`; the contract's zod schemas with the other areas' modules (basket, order, ...),
 * which load with the first screen that calls them. The menu's load builds no schema: zod and
 * every schema it builds were one task of 70 to 90 ms on a phone's load (issue 18). Zod apart
 * because the settings must hold before the contract builds its first object schema (zod probes
 * `new Function` there, a CSP violation), and a chunk runs its modules in an order only imports
 * decide: the contract does not import the settings, but the schemas chunk imports zod's.
 */
export const firstLoadChunkGroups = {
  groups: [
    { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial' as const], priority: 4 },
    { name: 'index', tags: ['$initial' as const], priority: 3 },
    {
      name: 'zod',
      test: /[\\/](node_modules[\\/]zod[\\/]|packages[\\/]api-client[\\/]src[\\/]responses[\\/]zod-settings\.ts)/,
      priority: 2,
    },
    {
      name: 'menu-checks',
      test: /[\\/]packages[\\/]api-client[\\/]src[\\/](json-check\.ts|responses[\\/](restaurant|auth|content)\.(ts|schemas\.json))$/,
      priority: 1.5,
    },
    { name: 'schemas', test: /[\\/]packages[\\/](contract[\\/]src|api-client[\\/]src[\\/]responses)[\\/]/, priority: 1 },
  ],
};

/**
 * Chunks an app loads when the page is idle (the product-choice panel: ordering's
 * `load-product-choice.ts`). No one waits for them, so their scripts come through their own imports
 * instead of a `<link rel=modulepreload>` per chunk, which Vite's helper appends on the main thread
 * (12 for the panel, in one idle task of 15 to 26 ms on a desktop CPU, four times that on
 * Lighthouse's phone). Their style sheets are still added before they run.
 */
const IDLE_LOADED_CHUNK = /(^|\/)ProductChoiceHost-[\w-]+\.js$/;

/** A language's chunk of the i18n package: its interface texts (`locales`) or its server messages (`messages`). */
const LANGUAGE_CHUNK = /[\\/]packages[\\/]i18n[\\/](?:src|dist)[\\/](locales|messages)[\\/](\w+)[\\/]index\.[jt]s$/;

/**
 * Where a chunk is written: Vite's `assets/[name]-[hash].js`, except a language's chunks, which
 * rolldown names after their folder, so that the interface texts and the server messages were both
 * `de-<hash>.js`: `texts-de-<hash>.js` and `messages-de-<hash>.js` say which is which.
 */
export function chunkFileName({ facadeModuleId }: { facadeModuleId: string | null }): string {
  const language = facadeModuleId ? LANGUAGE_CHUNK.exec(facadeModuleId) : null;
  if (language) return `assets/${language[1] === 'locales' ? 'texts' : 'messages'}-${language[2]}-[hash].js`;
  return 'assets/[name]-[hash].js';
}

/** The scripts Vite preloads with a dynamic import of `chunk`: none for an idle load. */
function preloadedWith(chunk: string, scripts: string[]): string[] {
  return IDLE_LOADED_CHUNK.test(chunk) ? [] : scripts;
}

const UI_KIT_STYLES = fileURLToPath(new URL('./packages/ui-kit/src/styles.css', import.meta.url));
const MANTINE_COMPONENT_SHEETS = fileURLToPath(new URL('./packages/ui-kit/src/styles/mantine-components.css', import.meta.url));
const COMPONENT_SHEETS_IMPORT = /@import\s+"\.\/styles\/mantine-components\.css";/;
/** A Mantine component's class names (`esm/components/Button/Button.module.mjs`); its sheet has the same name. */
const MANTINE_CLASSES_MODULE = /^(.*[\\/]@mantine[\\/](core|notifications))[\\/]esm[\\/](?:.*[\\/])?(\w+)\.module\.mjs$/;
const MANTINE_SHEET = /[\\/]@mantine[\\/](?:core[\\/]styles[\\/](\w+)|notifications[\\/]styles)\.css$/;

/** The `mantine.*` sub-layers of ui-kit's styles.css and styles/mantine-components.css, in their order. */
export function mantineLayerOrder(sheets = [UI_KIT_STYLES, MANTINE_COMPONENT_SHEETS]): string[] {
  return sheets.flatMap((sheet) =>
    [...readFileSync(sheet, 'utf8').matchAll(/layer\((mantine\.[\w-]+)\)/g)].map((match) => match[1] as string),
  );
}

/** What mantineCssPlugin does to one module of the build: its new code, or undefined to leave it. */
export function mantineCssTransform(code: string, id: string): string | undefined {
  const path = id.split('?')[0] as string;
  if (path === UI_KIT_STYLES) {
    if (!COMPONENT_SHEETS_IMPORT.test(code)) throw new Error(`${UI_KIT_STYLES} no longer imports ./styles/mantine-components.css`);
    return code.replace(COMPONENT_SHEETS_IMPORT, '');
  }
  const classes = MANTINE_CLASSES_MODULE.exec(path);
  if (classes) {
    const [, root, pkg, name] = classes;
    const sheet = pkg === 'core' ? `${root}/styles/${name}.css` : `${root}/styles.css`;
    return `${code}\nimport ${JSON.stringify(sheet)};\n`;
  }
  const sheet = MANTINE_SHEET.exec(path);
  if (sheet) {
    const layer = `mantine.${sheet[1] ?? 'notifications'}`;
    return `@layer ${layer} {\n${code}\n}\n`;
  }
  return undefined;
}

/** The `mantine.*` layers of a built sheet that the written order does not name. */
export function sheetLayersOutside(source: string | Uint8Array | undefined, order: readonly string[]): string[] {
  if (typeof source !== 'string') return [];
  return [...source.matchAll(/@layer\s+(mantine\.[\w-]+)\s*\{/g)]
    .map((match) => match[1] as string)
    .filter((layer) => !order.includes(layer));
}

/**
 * Build plugin: each Mantine component's sheet loads with the Mantine module that uses it (its
 * class names module), so the first load's CSS holds only the components of the first route and a
 * lazy screen brings the sheets of its own. ui-kit's styles.css then keeps only Mantine's base
 * sheets; dev servers (which pre-bundle Mantine, so no module of it passes here) and Storybook keep
 * the whole list. Every sheet stays in its `mantine.<Name>` sub-layer, whose order index.html
 * declares before any sheet loads: the cascade among Mantine's sheets is the written order whatever
 * order the chunks arrive in.
 */
export function mantineCssPlugin() {
  let order: string[] = [];
  return {
    name: 'platter-mantine-css',
    apply: 'build' as const,
    enforce: 'pre' as const,
    buildStart() {
      order = mantineLayerOrder();
    },
    transform(code: string, id: string) {
      const transformed = mantineCssTransform(code, id);
      // Appending an import or wrapping a sheet moves no line the source maps point to.
      return transformed === undefined ? undefined : { code: transformed, map: null };
    },
    generateBundle(_options: unknown, bundle: Record<string, { type: string; fileName: string; source?: string | Uint8Array }>) {
      const unknown = Object.values(bundle).flatMap((asset) => (asset.type === 'asset' ? sheetLayersOutside(asset.source, order) : []));
      if (unknown.length > 0) {
        throw new Error(
          `${[...new Set(unknown)].join(', ')}: the app now uses these Mantine components; add their sheets to ${MANTINE_COMPONENT_SHEETS} (the place is the cascade order)`,
        );
      }
    },
    transformIndexHtml: {
      order: 'pre' as const,
      handler: () => [{ tag: 'style', children: `@layer ${order.join(', ')};`, injectTo: 'head-prepend' as const }],
    },
  };
}

/** Mantine's AppShell parts that import react-remove-scroll for one of its class names. */
const APP_SHELL_PART = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/]AppShell\1\.mjs$/;
const REMOVE_SCROLL_IMPORT = 'import { RemoveScroll } from "react-remove-scroll";';
/** react-remove-scroll's class names (`RemoveScroll.classNames`, from react-remove-scroll-bar's constants). */
export const REMOVE_SCROLL_CLASS_NAMES = { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' };

/** What mantineAppShellPlugin does to one module: its new code, or undefined to leave it. */
export function appShellPartTransform(code: string, id: string): string | undefined {
  if (!APP_SHELL_PART.test(id.split('?')[0] as string)) return undefined;
  if (!code.includes(REMOVE_SCROLL_IMPORT)) throw new Error(`${id} no longer imports RemoveScroll as mantineAppShellPlugin expects`);
  return code.replace(REMOVE_SCROLL_IMPORT, `const RemoveScroll = { classNames: ${JSON.stringify(REMOVE_SCROLL_CLASS_NAMES)} };`);
}

/**
 * Build plugin: Mantine's AppShell header, footer and aside import react-remove-scroll only to
 * read one class name (the one a modal's scroll lock pads), which brought the whole scroll lock
 * (react-remove-scroll, its side car and style singleton: about 3 KB gzip) into every app's first
 * load. They read it from a constant now; the modals keep the real one.
 */
export function mantineAppShellPlugin() {
  return {
    name: 'platter-mantine-app-shell',
    apply: 'build' as const,
    enforce: 'pre' as const,
    transform(code: string, id: string) {
      const transformed = appShellPartTransform(code, id);
      // The import line and its replacement are one line each: the source maps keep their lines.
      return transformed === undefined ? undefined : { code: transformed, map: null };
    },
  };
}

/** Vite and Vitest settings every web app shares; the app adds its plugins. */
export function webAppConfig({ base, devPort }: WebAppConfigOptions) {
  return {
    ...workspaceSourceConditions,
    base,
    server: { port: devPort, strictPort: true, proxy: { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', ws: true } } },
    build: {
      target: 'es2023',
      sourcemap: true,
      // Every browser of the es2023 target but Safari 16 has modulepreload, and there Vite's helper
      // preloads a lazy chunk's imports with rel=preload instead; the polyfill (which fetched the
      // modulepreload links itself) cost every first load 0.26 KB gzip.
      modulePreload: { polyfill: false, resolveDependencies: preloadedWith },
      rolldownOptions: {
        // A zod call only builds a schema: one that nothing uses is dropped with the call (the
        // contract's request schemas in the apps' response chunks, built on every load otherwise).
        treeshake: { manualPureFunctions: ['z'] },
        output: { codeSplitting: firstLoadChunkGroups, chunkFileNames: chunkFileName },
      },
    },
    test: {
      environment: 'jsdom' as const,
      setupFiles: ['@platter/ui-kit/test-setup'],
      include: ['src/**/*.test.{ts,tsx}'],
      ...testRunDefaults,
      css: { modules: { classNameStrategy: 'non-scoped' as const } },
    },
  };
}
