// node --test scripts/vite-mantine-app-shell.test.ts
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { appShellPartTransform, REMOVE_SCROLL_CLASS_NAMES } from '../vite.shared.ts';

// Mantine and react-remove-scroll as the apps resolve them (through ui-kit, which depends on Mantine).
const fromUiKit = createRequire(new URL('../packages/ui-kit/package.json', import.meta.url));
const mantineEntry = fromUiKit.resolve('@mantine/core');
const mantineCore = mantineEntry.slice(0, mantineEntry.lastIndexOf('/@mantine/core/') + '/@mantine/core'.length);
const fromMantine = createRequire(join(mantineCore, 'package.json'));

test("the constant holds react-remove-scroll's own class names", () => {
  const { RemoveScroll } = fromMantine('react-remove-scroll') as { RemoveScroll: { classNames: Record<string, string> } };
  assert.deepEqual(REMOVE_SCROLL_CLASS_NAMES, RemoveScroll.classNames);
});

test('the header, footer and aside of the installed Mantine read the class name from the constant', () => {
  for (const part of ['Header', 'Footer', 'Aside']) {
    const id = join(mantineCore, 'esm/components/AppShell', `AppShell${part}`, `AppShell${part}.mjs`);
    const code = readFileSync(id, 'utf8');
    const transformed = appShellPartTransform(code, id);
    assert.ok(transformed, part);
    assert.doesNotMatch(transformed, /react-remove-scroll/);
    assert.match(
      transformed,
      /const RemoveScroll = \{ classNames: \{"fullWidth":"width-before-scroll-bar","zeroRight":"right-scroll-bar-position"\} \};/,
    );
    assert.equal(transformed.split('\n').length, code.split('\n').length, 'the lines stay where the source map has them');
  }
});

test('other modules are left alone, and a part that changed its import fails the build', () => {
  const modal = join(mantineCore, 'esm/components/ModalBase/ModalBase.mjs');
  assert.equal(appShellPartTransform(readFileSync(modal, 'utf8'), modal), undefined);
  const header = join(mantineCore, 'esm/components/AppShell/AppShellHeader/AppShellHeader.mjs');
  assert.throws(
    () => appShellPartTransform('import { RemoveScroll as R } from "react-remove-scroll";', header),
    /no longer imports RemoveScroll/,
  );
});
