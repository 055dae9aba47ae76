// node --test scripts/vite-mantine-css.test.ts
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { mantineCssTransform, mantineLayerOrder, sheetLayersOutside } from '../vite.shared.ts';

const core = '/repo/node_modules/.pnpm/@mantine+core@9.7.4/node_modules/@mantine/core';
const notifications = '/repo/node_modules/.pnpm/@mantine+notifications@9.7.3/node_modules/@mantine/notifications';
const uiKitStyles = fileURLToPath(new URL('../packages/ui-kit/src/styles.css', import.meta.url));

test('the layer order is the base sheets, then every component sheet as written, each once', () => {
  const order = mantineLayerOrder();
  assert.deepEqual(order.slice(0, 3), ['mantine.baseline', 'mantine.default-css-variables', 'mantine.global']);
  assert.equal(new Set(order).size, order.length);
  // A component's sheet comes after the sheets of the components it is built from.
  for (const [base, built] of [
    ['UnstyledButton', 'Button'],
    ['Input', 'Combobox'],
    ['Popover', 'Menu'],
    ['FloatingIndicator', 'SegmentedControl'],
    ['Notification', 'notifications'],
  ]) {
    assert.ok(order.indexOf(`mantine.${base}`) < order.indexOf(`mantine.${built}`), `${base} before ${built}`);
  }
});

test("a Mantine component's class names module imports its sheet", () => {
  const code = 'var Button_module_default = { root: "m_77c9d27d" };\nexport { Button_module_default as default };';
  assert.equal(
    mantineCssTransform(code, `${core}/esm/components/Button/Button.module.mjs`),
    `${code}\nimport "${core}/styles/Button.css";\n`,
  );
  assert.equal(
    mantineCssTransform(code, `${notifications}/esm/Notifications.module.mjs`),
    `${code}\nimport "${notifications}/styles.css";\n`,
  );
  assert.equal(mantineCssTransform(code, `${core}/esm/components/Button/Button.mjs`), undefined);
  assert.equal(mantineCssTransform(code, '/repo/packages/ui-kit/src/components/AppHeader/AppHeader.module.css'), undefined);
});

test('a Mantine sheet goes into its own sub-layer of mantine', () => {
  assert.equal(
    mantineCssTransform('.m_1 { color: red; }', `${core}/styles/Button.css`),
    '@layer mantine.Button {\n.m_1 { color: red; }\n}\n',
  );
  assert.equal(mantineCssTransform('.m_2 {}', `${notifications}/styles.css`), '@layer mantine.notifications {\n.m_2 {}\n}\n');
});

test("ui-kit's styles.css loses the whole component list in builds, and says so when it no longer has one", () => {
  const styles = readFileSync(uiKitStyles, 'utf8');
  const built = mantineCssTransform(styles, uiKitStyles);
  assert.ok(built !== undefined && !/@import "\.\/styles\/mantine-components\.css"/.test(built));
  assert.ok(built.includes('layer(mantine.baseline)'));
  assert.throws(() => mantineCssTransform(':root {}', uiKitStyles), /mantine-components\.css/);
});

test('a built sheet with a Mantine layer the order does not name is found', () => {
  const order = ['mantine.baseline', 'mantine.Button'];
  assert.deepEqual(sheetLayersOutside('@layer mantine.Button{.a{}}@layer mantine.Chip{.b{}}@layer mantine.Tabs {.c{}}', order), [
    'mantine.Chip',
    'mantine.Tabs',
  ]);
  assert.deepEqual(sheetLayersOutside('@layer mantine.baseline,mantine.Chip;', order), []);
  assert.deepEqual(sheetLayersOutside(new Uint8Array(), order), []);
});
