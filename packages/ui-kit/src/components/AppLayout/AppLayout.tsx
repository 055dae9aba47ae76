import { AppShell, Container } from '@mantine/core';
import type { ReactNode } from 'react';

/** Content never grows wider than this (spec §9). */
export const CONTENT_MAX_WIDTH = 1200;
/** The side menu is 260px wide, 300px on very wide screens (spec §9). */
export const SIDE_MENU_WIDTH = { base: 260, xl: 300 } as const;
export const HEADER_HEIGHT = 64;

export interface AppLayoutProps {
  header: ReactNode;
  /** The side menu (desktop, or opened by the burger on a phone). Omit for the top-menu layout. */
  sideMenu?: ReactNode;
  /** Whether the side menu is open on a phone. @default false */
  sideMenuOpened?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every storefront screen: header, optional side menu, centred content. */
export function AppLayout({ header, sideMenu, sideMenuOpened = false, footer, children }: AppLayoutProps) {
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      {...(sideMenu ? { navbar: { width: SIDE_MENU_WIDTH, breakpoint: 'sm', collapsed: { mobile: !sideMenuOpened } } } : {})}
      padding={0}
    >
      <AppShell.Header>{header}</AppShell.Header>
      {sideMenu ? <AppShell.Navbar p="md">{sideMenu}</AppShell.Navbar> : null}
      <AppShell.Main>
        <Container size={CONTENT_MAX_WIDTH} px="md" py="lg" component="div" id="main-content">
          {children}
        </Container>
        {footer}
      </AppShell.Main>
    </AppShell>
  );
}
