import { ActionIcon, Box, Button, Group } from '@mantine/core';
import { IconChevronDown, IconMenu2 } from '@tabler/icons-react';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../LanguageMenu/index.ts';
import classes from './HeaderLinks.module.css';

const LinksMenu = lazy(async () => ({ default: (await import('./LinksMenu.tsx')).LinksMenu }));

export interface HeaderLink {
  /** Stable React key. */
  key: string;
  label: string;
  /** Renders the link as an `<a>`; otherwise it is a button calling `onClick` (dialogs). */
  href?: string;
  onClick?: () => void;
  icon?: ReactNode;
  /**
   * Kept behind the bar's "More" menu (legal and information panels), so the bar keeps room for
   * the restaurant's name and the controls. Phones list every link in one menu anyway.
   * @default false
   */
  secondary?: boolean;
}

export interface HeaderLinksProps {
  /** In display order; nothing is rendered when empty. */
  links: HeaderLink[];
}

function BarLink({ link }: { link: HeaderLink }) {
  // Between md and xl only the icon shows (the label stays the accessible name and the tooltip).
  const common = {
    variant: 'subtle',
    color: 'gray',
    size: 'sm',
    leftSection: link.icon,
    className: classes.link,
    'data-with-icon': link.icon ? true : undefined,
    'aria-label': link.label,
    title: link.label,
  } as const;
  const label = <span className={classes.label}>{link.label}</span>;
  return link.href ? (
    <Button component="a" href={link.href} onClick={link.onClick} {...common}>
      {label}
    </Button>
  ) : (
    <Button onClick={link.onClick} {...common}>
      {label}
    </Button>
  );
}

/**
 * The header's information links. From `md` up the primary links sit in the bar (icons only up to
 * `xl`, icon and text above) and the secondary ones behind "More"; on phones every link is in one
 * menu behind an icon. The menus' code loads on their first click (DeferredMenu).
 */
export function HeaderLinks({ links }: HeaderLinksProps) {
  const { t } = useTranslation('menu');
  if (links.length === 0) return null;
  const primary = links.filter((link) => !link.secondary);
  const secondary = links.filter((link) => link.secondary);
  return (
    <Box component="nav" aria-label={t('header.navigation')} className={classes.root}>
      <Group gap={4} wrap="nowrap" visibleFrom="md">
        {primary.map((link) => (
          <BarLink key={link.key} link={link} />
        ))}
        {secondary.length > 0 ? (
          <DeferredMenu
            target={
              <Button
                variant="subtle"
                color="gray"
                size="sm"
                className={classes.link}
                rightSection={<IconChevronDown size={16} aria-hidden />}
              >
                {t('header.more')}
              </Button>
            }
            menu={LinksMenu}
            menuProps={{ links: secondary }}
          />
        ) : null}
      </Group>
      <Box hiddenFrom="md">
        <DeferredMenu
          target={
            <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={t('header.openMenu')}>
              <IconMenu2 size={20} aria-hidden />
            </ActionIcon>
          }
          menu={LinksMenu}
          menuProps={{ links }}
        />
      </Box>
    </Box>
  );
}
