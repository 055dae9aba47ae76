const realMatchMedia = window.matchMedia;
const realInnerWidth = window.innerWidth;

/**
 * Makes the window `width` pixels wide as `matchMedia` and `innerWidth` report it (the test
 * setup's `matchMedia` stub matches nothing): min- and max-width queries in px or em.
 */
export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.matchMedia = (query: string): MediaQueryList => {
    const pixels = (match: RegExpMatchArray | null) => (match ? Number(match[1]) * (match[2] === 'em' ? 16 : 1) : null);
    const min = pixels(query.match(/min-width:\s*([\d.]+)(px|em)/));
    const max = pixels(query.match(/max-width:\s*([\d.]+)(px|em)/));
    return {
      matches: (min !== null || max !== null) && (min === null || width >= min) && (max === null || width <= max),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

/** Puts back the window's width and `matchMedia` as the test setup left them. */
export function restoreWindowWidth(): void {
  window.matchMedia = realMatchMedia;
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: realInnerWidth });
}
