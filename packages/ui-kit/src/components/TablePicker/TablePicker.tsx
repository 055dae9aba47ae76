import { CloseButton, Loader, NativeSelect, Text } from '@mantine/core';
import { IconArmchair } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './TablePicker.module.css';

/** A table as the restaurant lists it. */
export interface TablePickerTable {
  id: number;
  /** As printed on the table, e.g. "T4". */
  name: string;
}

export interface TablePickerProps {
  /** The restaurant's tables, in the order to offer them. */
  tables: TablePickerTable[];
  /** The guest chose a table. */
  onChoose: (tableId: number) => void;
  /** The guest does not want to choose ("Not now"): the picker is hidden for the basket. */
  onDismiss: () => void;
  /** The choice is being saved: the list takes no new choice. @default false */
  busy?: boolean;
  /** Why the choice could not be saved; null when it could. @default null */
  error?: string | null;
  /** Floats in the bottom end corner, where the table dock sits once a table is chosen. @default false */
  floating?: boolean;
}

/**
 * The table selection of an eat-here basket without a table: the restaurant's tables to choose the
 * one the guest sits at, or to dismiss for this basket.
 */
export function TablePicker({ tables, onChoose, onDismiss, busy = false, error = null, floating = false }: TablePickerProps) {
  const { t } = useTranslation('table');
  const titleId = useId();
  return (
    <section className={classes.root} data-floating={floating || undefined} aria-labelledby={titleId}>
      <span className={classes.icon}>
        <IconArmchair size={20} aria-hidden />
      </span>
      <div className={classes.body}>
        <Text id={titleId} fw={700} size="sm">
          {t('picker.title')}
        </Text>
        <NativeSelect
          size="sm"
          radius="xl"
          aria-label={t('picker.label')}
          value=""
          disabled={busy}
          rightSection={busy ? <Loader size={14} /> : undefined}
          error={error}
          onChange={(event) => {
            const id = Number(event.currentTarget.value);
            if (id > 0) onChoose(id);
          }}
          data={[
            { value: '', label: t('picker.placeholder'), disabled: true },
            ...tables.map((table) => ({ value: String(table.id), label: t('dock.table', { name: table.name }) })),
          ]}
        />
      </div>
      <CloseButton
        className={classes.close}
        aria-label={t('picker.dismiss')}
        title={t('picker.dismiss')}
        onClick={onDismiss}
        disabled={busy}
      />
    </section>
  );
}
