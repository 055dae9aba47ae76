import { AppShell, Container } from '@mantine/core';
import type { ReactNode } from 'react';

/** Content never grows wider than this (spec §9). */
export const CONTENT_MAX_WIDTH = 1200;
/** The side menu is 260px wide, 300px on very wide screens (spec §9). */
export const SIDE_MENU_WIDTH = { base: 260, xl: 300 } as const;
export const HEADER_HEIGHT = 64;
/** The event shop's category list: 300px, 350px on large screens (spec §9). */
export const EVENT_SIDE_LIST_WIDTH = { base: 300, lg: 350 } as const;

export interface AppLayoutProps {
  header: ReactNode;
  /** The side menu (desktop, or opened by the burger on a phone). Omit for the top-menu layout. */
  sideMenu?: ReactNode;
  /** Whether the side menu is open on a phone. @default false */
  sideMenuOpened?: boolean;
  /** Width of the side menu per breakpoint. @default SIDE_MENU_WIDTH (260px, 300px from xl) */
  sideMenuWidth?: Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl', number>>;
  /** A bar above the header (the event shop's address and social bar), with its height in px. */
  topBar?: { content: ReactNode; height: number };
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every storefront screen: header, optional side menu, centred content. */
export function AppLayout({
  header,
  sideMenu,
  sideMenuOpened = false,
  sideMenuWidth = SIDE_MENU_WIDTH,
  topBar,
  footer,
  children,
}: AppLayoutProps) {
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT + (topBar?.height ?? 0) }}
      {...(sideMenu ? { navbar: { width: sideMenuWidth, breakpoint: 'sm', collapsed: { mobile: !sideMenuOpened } } } : {})}
      padding={0}
    >
      <AppShell.Header>
        {topBar?.content}
        <div style={{ height: HEADER_HEIGHT }}>{header}</div>
      </AppShell.Header>
      {sideMenu ? <AppShell.Navbar p="md">{sideMenu}</AppShell.Navbar> : null}
      <AppShell.Main>
        {/* tabIndex -1: the skip link and a closed page-level dialog (the announcement) move focus here. */}
        <Container size={CONTENT_MAX_WIDTH} px="md" py="lg" component="div" id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
          {children}
        </Container>
        {footer}
      </AppShell.Main>
    </AppShell>
  );
}
