#!/usr/bin/env node
// Two builds of the web apps under Lighthouse mobile, in alternated pairs: each build served by its
// own API server from one fresh database, one Lighthouse run of each per pair, the order swapped
// every pair; prints each run's TBT and score, and the medians. The way every front-end change of
// issue 18 was judged, on a machine whose speed moves within the hour (docs/performance.md).
//
//   for app in storefront event-shop ticketing manager; do mkdir -p /tmp/before/$app && cp -r apps/$app/dist /tmp/before/$app/; done
//   # change and build, then:
//   node bench/compare-lighthouse.mjs before=/tmp/before after=apps --pairs=6 --page=bench600
import { resolve } from 'node:path';
import { median } from './lib/api.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { menuUrl, options, webServers } from './lib/web-server.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const builds = args.filter((arg) => arg.includes('=') && !arg.startsWith('--')).map((arg) => arg.split('='));
if (builds.length !== 2) {
  console.error('usage: node bench/compare-lighthouse.mjs before=<web root> after=<web root> [--pairs=5] [--page=demo|bench600]');
  process.exit(2);
}
const { pairs, page } = options(args, { pairs: '5', page: 'demo' });
const servers = await webServers(root);
try {
  const started = [];
  for (const [, webRoot] of builds) started.push(await servers.start(resolve(webRoot)));
  const tbt = builds.map(() => []);
  for (let pair = 0; pair < Number(pairs); pair += 1) {
    for (const index of pair % 2 ? [1, 0] : [0, 1]) {
      const run = (await measureLighthouse(menuUrl(started[index].port, page), { runs: 1 })).runs[0];
      if (run.tbtMs !== undefined) tbt[index].push(Math.round(run.tbtMs));
      console.log(
        `${builds[index][0]}: TBT ${run.tbtMs === undefined ? '–' : Math.round(run.tbtMs)} ms, score ${run.score ?? run.runtimeError}`,
      );
    }
  }
  for (const [index, [name]] of builds.entries()) {
    console.log(`${name}: TBT median ${tbt[index].length ? median(tbt[index]) : '–'} ms [${tbt[index].join(', ')}]`);
  }
} finally {
  await servers.close();
}
