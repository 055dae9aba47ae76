#!/usr/bin/env node
// `npm test` after the install: typecheck, lint and the unit/API tests of every workspace through
// turbo, then the browser tests. Turbo interleaves many logs, so the runners' own summary lines
// (Vitest's "Tests", Playwright's "passed"/"failed") are collected and repeated at the very end.
import { spawn } from 'node:child_process';

const SUMMARY = /^(?<task>@platter\/[\w-]+:[\w-]+): .*?(?<line>(Test Files|Tests)\s+.*\(\d+\)|\d+ (passed|failed|flaky|skipped)\b.*)$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: it strips terminal colour codes, which start with ESC.
const ANSI = /\x1b\[[0-9;]*m/g;

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
        const match = line.replace(ANSI, '').match(SUMMARY);
        if (match?.groups) summary.push(`${match.groups.task.padEnd(32)} ${match.groups.line.trim()}`);
      }
    });
    child.on('close', (code) => resolve({ code: code ?? 1, summary }));
  });
}

const unit = await runTurbo(['typecheck', 'lint', 'test', '--continue=dependencies-successful']);
const browser =
  unit.code === 0 ? await runTurbo(['e2e', '--concurrency=1']) : { code: 1, summary: ['e2e: not run, because the checks above failed'] };

process.stdout.write(`\n── Test summary ${'─'.repeat(50)}\n${[...unit.summary, ...browser.summary].join('\n')}\n`);
process.stdout.write(unit.code === 0 && browser.code === 0 ? 'All checks passed.\n' : 'Some checks FAILED (see above).\n');
process.exit(unit.code || browser.code);
