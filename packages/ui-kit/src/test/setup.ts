// Browser APIs Mantine needs and jsdom lacks (Mantine's documented Vitest setup).
import { loadMessageCatalogue, MESSAGE_LANGUAGES } from '@platter/i18n';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

afterEach(() => cleanup());

// Each test starts on blank storage too. A file's own afterEach runs before this file's cleanup
// (hooks run from the test's suite outwards), so an app still mounted could write after a file had
// cleared the storage: an effect of the last test's app recorded a visit there, and the next test's
// first visit read as a repeat one (table.test.tsx, on a loaded machine).
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// The apps load the server messages' texts when the page is idle; a test's failure notice should
// not depend on whether that has happened yet (message-texts.test.ts covers the time before), nor
// on which languages a test switches to.
await Promise.all(MESSAGE_LANGUAGES.map((language) => loadMessageCatalogue(language)));

// A worker runs many test files in one page (`isolate: false`, vite.shared.ts): each file starts
// on a blank one (the apps keep no cookies), as a guest's fresh tab would, and puts back what it stubbed.
localStorage.clear();
sessionStorage.clear();
document.head.replaceChildren();
document.body.replaceChildren();
for (const element of [document.documentElement, document.body]) {
  for (const { name } of [...element.attributes]) element.removeAttribute(name);
}
window.history.replaceState(null, '', '/');
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Whole-screen tests wait for several fetches and renders; on a loaded 2-core CI machine running
// every package's tests at once, Testing Library's default 1 s for findBy/waitFor is too short: a
// file's first render of a whole app (modules still compiling) was seen taking 5.8 s, and since the
// lazy chunks of issue 18 (dialogs, the api-client's response schemas) compile on first use, a login
// dialog took 10 s and an axe run 16.7 s on a machine at load 13. The tests' own timeout (30 s)
// stays above this wait, so a slow find still fails with its own message.
configure({ asyncUtilTimeout: 20_000 });

const { getComputedStyle } = window;
window.getComputedStyle = (element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;
