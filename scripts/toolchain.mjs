#!/usr/bin/env node
// The quick start's engine: `npm start` and `npm test` land here with whatever Node the machine has.
// It provisions the pinned Node and pnpm from the npm registry into ./.tools when needed (the machine
// may have only an older Node and no pnpm), re-runs itself under them, installs, then runs the task.
// Written for Node 18+ on purpose: it is the one file that must run before the pinned Node exists.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const NODE_VERSION = rootPackage.toolchain.node;
const PNPM_VERSION = rootPackage.packageManager.replace(/^pnpm@/, '').split('+')[0];
const NODE_MAJOR = Number(NODE_VERSION.split('.')[0]);
const toolsDir = join(root, '.tools');
const nodeBinDir = join(toolsDir, `node-${NODE_VERSION}`, 'bin');
const pnpmDir = join(toolsDir, `pnpm-${PNPM_VERSION}`);

const tasks = {
  start: [['install'], ['run', 'platform:build'], ['run', 'platform:serve']],
  test: [['install'], ['run', 'platform:test']],
  install: [['install']],
};

function log(message) {
  process.stdout.write(`\x1b[36m[platter]\x1b[0m ${message}\n`);
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function npmInstallGlobal(prefix, spec) {
  log(`provisioning ${spec} into ${prefix.slice(root.length + 1)}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  run(npm, ['install', '--global', '--prefix', prefix, '--no-audit', '--no-fund', spec]);
}

function ensurePinnedNode() {
  if (Number(process.versions.node.split('.')[0]) >= NODE_MAJOR) return;
  const nodeBinary = join(nodeBinDir, process.platform === 'win32' ? 'node.exe' : 'node');
  if (!existsSync(nodeBinary)) {
    // node-<os>-<cpu> is the official binary published as a plain npm package, no install scripts.
    const pkg = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
    npmInstallGlobal(dirname(nodeBinDir), `${pkg}@${NODE_VERSION}`);
  }
  log(`Node ${process.versions.node} is older than ${NODE_MAJOR}: re-running under Node ${NODE_VERSION}`);
  const env = { ...process.env, PATH: `${nodeBinDir}${delimiter}${process.env.PATH ?? ''}` };
  const result = spawnSync(nodeBinary, process.argv.slice(1), { cwd: root, env, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

function ensurePnpm() {
  const pnpmBin = join(pnpmDir, 'bin');
  if (!existsSync(join(pnpmBin, 'pnpm'))) npmInstallGlobal(pnpmDir, `pnpm@${PNPM_VERSION}`);
  return pnpmBin;
}

function main() {
  const task = process.argv[2] ?? 'start';
  const steps = tasks[task];
  if (!steps) {
    console.error(`usage: node scripts/toolchain.mjs <${Object.keys(tasks).join('|')}>`);
    process.exit(2);
  }
  ensurePinnedNode();
  const pnpmBin = ensurePnpm();
  const env = {
    ...process.env,
    PATH: [pnpmBin, dirname(process.execPath), process.env.PATH ?? ''].join(delimiter),
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    TURBO_TELEMETRY_DISABLED: '1',
    TURBO_NO_UPDATE_NOTIFIER: '1',
  };
  for (const args of steps) {
    const withFlags = args[0] === 'install' ? ['install', '--frozen-lockfile', '--prefer-offline'] : args;
    run('pnpm', withFlags, env);
  }
}

main();
