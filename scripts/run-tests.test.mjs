// `node --test scripts/*.test.mjs`: the browser check of run-tests.mjs, with the file system and apt-get faked.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ensureChromium, summaryLine } from './run-tests.mjs';

const files =
  (...present) =>
  (path) =>
    present.includes(path);
const noInstall = () => assert.fail('nothing should be installed');

describe('ensureChromium', () => {
  it('runs the browser tests when Chromium is at /usr/bin/chromium or at CHROMIUM_PATH', () => {
    assert.deepEqual(ensureChromium({ env: {}, exists: files('/usr/bin/chromium'), install: noInstall }), {
      ok: true,
      path: '/usr/bin/chromium',
    });
    const own = ensureChromium({ env: { CHROMIUM_PATH: '/opt/chromium' }, exists: files('/opt/chromium'), install: noInstall });
    assert.equal(own.ok, true);
  });

  it('says in one line what to install when it cannot install it', () => {
    const result = ensureChromium({ env: {}, exists: files('/usr/bin/apt-get'), isRoot: false, install: noInstall });
    assert.equal(result.ok, false);
    assert.match(result.message, /^Browser tests need Chromium at \/usr\/bin\/chromium: install it with sudo apt-get install -y chromium/);
    assert.doesNotMatch(result.message, /\n/);
  });

  it('installs it with apt-get as root', () => {
    let installed = false;
    const result = ensureChromium({
      env: {},
      exists: (path) => path === '/usr/bin/apt-get' || (path === '/usr/bin/chromium' && installed),
      isRoot: true,
      install: () => {
        installed = true;
        return true;
      },
    });
    assert.deepEqual(result, { ok: true, path: '/usr/bin/chromium', installed: true });
  });

  it('names a failed install, and never installs for a CHROMIUM_PATH of one’s own', () => {
    const failed = ensureChromium({ env: {}, exists: files('/usr/bin/apt-get'), isRoot: true, install: () => false });
    assert.match(failed.message, /apt-get install -y chromium failed/);
    const own = ensureChromium({
      env: { CHROMIUM_PATH: '/opt/chromium' },
      exists: files('/usr/bin/apt-get'),
      isRoot: true,
      install: noInstall,
    });
    assert.match(own.message, /^Browser tests need Chromium at \/opt\/chromium/);
  });
});

describe('summaryLine', () => {
  const task = '@platter/ordering:test: ';

  it('keeps the counts, and names the file and the test that failed', () => {
    assert.equal(
      summaryLine(`${task} \x1b[2m      Tests \x1b[22m 1 failed | 38 passed (39)`),
      `${'@platter/ordering:test'.padEnd(32)} Tests  1 failed | 38 passed (39)`,
    );
    assert.match(
      summaryLine(`${task} ❯ src/product-choice/Host.test.tsx (2 tests | 1 failed) 1367ms`) ?? '',
      /❯ src\/product-choice\/Host\.test\.tsx \(2 tests \| 1 failed\)/,
    );
    assert.match(summaryLine(`${task}   × opens in a render after the change 120ms`) ?? '', /× opens in a render after the change/);
    assert.match(summaryLine(`${task} FAIL  src/a.test.ts > the panel > opens`) ?? '', /FAIL {2}src\/a\.test\.ts > the panel > opens$/);
    assert.match(
      summaryLine('@platter/storefront:e2e:   ✘  3 [phone] › e2e/shell.spec.ts:10:5 › paints') ?? '',
      /✘ {2}3 \[phone\] › e2e\/shell\.spec\.ts/,
    );
  });

  it('leaves the passing files and other output out', () => {
    assert.equal(summaryLine(`${task} ✓ src/a.test.ts (4 tests) 12ms`), null);
    assert.equal(summaryLine(`${task} ❯ src/a.test.ts (4 tests) 12ms`), null);
    assert.equal(summaryLine(`${task}      ✓ 10 failed logins within 15 minutes 398ms`), null);
    assert.equal(summaryLine('plain output'), null);
  });
});
