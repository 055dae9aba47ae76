import { Menu } from '@mantine/core';
import { type LoadedMenuProps, useOpenedOnMount } from '../LanguageMenu/index.ts';
import classes from './HeaderLinks.module.css';
import type { HeaderLink } from './HeaderLinks.tsx';

export interface LinksMenuProps extends LoadedMenuProps {
  links: HeaderLink[];
}

/** A menu of HeaderLinks (the bar's "More", the phone menu), loaded on the first click of its button (DeferredMenu) and opened then. */
export function LinksMenu({ target, links }: LinksMenuProps) {
  const { target: menuTarget, opened, onChange } = useOpenedOnMount(target);
  return (
    <Menu position="bottom-end" shadow="md" width={240} radius="md" opened={opened} onChange={onChange}>
      <Menu.Target>{menuTarget}</Menu.Target>
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
  );
}
