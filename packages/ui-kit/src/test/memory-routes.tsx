import { type ReactElement, useLayoutEffect } from 'react';
import { type Location, MemoryRouter, type RouteObject, useLocation } from 'react-router';
import { AppRoutes } from '../app/app-routes.tsx';

export interface MemoryRoutes {
  /** The routes at the starting path, to render inside the app's providers. */
  element: ReactElement;
  /** Where the app is now. */
  readonly location: Location;
  /** Every path the app has shown, in order (pathname only). */
  readonly pathnames: readonly string[];
}

/**
 * An app's routes in memory, as its `<BrowserRouter>` renders them in the browser, with where the
 * app has been for a test to check: `await waitFor(() => expect(routes.location.pathname).toBe('/cart'))`.
 */
export function memoryRoutes(routes: RouteObject[], path = '/'): MemoryRoutes {
  const shown: Location[] = [];
  const record = (location: Location) => {
    if (shown.at(-1) !== location) shown.push(location);
  };
  return {
    element: (
      <MemoryRouter initialEntries={[path]}>
        <LocationRecorder onLocation={record} />
        <AppRoutes routes={routes} />
      </MemoryRouter>
    ),
    get location() {
      const location = shown.at(-1);
      if (!location) throw new Error('The routes have not rendered yet');
      return location;
    },
    get pathnames() {
      return shown.map((location) => location.pathname);
    },
  };
}

function LocationRecorder({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => onLocation(location), [location, onLocation]);
  return null;
}
