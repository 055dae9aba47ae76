import { vi } from 'vitest';

/**
 * Spies on `window.location.assign` (how the storefront leaves for a payment provider's page).
 * jsdom's location cannot be spied on, its methods being unforgeable, so a stand-in location takes
 * its place that reads everything else from the real one. Undo with `vi.unstubAllGlobals()`.
 */
export function stubLocationAssign() {
  const assign = vi.fn<(url: string) => void>();
  const real = window.location;
  const location = new Proxy(
    {},
    {
      get: (_target, key) => {
        if (key === 'assign') return assign;
        const value: unknown = Reflect.get(real, key);
        return typeof value === 'function' ? value.bind(real) : value;
      },
    },
  );
  vi.stubGlobal('location', location);
  return assign;
}
