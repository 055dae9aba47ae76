import { Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BreakPattern } from '@platter/contract';
import { formatDate, formatTime } from '@platter/i18n';
import { ConfirmDialog, EmptyState, RetryAlert, useDocumentTitle } from '@platter/ui-kit';
import { IconCalendarPause, IconPencil, IconPlayerStop, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManagedRestaurant } from '../../app/manager-context.tsx';
import { restaurantToday } from '../../app/restaurant-dates.ts';
import { BreakPatternForm } from './BreakPatternForm.tsx';
import { useBreakPatterns, useChangeBreakPattern, useMenuProducts } from './break-queries.ts';
import { type PatternState, patternState } from './pattern-state.ts';

const STATE_COLOR: Record<PatternState, string> = { active: 'orange', scheduled: 'blue', stopped: 'gray', ended: 'gray' };
const PRODUCT_NAMES_SHOWN = 4;

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; pattern: BreakPattern }
  | { kind: 'stop'; pattern: BreakPattern }
  | { kind: 'delete'; pattern: BreakPattern }
  | null;

/** The restaurant's break patterns: list, create, edit, stop, delete. */
export function BreakPatternsScreen() {
  const { t } = useTranslation('manager');
  const restaurant = useManagedRestaurant();
  useDocumentTitle(restaurant.name, t('breaks.heading'));
  const today = restaurantToday(restaurant.timeZone);
  const patterns = useBreakPatterns();
  const products = useMenuProducts();
  const change = useChangeBreakPattern();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const editing = dialog?.kind === 'create' || dialog?.kind === 'edit' ? dialog : null;
  const confirming = dialog?.kind === 'stop' || dialog?.kind === 'delete' ? dialog : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('breaks.heading')}
          </Title>
          <Text c="dimmed" size="sm" maw={640} mt={4}>
            {t('breaks.intro')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialog({ kind: 'create' })}>
          {t('breaks.create')}
        </Button>
      </Group>
      {patterns.isError ? (
        <RetryAlert title={t('loadError')} message={patterns.error.message} onRetry={() => void patterns.refetch()} />
      ) : patterns.isPending ? (
        <Stack gap="sm" aria-busy="true">
          {[0, 1].map((key) => (
            <Skeleton key={key} height={110} radius="md" />
          ))}
        </Stack>
      ) : patterns.data.length === 0 ? (
        <EmptyState icon={<IconCalendarPause size={32} aria-hidden />} title={t('breaks.empty')} />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {patterns.data.map((pattern) => (
            <PatternCard
              key={pattern.id}
              pattern={pattern}
              state={patternState(pattern, today)}
              productNames={pattern.products.map((id) => products.data?.find((product) => product.id === id)?.name ?? `#${id}`)}
              onEdit={() => setDialog({ kind: 'edit', pattern })}
              onStop={() => setDialog({ kind: 'stop', pattern })}
              onDelete={() => setDialog({ kind: 'delete', pattern })}
            />
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing?.kind === 'edit' ? t('breaks.form.editTitle') : t('breaks.form.createTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('breaks.form.cancel') }}
      >
        {editing ? (
          <BreakPatternForm
            {...(editing.kind === 'edit' ? { pattern: editing.pattern } : {})}
            today={today}
            products={products.data ?? []}
            productsLoading={products.isPending}
            onCancel={close}
            onSave={async (fields) => {
              await change.mutateAsync(
                editing.kind === 'edit' ? { kind: 'update', pattern: editing.pattern, fields } : { kind: 'create', fields },
              );
              close();
            }}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={confirming !== null}
        title={
          confirming ? t(confirming.kind === 'stop' ? 'breaks.stopTitle' : 'breaks.deleteTitle', { name: confirming.pattern.name }) : ''
        }
        message={confirming?.kind === 'stop' ? t('breaks.stopBody') : t('breaks.deleteBody')}
        confirmLabel={confirming?.kind === 'stop' ? t('breaks.stop') : t('breaks.delete')}
        cancelLabel={t('breaks.form.cancel')}
        danger
        loading={change.isPending}
        onCancel={close}
        onConfirm={() => {
          if (confirming) change.mutate({ kind: confirming.kind, pattern: confirming.pattern }, { onSettled: close });
        }}
      />
    </Stack>
  );
}

interface PatternCardProps {
  pattern: BreakPattern;
  state: PatternState;
  productNames: string[];
  onEdit: () => void;
  onStop: () => void;
  onDelete: () => void;
}

function PatternCard({ pattern, state, productNames, onEdit, onStop, onDelete }: PatternCardProps) {
  const { t, i18n } = useTranslation('manager');
  const shown = productNames.slice(0, PRODUCT_NAMES_SHOWN).join(', ');
  const more = productNames.length - PRODUCT_NAMES_SHOWN;
  const titleId = `pattern-${pattern.id}`;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={6} style={{ flex: '1 1 280px' }}>
          <Group gap="xs">
            <Title order={2} size="h4" id={titleId}>
              <bdi>{pattern.name}</bdi>
            </Title>
            <Badge color={STATE_COLOR[state]} variant={state === 'active' ? 'filled' : 'light'}>
              {t(`breaks.${state}`)}
            </Badge>
          </Group>
          <Text size="sm">
            {t('breaks.fromTime', { time: formatTime(`2000-01-01T${pattern.start_time}`, i18n.language) })} ·{' '}
            {pattern.weekdays.map((day) => t(`breaks.weekdays.${day}`)).join(', ')} · {formatDate(pattern.start_date, i18n.language)} –{' '}
            {formatDate(pattern.end_date, i18n.language)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('breaks.products', { count: productNames.length })}: <bdi>{shown}</bdi>
            {more > 0 ? ` +${more}` : ''}
          </Text>
        </Stack>
        <Group gap="xs">
          {state !== 'stopped' ? (
            <Button variant="default" size="sm" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
              {t('breaks.edit')}
            </Button>
          ) : null}
          {state === 'active' || state === 'scheduled' ? (
            <Button variant="light" color="orange" size="sm" leftSection={<IconPlayerStop size={16} aria-hidden />} onClick={onStop}>
              {t('breaks.stop')}
            </Button>
          ) : null}
          <Button variant="subtle" color="red" size="sm" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
            {t('breaks.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
