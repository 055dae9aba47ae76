#!/usr/bin/env node
// `npm test` after the install: typecheck, lint and the unit/API tests of every workspace through
// turbo, then the browser tests. Turbo interleaves many logs, so the runners' own summary lines
// (Vitest's "Tests", Playwright's "passed"/"failed") are collected and repeated at the very end.
// The browser tests drive a Chromium of the machine: it is checked for before them, installed with
// apt-get where that can be done (as root), and otherwise named in one line instead of Playwright's
// stack trace.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// A runner's count lines, the API's database line, and the names of what failed: Vitest's
// "FAIL  file > suite > test", "❯ file (n tests | 1 failed)" and "× test", Playwright's "✘ … › test".
const SUMMARY =
  /^(?<task>@platter\/[\w-]+:[\w-]+):\s+(?<line>(Test Files|Tests)\s+.*\(\d+\)|FAIL\s+\S+\.(test|spec)\.\w+.*|❯\s+\S+\.(test|spec)\.\w+.*\bfailed\b.*|[×✘]\s+.*|\d+ (passed|failed|flaky|skipped)\b.*|API databases: .*)$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: it strips terminal colour codes, which start with ESC.
const ANSI = /\x1b\[[0-9;]*m/g;

/** The line of a task's output worth repeating in the summary at the end, or null. */
export function summaryLine(line) {
  const match = line.replace(ANSI, '').match(SUMMARY);
  return match?.groups ? `${match.groups.task.padEnd(32)} ${match.groups.line.trim()}` : null;
}

function runTurbo(args) {
  return new Promise((resolve) => {
    const child = spawn('turbo', ['run', ...args, '--output-logs=full', '--log-prefix=task'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const summary = [];
    let rest = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const kept = summaryLine(line);
        if (kept && !summary.includes(kept)) summary.push(kept);
      }
    });
    child.on('close', (code) => resolve({ code: code ?? 1, summary }));
  });
}

/** Where the browser tests look for Chromium (playwright.shared.ts reads the same). */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/**
 * Whether the browser tests can run: `{ ok: true }` when Chromium is at `CHROMIUM_PATH` (default
 * /usr/bin/chromium); else, for the default path on a machine where it can (root, apt-get), Debian's
 * package is installed; else `{ ok: false, message }`, one line saying what to install.
 */
export function ensureChromium({
  env = process.env,
  exists = existsSync,
  isRoot = process.getuid?.() === 0,
  install = installChromiumWithApt,
} = {}) {
  const path = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  if (exists(path)) return { ok: true, path };
  // A CHROMIUM_PATH of one's own is not ours to fill; apt-get puts Debian's Chromium at the default path.
  const canInstall = path === DEFAULT_CHROMIUM && isRoot && exists('/usr/bin/apt-get');
  if (canInstall && install() && exists(path)) return { ok: true, path, installed: true };
  const how = canInstall ? 'apt-get install -y chromium failed; run it yourself' : 'install it with sudo apt-get install -y chromium';
  return {
    ok: false,
    path,
    message: `Browser tests need Chromium at ${path}: ${how} (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.`,
  };
}

function installChromiumWithApt() {
  process.stdout.write(`Chromium is missing at ${DEFAULT_CHROMIUM}: installing Debian's package with apt-get (about 30 s).\n`);
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  return (
    spawnSync('apt-get', ['update'], options).status === 0 && spawnSync('apt-get', ['install', '-y', 'chromium'], options).status === 0
  );
}

async function browserTests() {
  const chromium = ensureChromium();
  if (!chromium.ok) {
    process.stdout.write(`\n${chromium.message}\n`);
    return { code: 1, summary: [`e2e: not run. ${chromium.message}`] };
  }
  return runTurbo(['e2e', '--concurrency=1']);
}

if (import.meta.main) {
  const unit = await runTurbo(['typecheck', 'lint', 'test', '--continue=dependencies-successful']);
  const browser = unit.code === 0 ? await browserTests() : { code: 1, summary: ['e2e: not run, because the checks above failed'] };

  process.stdout.write(`\n── Test summary ${'─'.repeat(50)}\n${[...unit.summary, ...browser.summary].join('\n')}\n`);
  process.stdout.write(unit.code === 0 && browser.code === 0 ? 'All checks passed.\n' : 'Some checks FAILED (see above).\n');
  process.exit(unit.code || browser.code);
}
