import { Button, Text, UnstyledButton } from '@mantine/core';
import { IconArmchair, IconRobot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './TableDock.module.css';

export interface TableDockProps {
  /** The table the basket is tied to, as printed on it, e.g. "T4". */
  tableName: string;
  /** People at the table; null while not given. */
  people: number | null;
  /** Asks the people again (the capacity dialog). Without it the count is plain text. */
  onChangePeople?: () => void;
  /** Shown only when given (the restaurant offers the robot): asks to call the dish-collecting robot. */
  onCallRobot?: () => void;
  /** A robot call is under way: the button spins and takes no clicks. @default false */
  robotBusy?: boolean;
  /** Floats in the bottom end corner, above the newsletter button. @default false */
  floating?: boolean;
}

/** The guest's table at a glance: its name, the people at it, and the robot call (spec §2 Menu screen). */
export function TableDock({ tableName, people, onChangePeople, onCallRobot, robotBusy = false, floating = false }: TableDockProps) {
  const { t } = useTranslation('table');
  const peopleText = people === null ? t('dock.noPeople') : t('dock.people', { count: people });
  const summary = (
    <>
      <span className={classes.icon}>
        <IconArmchair size={20} aria-hidden />
      </span>
      <span className={classes.text}>
        <Text component="span" fw={700} size="sm" className={classes.line}>
          {t('dock.table', { name: tableName })}
        </Text>
        <Text component="span" size="xs" c="dimmed" className={classes.line}>
          {peopleText}
        </Text>
      </span>
    </>
  );

  return (
    <section className={classes.root} data-floating={floating || undefined} aria-label={t('dock.label')}>
      {onChangePeople ? (
        <UnstyledButton className={classes.summary} onClick={onChangePeople} aria-label={t('dock.changePeople', { name: tableName })}>
          {summary}
        </UnstyledButton>
      ) : (
        <div className={classes.summary}>{summary}</div>
      )}
      {onCallRobot ? (
        <Button
          radius="xl"
          h={40}
          px="md"
          className={classes.robot}
          leftSection={<IconRobot size={18} aria-hidden />}
          onClick={onCallRobot}
          loading={robotBusy}
          title={t('dock.callRobotHint')}
        >
          {t('dock.callRobot')}
        </Button>
      ) : null}
    </section>
  );
}
