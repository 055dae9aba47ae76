import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** What the main entry may import: React and the DOM only come in through `./react`. `zustand` itself imports React; `zustand/vanilla` does not. */
const ALLOWED_PACKAGES = ['@platter/delivery-time', '@platter/api-client', '@platter/contract', 'zod', 'zustand/vanilla'];
const IMPORT = /(?:import|export)\s[^;]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)|import\s+'([^']+)'/g;
const DOM_GLOBAL = /(?<![\w.])(window|document|localStorage|sessionStorage|navigator|location)\s*\??\./;

/** Every source file reachable from the entry through relative imports, with the package imports each makes. */
function reachableSources(entry: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    const packages: string[] = [];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      if (specifier.startsWith('.')) queue.push(resolve(dirname(file), specifier));
      else if (!specifier.startsWith('node:')) packages.push(specifier);
    }
    files.set(file, packages);
  }
  return files;
}

function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'])\/\/.*$/gm, '$1');
}

describe('the main entry is headless', () => {
  const sources = reachableSources(resolve(SOURCE, 'index.ts'));

  it('reaches the stores but not the react folder', () => {
    const files = [...sources.keys()];
    expect(files.some((file) => file.endsWith('stores/basket-store.ts'))).toBe(true);
    expect(files.filter((file) => file.includes(`${SOURCE}/react/`))).toEqual([]);
  });

  it('imports no React, DOM library, Mantine or zustand React binding', () => {
    const imported = new Set([...sources.values()].flat());
    expect([...imported].filter((name) => !ALLOWED_PACKAGES.includes(name))).toEqual([]);
  });

  it('uses no browser global', () => {
    const offenders = [...sources.keys()].filter((file) => DOM_GLOBAL.test(withoutComments(readFileSync(file, 'utf8'))));
    expect(offenders).toEqual([]);
  });

  it('keeps React to the react subpath', () => {
    const react = reachableSources(resolve(SOURCE, 'react/index.ts'));
    const imported = new Set([...react.values()].flat());
    expect([...imported].sort()).toEqual(['@platter/api-client', '@platter/contract', 'react', 'zod', 'zustand', 'zustand/vanilla']);
  });
});
