import { Alert, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArmchair } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnitStepper } from '../UnitStepper/index.ts';
import classes from './TableCapacityModal.module.css';

/** How many people sit at the table (the basket's `extra_info.table_capacity`). */
export interface TableCapacity {
  adults: number;
  children: number;
}

export interface TableCapacityModalProps {
  opened: boolean;
  /** The table's name as printed on it, e.g. "T4". */
  tableName: string;
  /** The people given before (e.g. on an earlier day), to start from. @default 1 adult, 0 children */
  initial?: TableCapacity | null;
  /** Saves the answer; a rejection's message is shown in the dialog and the counts stay. */
  onSave: (capacity: TableCapacity) => Promise<void>;
  /**
   * Lets the guest close the dialog without answering (close button, Escape, a click outside).
   * Without it the question must be answered, as the restaurant asks for it before ordering.
   */
  onClose?: () => void;
  /** The most of either kind, as the server accepts. @default 99 */
  max?: number;
}

/** Someone is at the table: the dialog starts from one adult. */
const ONE_ADULT: TableCapacity = { adults: 1, children: 0 };

/** Spec §4 "Table capacity modal": adults and children at the table, at least one adult among them (issue 16). */
export function TableCapacityModal({ opened, tableName, initial = null, onSave, onClose, max = 99 }: TableCapacityModalProps) {
  const { t } = useTranslation('table');
  const dismissible = onClose !== undefined;
  return (
    <Modal
      opened={opened}
      onClose={onClose ?? (() => undefined)}
      withCloseButton={dismissible}
      closeOnEscape={dismissible}
      closeOnClickOutside={dismissible}
      centered
      size="sm"
      radius="lg"
      title={t('capacity.title', { name: tableName })}
      closeButtonProps={{ 'aria-label': t('capacity.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* Mounted only while open, so every opening starts from `initial`. */}
      <CapacityForm initial={initial ?? ONE_ADULT} onSave={onSave} max={max} />
    </Modal>
  );
}

function CapacityForm({ initial, onSave, max }: { initial: TableCapacity; onSave: TableCapacityModalProps['onSave']; max: number }) {
  const { t } = useTranslation('table');
  const errorId = useId();
  const [capacity, setCapacity] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const total = capacity.adults + capacity.children;

  const change = (kind: keyof TableCapacity, by: 1 | -1) => {
    setError(null);
    setCapacity((current) => ({ ...current, [kind]: Math.min(max, Math.max(0, current[kind] + by)) }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (capacity.adults < 1) return setError(t('capacity.atLeastOneAdult'));
    setError(null);
    setSaving(true);
    try {
      await onSave(capacity);
    } catch (reason) {
      setError(reason instanceof Error && reason.message ? reason.message : t('capacity.failed'));
    } finally {
      setSaving(false);
    }
  }

  // Children do not sit at a table alone: adults stay at one at least.
  const least = (kind: keyof TableCapacity) => (kind === 'adults' ? 1 : 0);
  const row = (kind: keyof TableCapacity, hint: string | null) => (
    <div className={classes.row}>
      <div>
        <Text fw={600}>{t(`capacity.${kind}`)}</Text>
        {hint ? (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </div>
      <UnitStepper
        name={t(`capacity.${kind}`)}
        value={capacity[kind]}
        onIncrease={() => change(kind, 1)}
        onDecrease={() => change(kind, -1)}
        decreaseDisabled={capacity[kind] <= least(kind) || saving}
        increaseDisabled={capacity[kind] >= max || saving}
      />
    </div>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-describedby={error ? errorId : undefined}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            <IconArmchair size={22} />
          </ThemeIcon>
          <Text c="dimmed" size="sm">
            {t('capacity.intro')}
          </Text>
        </Group>
        <div className={classes.rows}>
          {row('adults', null)}
          {row('children', t('capacity.childrenHint'))}
        </div>
        <Text size="sm" fw={500} ta="center" aria-live="polite">
          {t('capacity.total', { count: total })}
        </Text>
        {error ? (
          <Alert id={errorId} color="red" variant="light" role="alert" py="xs">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" size="md" radius="xl" fullWidth loading={saving}>
          {t('capacity.save')}
        </Button>
      </Stack>
    </form>
  );
}
