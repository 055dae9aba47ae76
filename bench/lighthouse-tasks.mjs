#!/usr/bin/env node
// What Lighthouse's blocking time is made of: Lighthouse mobile on `/menu` with the CPU profiler's
// trace category, then every main-thread task of 12.5 ms or more after the first contentful paint
// (those are what Total Blocking Time counts, four times over on its phone), each with the trace
// events inside it and the functions most seen in its profile samples, named through the build's
// source maps (original function, package or file, line).
//
//   node bench/lighthouse-tasks.mjs [--page=demo|bench600] [--runs=1] [--web-root=apps] [--events=5]
//
// `--events` lists the task's trace events of at least that many ms (style, layout, scripts).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runLighthouse } from './lib/lighthouse.mjs';
import { originalPositionFor, TraceMap } from './lib/source-maps.mjs';
import { menuUrl, options, webServers } from './lib/web-server.mjs';

const root = resolve(import.meta.dirname, '..');
const {
  page,
  runs,
  'web-root': webRoot,
  events: eventMs,
} = options(process.argv.slice(2), {
  page: 'demo',
  runs: '1',
  'web-root': join(root, 'apps'),
  events: '5',
});
const LONG_TASK_US = 12_500;

const sourceMaps = new Map();
function sourceMapOf(file) {
  if (!sourceMaps.has(file)) {
    const path = join(resolve(webRoot), 'storefront', 'dist', 'assets', `${file}.map`);
    sourceMaps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  return sourceMaps.get(file);
}

/** A profile node's function as `name@package-or-file:line`, through the source map where there is one. */
function functionOf({ callFrame }) {
  const file = String(callFrame.url).split('/').pop();
  const map = file.endsWith('.js') ? sourceMapOf(file) : null;
  if (map && callFrame.lineNumber >= 0) {
    const original = originalPositionFor(map, { line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
    if (original.source) {
      const where = original.source.replace(/^.*node_modules\/\.pnpm\/((?:@[^+]+\+)?[^@/]+@[^_/]+).*$/, '$1').replace(/^(\.\.\/)+/, '');
      return `${original.name ?? (callFrame.functionName || '(anonymous)')}@${where}:${original.line}`;
    }
  }
  return `${callFrame.functionName || '(anonymous)'}@${file || 'native'}`;
}

function describeEvent(event) {
  const data = event.args?.data ?? {};
  const detail =
    event.name === 'Layout'
      ? `${event.args?.beginData?.dirtyObjects}/${event.args?.beginData?.totalObjects} objects`
      : data.url
        ? String(data.url).split('/').pop()
        : (data.type ?? '');
  return `${event.name}${detail ? ` (${detail})` : ''} ${(event.dur / 1000).toFixed(1)} ms`;
}

/** The main thread's profile samples, `{ node, ts }`, with the nodes by id. */
function mainThreadSamples(traceEvents, pid, tid) {
  const profiles = new Set(traceEvents.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id));
  const nodes = new Map();
  const samples = [];
  // Profile ids are per process.
  const ofMain = (event) => event.pid === pid && profiles.has(event.id);
  let ts;
  for (const event of traceEvents) {
    if (event.name === 'Profile' && ofMain(event)) ts = event.args?.data?.startTime;
    if (event.name !== 'ProfileChunk' || !ofMain(event)) continue;
    const { cpuProfile, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile?.samples ?? []).forEach((id, index) => {
      ts += timeDeltas[index];
      samples.push({ id, ts });
    });
  }
  return { nodes, samples };
}

function topFunctions(samples, nodes, from, to) {
  const counts = new Map();
  let total = 0;
  for (const { id, ts } of samples) {
    if (ts < from || ts > to) continue;
    total += 1;
    const node = nodes.get(id);
    if (!node || ['(idle)', '(program)', '(garbage collector)'].includes(node.callFrame.functionName)) continue;
    const name = functionOf(node);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6);
  return { total, top };
}

async function oneRun(url) {
  const { lhr, artifacts } = await runLighthouse(url, { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' });
  console.log(
    `\nTBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms, score ${Math.round(lhr.categories.performance.score * 100)}`,
  );
  const { traceEvents } = artifacts.Trace;
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  const onMain = traceEvents.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.dur);
  const { nodes, samples } = mainThreadSamples(traceEvents, fcp.pid, fcp.tid);
  let blocking = 0;
  for (const task of onMain.filter((e) => e.name === 'RunTask' && e.ts >= fcp.ts && e.dur >= LONG_TASK_US)) {
    blocking += Math.max(0, (task.dur / 1000) * 4 - 50);
    const inside = onMain.filter(
      (e) => e !== task && e.name !== 'RunTask' && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur >= Number(eventMs) * 1000,
    );
    console.log(`  +${Math.round((task.ts - fcp.ts) / 1000)} ms after FCP: ${(task.dur / 1000).toFixed(1)} ms`);
    if (inside.length > 0) console.log(`      events: ${inside.map(describeEvent).join(', ')}`);
    const { total, top } = topFunctions(samples, nodes, task.ts, task.ts + task.dur);
    if (top.length > 0) console.log(`      samples (${total}): ${top.map(([name, count]) => `${count} ${name}`).join(' | ')}`);
  }
  console.log(`  these tasks, four times over less 50 ms each (as Lighthouse's phone counts them): ${Math.round(blocking)} ms`);
}

const servers = await webServers(root);
try {
  const server = await servers.start(resolve(webRoot));
  for (let run = 0; run < Number(runs); run += 1) await oneRun(menuUrl(server.port, page));
} finally {
  await servers.close();
}
