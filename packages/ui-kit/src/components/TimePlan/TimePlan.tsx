import { Badge, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import type { DeliveryTypeName, WeeklyTime } from '@platter/contract';
import { dateTimeFormat } from '@platter/i18n';
import { IconCalendarOff } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './TimePlan.module.css';

/** The API's weekdays, 1 Monday to 7 Sunday: the week as it is shown. */
const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

export interface TimePlanSchedule {
  type: DeliveryTypeName;
  /** The weekly windows of this delivery type; a weekday without any is shown as closed. */
  times: readonly WeeklyTime[];
}

export interface TimePlanClosure {
  /** Stable key. */
  id: number | string;
  /** The period as the guest reads it, e.g. "24.12.26 – 26.12.26". */
  period: string;
  reason: string | null;
}

export interface TimePlanProps {
  /** One per offered delivery type, in the restaurant's order; identical ones are shown once. */
  schedules: TimePlanSchedule[];
  /** Today's weekday in the restaurant's zone, 1 (Monday) to 7; its row is highlighted. */
  today: number;
  /** Closing periods still to come (holidays), listed under the week. @default [] */
  closures?: TimePlanClosure[];
}

/** The weekday's name in the display language (2024-01-01 was a Monday). */
function weekdayName(weekday: number, language: string): string {
  return dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
}

function sameWeek(a: readonly WeeklyTime[], b: readonly WeeklyTime[]): boolean {
  const key = (times: readonly WeeklyTime[]) =>
    times
      .map((time) => `${time.weekday} ${time.open_at} ${time.close_at}`)
      .sort()
      .join('|');
  return key(a) === key(b);
}

/** The week's opening hours per delivery type (tabs when they differ), today marked, closed days and holidays named. */
export function TimePlan({ schedules, today, closures = [] }: TimePlanProps) {
  const { t } = useTranslation('content');
  const closuresTitle = useId();
  const first = schedules[0];
  const allAlike = schedules.every((schedule) => sameWeek(schedule.times, first?.times ?? []));

  return (
    <Stack gap="lg">
      {!first ? (
        <Text c="dimmed">{t('timePlan.none')}</Text>
      ) : allAlike ? (
        <WeekTable times={first.times} today={today} />
      ) : (
        <Tabs defaultValue={first.type} variant="pills" radius="xl">
          <Tabs.List grow className={classes.tabs}>
            {schedules.map((schedule) => (
              <Tabs.Tab key={schedule.type} value={schedule.type} className={classes.tab}>
                {t(`timePlan.types.${schedule.type}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {schedules.map((schedule) => (
            <Tabs.Panel key={schedule.type} value={schedule.type} pt="md">
              <WeekTable times={schedule.times} today={today} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      {closures.length > 0 ? (
        <section aria-labelledby={closuresTitle}>
          <Group gap="xs" mb="xs">
            <IconCalendarOff size={20} aria-hidden className={classes.closureIcon} />
            <Title order={3} size="h5" id={closuresTitle}>
              {t('timePlan.closures')}
            </Title>
          </Group>
          <Stack gap={4} component="ul" className={classes.closures}>
            {closures.map((closure) => (
              <li key={closure.id}>
                <Text span fw={600} size="sm">
                  {closure.period}
                </Text>
                {closure.reason ? (
                  <Text span c="dimmed" size="sm">
                    {' · '}
                    {closure.reason}
                  </Text>
                ) : null}
              </li>
            ))}
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}

function WeekTable({ times, today }: { times: readonly WeeklyTime[]; today: number }) {
  const { t, i18n } = useTranslation('content');
  return (
    <Table verticalSpacing="sm" horizontalSpacing="md" className={classes.table}>
      <Table.Thead className={classes.head}>
        <Table.Tr>
          <Table.Th scope="col">{t('timePlan.day')}</Table.Th>
          <Table.Th scope="col">{t('timePlan.hours')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {WEEK.map((weekday) => {
          const windows = times.filter((time) => time.weekday === weekday).sort((a, b) => a.open_at.localeCompare(b.open_at));
          const isToday = weekday === today;
          return (
            <Table.Tr key={weekday} data-today={isToday || undefined} aria-current={isToday ? 'date' : undefined} className={classes.row}>
              <Table.Th scope="row" className={classes.day}>
                <Group gap="xs" wrap="nowrap">
                  <span>{weekdayName(weekday, i18n.language)}</span>
                  {isToday ? (
                    <Badge size="sm" radius="sm" variant="filled" className={classes.todayBadge}>
                      {t('timePlan.today')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Th>
              <Table.Td>
                {windows.length === 0 ? (
                  <Text c="dimmed" size="sm" fw={500}>
                    {t('timePlan.closed')}
                  </Text>
                ) : (
                  <Stack gap={2}>
                    {windows.map((window) => (
                      <Text key={`${window.open_at}-${window.close_at}`} size="sm" className={classes.window}>
                        {window.open_at} – {window.close_at}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
