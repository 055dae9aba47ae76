// node --test scripts/vite-chunk-names.test.ts
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chunkFileName } from '../vite.shared.ts';

test("a language's interface texts and server messages are told apart by their chunk's name", () => {
  assert.equal(chunkFileName({ facadeModuleId: '/repo/packages/i18n/src/locales/de/index.ts' }), 'assets/texts-de-[hash].js');
  assert.equal(chunkFileName({ facadeModuleId: '/repo/packages/i18n/src/messages/de/index.ts' }), 'assets/messages-de-[hash].js');
  assert.equal(chunkFileName({ facadeModuleId: 'C:\\repo\\packages\\i18n\\dist\\messages\\ar\\index.js' }), 'assets/messages-ar-[hash].js');
});

test('every other chunk keeps the name the bundler gives it', () => {
  assert.equal(chunkFileName({ facadeModuleId: '/repo/apps/storefront/src/features/menu/MenuScreen.tsx' }), 'assets/[name]-[hash].js');
  assert.equal(chunkFileName({ facadeModuleId: '/repo/packages/i18n/src/locales/de/menu.json' }), 'assets/[name]-[hash].js');
  assert.equal(chunkFileName({ facadeModuleId: null }), 'assets/[name]-[hash].js');
});
