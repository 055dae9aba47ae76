import { Group } from '@mantine/core';
import { IconCalendarPause, IconLayoutKanban, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './ManagerNavigation.module.css';

const SECTIONS = [
  { to: '/', key: 'board', Icon: IconLayoutKanban },
  { to: '/orders', key: 'orders', Icon: IconListDetails },
  { to: '/breaks', key: 'breaks', Icon: IconCalendarPause },
] as const;

/** The manager's sections: live board, orders, break patterns. */
export function ManagerNavigation() {
  const { t } = useTranslation('manager');
  return (
    <Group component="nav" aria-label={t('nav.label')} gap={4} wrap="nowrap">
      {SECTIONS.map(({ to, key, Icon }) => (
        <NavLink key={key} to={to} end={to === '/'} className={classes.link}>
          <Icon size={18} aria-hidden />
          <span className={classes.label}>{t(`nav.${key}`)}</span>
        </NavLink>
      ))}
    </Group>
  );
}
