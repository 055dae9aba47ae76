// Browser APIs Mantine needs and jsdom lacks (Mantine's documented Vitest setup).
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// Whole-screen tests wait for several fetches and renders; on a loaded 2-core CI machine running
// every package's tests at once, Testing Library's default 1 s for findBy/waitFor is too short, and
// a file's first render of a whole app (modules still compiling) was seen taking 5.8 s. The tests'
// own timeout (15 s) stays above this wait, so a slow find still fails with its own message.
configure({ asyncUtilTimeout: 10_000 });

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
