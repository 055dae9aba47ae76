import { Alert, Button, Chip, Group, Input, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ApiError } from '@platter/api-client';
import type { BreakPattern } from '@platter/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreakPatternFields } from './break-queries.ts';

export interface BreakPatternFormProps {
  /** The pattern to edit; a new one when absent. */
  pattern?: BreakPattern;
  /** `YYYY-MM-DD`, the first day a new pattern gets. */
  today: string;
  products: Array<{ id: number; name: string }>;
  productsLoading: boolean;
  onSave: (fields: BreakPatternFields) => Promise<unknown>;
  onCancel: () => void;
}

type Field = keyof BreakPatternFields;
type Errors = Partial<Record<Field, string>>;

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** A pattern's fields with the rules the server holds too: a name, a product, a weekday, end not before start. */
export function BreakPatternForm({ pattern, today, products, productsLoading, onSave, onCancel }: BreakPatternFormProps) {
  const { t } = useTranslation('manager');
  const [fields, setFields] = useState<BreakPatternFields>(
    pattern
      ? {
          name: pattern.name,
          start_time: pattern.start_time,
          products: pattern.products,
          weekdays: pattern.weekdays,
          start_date: pattern.start_date,
          end_date: pattern.end_date,
        }
      : { name: '', start_time: '14:00', products: [], weekdays: [1, 2, 3, 4, 5], start_date: today, end_date: today },
  );
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends Field>(key: K, value: BreakPatternFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  function check(): Errors {
    const found: Errors = {};
    if (!fields.name.trim()) found.name = t('breaks.form.required');
    if (!/^\d{2}:\d{2}$/.test(fields.start_time)) found.start_time = t('breaks.form.required');
    if (fields.products.length === 0) found.products = t('breaks.form.chooseProduct');
    if (fields.weekdays.length === 0) found.weekdays = t('breaks.form.chooseWeekday');
    if (!fields.start_date) found.start_date = t('breaks.form.required');
    if (!fields.end_date) found.end_date = t('breaks.form.required');
    else if (fields.start_date && fields.end_date < fields.start_date) found.end_date = t('breaks.form.endBeforeStart');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSave({ ...fields, name: fields.name.trim() });
    } catch (error) {
      // The server's 422 names its field; its message is the first field's, already translated.
      const field = error instanceof ApiError ? (Object.keys(error.fields)[0] as Field | undefined) : undefined;
      const message = error instanceof Error ? error.message : String(error);
      if (field && field in fields) setErrors({ [field]: message });
      else setFailure(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label={t('breaks.form.name')}
          placeholder={t('breaks.form.namePlaceholder')}
          required
          maxLength={100}
          value={fields.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <MultiSelect
          label={t('breaks.form.products')}
          placeholder={fields.products.length === 0 ? t('breaks.form.productsPlaceholder') : undefined}
          required
          searchable
          disabled={productsLoading}
          data={products.map((product) => ({ value: String(product.id), label: product.name }))}
          value={fields.products.map(String)}
          onChange={(values) => set('products', values.map(Number))}
          error={errors.products}
          comboboxProps={{ withinPortal: true }}
        />
        <Input.Wrapper label={t('breaks.form.weekdays')} required error={errors.weekdays}>
          <Chip.Group
            multiple
            value={fields.weekdays.map(String)}
            onChange={(values) =>
              set(
                'weekdays',
                values.map(Number).sort((a, b) => a - b),
              )
            }
          >
            <Group gap={6} mt={6}>
              {WEEKDAYS.map((day) => (
                <Chip key={day} value={day} size="sm">
                  {t(`breaks.weekdays.${day}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput
            type="time"
            label={t('breaks.form.startTime')}
            required
            value={fields.start_time}
            onChange={(event) => set('start_time', event.currentTarget.value.slice(0, 5))}
            error={errors.start_time}
          />
          <TextInput
            type="date"
            label={t('breaks.form.startDate')}
            required
            value={fields.start_date}
            onChange={(event) => set('start_date', event.currentTarget.value)}
            error={errors.start_date}
          />
          <TextInput
            type="date"
            label={t('breaks.form.endDate')}
            required
            value={fields.end_date}
            min={fields.start_date}
            onChange={(event) => set('end_date', event.currentTarget.value)}
            error={errors.end_date}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('breaks.form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('breaks.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
