import { Button, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './AccountLayout.module.css';

export interface AccountSection {
  /** Stable key, also what `active` names. */
  key: string;
  label: string;
  href: string;
  icon?: ReactNode;
}

export interface AccountLayoutProps {
  /** The customer's name for the greeting; none while it loads. */
  name?: string | null;
  sections: AccountSection[];
  /** The key of the section shown. */
  active: string;
  /** A plain click on a section calls this (the app's router) instead of loading the page. */
  onNavigate: (section: AccountSection) => void;
  onLogout: () => void;
  /** @default false */
  loggingOut?: boolean;
  children: ReactNode;
}

/** The customer area: greeting, sections (a side list on desktop, a row on phones), logout, and the section's content. */
export function AccountLayout({ name, sections, active, onNavigate, onLogout, loggingOut = false, children }: AccountLayoutProps) {
  const { t } = useTranslation('account');
  const follow = (event: MouseEvent<HTMLAnchorElement>, section: AccountSection) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(section);
  };
  const logoutLabel = t('dashboard.logout');
  // One logout button: at the end of the side list on desktop, beside the title on phones.
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('dashboard.title')}
          </Title>
          {name ? <Text c="dimmed">{t('dashboard.greeting', { name })}</Text> : null}
        </div>
        {wide ? null : (
          <Button
            variant="subtle"
            color="gray"
            h={40}
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={onLogout}
            loading={loggingOut}
          >
            {logoutLabel}
          </Button>
        )}
      </Group>
      <div className={classes.root}>
        <nav className={classes.nav} aria-label={t('dashboard.nav')}>
          {sections.map((section) => (
            <NavLink
              key={section.key}
              component="a"
              href={section.href}
              label={section.label}
              leftSection={section.icon}
              active={section.key === active}
              aria-current={section.key === active ? 'page' : undefined}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => follow(event, section)}
              className={classes.link}
              classNames={{ section: classes.icon }}
              fw={500}
            />
          ))}
          {wide ? (
            <NavLink
              component="button"
              type="button"
              label={logoutLabel}
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={onLogout}
              disabled={loggingOut}
              className={`${classes.link} ${classes.logout}`}
              c="dimmed"
            />
          ) : null}
        </nav>
        <div>{children}</div>
      </div>
    </Stack>
  );
}
