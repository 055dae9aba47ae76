import { useEffect } from 'react';

/**
 * Sets the page title as the spec writes it: the restaurant name, a separator, then the
 * translated route title (spec §2). Without a route title the name stands alone.
 */
export function useDocumentTitle(restaurantName: string, routeTitle?: string): void {
  useEffect(() => {
    document.title = routeTitle ? `${restaurantName} | ${routeTitle}` : restaurantName;
  }, [restaurantName, routeTitle]);
}
