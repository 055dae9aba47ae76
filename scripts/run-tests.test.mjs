// `node --test scripts/*.test.mjs`: the browser check of run-tests.mjs, with the file system and apt-get faked.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ensureChromium } from './run-tests.mjs';

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
