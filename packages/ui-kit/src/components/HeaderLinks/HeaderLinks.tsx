import { ActionIcon, Box, Button, Group, Menu } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './HeaderLinks.module.css';

export interface HeaderLink {
  /** Stable React key. */
  key: string;
  label: string;
  /** Renders the link as an `<a>`; otherwise it is a button calling `onClick` (dialogs). */
  href?: string;
  onClick?: () => void;
  icon?: ReactNode;
}

export interface HeaderLinksProps {
  /** In display order; nothing is rendered when empty. */
  links: HeaderLink[];
}

/** The header's information links: text buttons from `md` up, a menu behind one icon on phones. */
export function HeaderLinks({ links }: HeaderLinksProps) {
  const { t } = useTranslation('menu');
  if (links.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('header.navigation')} className={classes.root}>
      <Group gap={4} wrap="nowrap" visibleFrom="md">
        {links.map((link) => {
          const common = { variant: 'subtle', color: 'gray', size: 'sm', leftSection: link.icon, className: classes.link } as const;
          return link.href ? (
            <Button key={link.key} component="a" href={link.href} onClick={link.onClick} {...common}>
              {link.label}
            </Button>
          ) : (
            <Button key={link.key} onClick={link.onClick} {...common}>
              {link.label}
            </Button>
          );
        })}
      </Group>
      <Box hiddenFrom="md">
        <Menu position="bottom-end" shadow="md" width={240} radius="md">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={t('header.openMenu')}>
              <IconMenu2 size={20} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {links.map((link) =>
              link.href ? (
                <Menu.Item
                  key={link.key}
                  component="a"
                  href={link.href}
                  onClick={link.onClick}
                  leftSection={link.icon}
                  className={classes.item}
                >
                  {link.label}
                </Menu.Item>
              ) : (
                <Menu.Item key={link.key} onClick={link.onClick} leftSection={link.icon} className={classes.item}>
                  {link.label}
                </Menu.Item>
              ),
            )}
          </Menu.Dropdown>
        </Menu>
      </Box>
    </Box>
  );
}
