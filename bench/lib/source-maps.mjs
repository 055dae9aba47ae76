// @jridgewell/trace-mapping, which comes with the build tools (resolved from Vite's folder, so the
// bench adds no dependency of its own to read the apps' source maps).
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);
const vite = dirname(require.resolve('vite/package.json', { paths: [join(root, 'apps', 'storefront')] }));
const traceMapping = require.resolve('@jridgewell/trace-mapping', { paths: [vite] });

export const { TraceMap, eachMapping, originalPositionFor } = require(traceMapping);
/** `encode` of @jridgewell/sourcemap-codec (trace-mapping's own dependency): for writing maps in tests. */
export const { encode: encodeMappings } = createRequire(traceMapping)('@jridgewell/sourcemap-codec');
