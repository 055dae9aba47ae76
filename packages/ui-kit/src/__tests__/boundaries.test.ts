import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const components = resolve(dirname(fileURLToPath(import.meta.url)), '../components');
const IMPORT = /(?:from|import)\s+'(\.[^']+)'/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(folder, entry.name)) : /\.(ts|tsx)$/.test(entry.name) ? [join(folder, entry.name)] : [],
  );
}

/** `components/<Name>/...` -> `<Name>`; anything outside the component folders (shared fixtures included) -> null. */
function componentOf(path: string): string | null {
  const parts = relative(components, path).split(sep);
  return parts[0] === '..' || parts.length < 2 ? null : (parts[0] ?? null);
}

describe('component folders', () => {
  it('reach another component folder only through its index.ts', () => {
    const breaches: string[] = [];
    for (const file of sourceFiles(components)) {
      const own = componentOf(file);
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (!specifier) continue;
        const target = resolve(dirname(file), specifier);
        const other = componentOf(target);
        if (other !== null && other !== own && relative(join(components, other), target) !== 'index.ts')
          breaches.push(`${relative(components, file)} -> ${specifier}`);
      }
    }
    expect(breaches).toEqual([]);
  });
});
