import { Burger, Group, Text, UnstyledButton, useMantineTheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { appThemeOther } from '../../theme/create-app-theme.ts';
import { RestaurantLogo } from '../RestaurantLogo/index.ts';
import classes from './AppHeader.module.css';

export interface AppHeaderProps {
  restaurantName: string;
  /** Called when the logo or name is clicked, usually to go home. */
  onHomeClick?: () => void;
  /** Shows a burger for the mobile menu when given. */
  menu?: { opened: boolean; onToggle: () => void; label: string };
  /** Links placed after the name (top menu layout, header links). */
  navigation?: ReactNode;
  /** Controls at the far end: language, colour scheme, account, basket. */
  actions?: ReactNode;
}

/** The bar at the top of every storefront screen. Logo and shape come from the theme. */
export function AppHeader({ restaurantName, onHomeClick, menu, navigation, actions }: AppHeaderProps) {
  const other = appThemeOther(useMantineTheme().other);
  return (
    <Group className={classes.root} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" className={classes.start}>
        {menu ? <Burger opened={menu.opened} onClick={menu.onToggle} hiddenFrom="sm" size="sm" aria-label={menu.label} /> : null}
        <UnstyledButton onClick={onHomeClick} className={classes.brand} data-logo-shape={other.logoShape}>
          <RestaurantLogo name={restaurantName} logoUrl={other.logoUrl} shape={other.logoShape} size={36} />
          <Text component="span" fw={700} size="lg" className={classes.name}>
            {restaurantName}
          </Text>
        </UnstyledButton>
        {navigation ? (
          <Group gap="xs" visibleFrom="sm" component="nav">
            {navigation}
          </Group>
        ) : null}
      </Group>
      <Group gap={6} wrap="nowrap">
        {actions}
      </Group>
    </Group>
  );
}
