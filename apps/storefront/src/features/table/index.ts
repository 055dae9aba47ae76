import type { PageData } from '@platter/contract';
import type { HeaderLink } from '@platter/ui-kit';
import type { RouteObject } from 'react-router';

export { HomeEntry } from './qr/HomeEntry.tsx';
export { MenuTableDock } from './TableDockHost.tsx';
export { TableOverlays } from './TableOverlays.tsx';

/** The table area has no routes of its own: QR visits enter through `HomeEntry` at `/`. */
export function tableRoutes(_pageData: PageData): RouteObject[] {
  return [];
}

/** The table area's header entries: none; the table and its robot button sit in the menu's dock. */
export function useTableHeaderLinks(): HeaderLink[] {
  return [];
}
