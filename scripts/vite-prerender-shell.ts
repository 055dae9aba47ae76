import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { criticalCss } from './shell-critical-css.ts';

/** What this plugin reads of Vite's resolved config (this folder has no Vite of its own to type it with). */
interface ResolvedBuildConfig {
  root: string;
  base: string;
  mode: string;
  resolve: { conditions: readonly string[] };
  ssr: { resolve?: { conditions?: readonly string[] } };
  build: { outDir: string; ssr: boolean | string };
}

/** The inline config of the Node build of the shell's entry, given to Vite's `build`. */
export interface ShellBuildConfig {
  configFile: false;
  root: string;
  mode: string;
  logLevel: 'warn';
  publicDir: false;
  resolve: { conditions: string[] };
  ssr: { resolve: { conditions: string[] } };
  build: {
    ssr: string;
    outDir: string;
    emptyOutDir: true;
    copyPublicDir: false;
    sourcemap: false;
    minify: false;
    rolldownOptions: { output: { entryFileNames: string } };
  };
}

/** What the entry's default export is given. */
export interface PrerenderContext {
  /**
   * The rules of the built page's stylesheets that `body` (markup placed before the app's root)
   * uses, to inline with it (see shell-critical-css.ts).
   */
  criticalCssOf: (body: string) => Promise<string>;
}

export interface PrerenderShellOptions {
  /**
   * The module (path from the app's root) whose default export, given a PrerenderContext, returns
   * the files to write under the build's output folder: `{ 'shell/menu.json': '...' }`. It runs
   * once in Node, after the build, built by Vite for Node with the app's resolve conditions, so its
   * components and CSS modules (class names included) are those of the app's bundle.
   */
  entry: string;
  /** Vite's `build` (the app's config passes it; see ResolvedBuildConfig). */
  build: (config: ShellBuildConfig) => Promise<unknown>;
  /**
   * A classic script (path from the app's root) that must run before the first paint, such as the
   * colour scheme's: written as `assets/<name>-<hash>.js` (cached for a year) and loaded first in
   * `<head>`, blocking, like the stylesheet it must precede. Its tag carries `data-before-paint`,
   * so that a server may put the script itself in its place (the API does, with the script's hash
   * in the page's CSP). Omit for none.
   */
  beforePaintScript?: string;
}

/** Files under `dir`, from a map of relative path to content; returns their absolute paths. */
export async function writeFiles(dir: string, files: Record<string, string>): Promise<string[]> {
  const written: string[] = [];
  for (const [path, content] of Object.entries(files)) {
    const file = resolve(dir, path);
    if (!file.startsWith(`${resolve(dir)}/`)) throw new Error(`prerender-shell: ${path} is outside the output folder`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
    written.push(file);
  }
  return written.sort();
}

function isFileMap(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((content) => typeof content === 'string');
}

/** The name a before-paint script gets in `assets/`: its own name and a hash of its content. */
export function hashedScriptName(path: string, source: string): string {
  const base =
    path
      .split('/')
      .at(-1)
      ?.replace(/\.[cm]?js$/, '') ?? 'script';
  return `assets/${base}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
}

/**
 * Vite build plugin: prerenders static markup (an app's first paint) with React's server renderer
 * at build time. Once the app's bundle is written, it builds `entry` for Node into a folder of the
 * app's node_modules (so the entry's external packages resolve as the app's do), runs its default
 * export and writes the files it returns into the output folder, before the precompression plugin
 * (order 'post') compresses them.
 */
export function prerenderShellPlugin({ entry, build, beforePaintScript }: PrerenderShellOptions) {
  let config: ResolvedBuildConfig;
  let script: { fileName: string; source: string } | null = null;
  return {
    name: 'platter-prerender-shell',
    apply: 'build' as const,
    async configResolved(resolved: ResolvedBuildConfig) {
      config = resolved;
      if (beforePaintScript) {
        const source = await readFile(resolve(resolved.root, beforePaintScript), 'utf8');
        script = { fileName: hashedScriptName(beforePaintScript, source), source };
      }
    },
    transformIndexHtml() {
      if (!script) return [];
      return [
        { tag: 'script', attrs: { src: `${config.base}${script.fileName}`, 'data-before-paint': true }, injectTo: 'head-prepend' as const },
      ];
    },
    generateBundle(this: { emitFile: (file: { type: 'asset'; fileName: string; source: string }) => string }) {
      if (script) this.emitFile({ type: 'asset', fileName: script.fileName, source: script.source });
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const workDir = join(config.root, 'node_modules', '.platter-prerender-shell');
        try {
          await build({
            configFile: false,
            root: config.root,
            mode: config.mode,
            logLevel: 'warn',
            publicDir: false,
            resolve: { conditions: [...config.resolve.conditions] },
            ssr: { resolve: { conditions: [...(config.ssr.resolve?.conditions ?? [])] } },
            build: {
              ssr: entry,
              outDir: workDir,
              emptyOutDir: true,
              copyPublicDir: false,
              sourcemap: false,
              minify: false,
              rolldownOptions: { output: { entryFileNames: 'entry.mjs' } },
            },
          });
          const module: { default?: unknown } = await import(`${pathToFileURL(join(workDir, 'entry.mjs')).href}?t=${Date.now()}`);
          const outDir = resolve(config.root, config.build.outDir);
          const template = await readFile(join(outDir, 'index.html'), 'utf8');
          const context: PrerenderContext = { criticalCssOf: (body) => criticalCss({ outDir, template, body, base: config.base }) };
          const files = typeof module.default === 'function' ? await module.default(context) : undefined;
          if (!isFileMap(files)) throw new Error(`prerender-shell: ${entry}'s default export must return { path: content }`);
          await writeFiles(outDir, files);
        } finally {
          await rm(workDir, { recursive: true, force: true });
        }
      },
    },
  };
}
