import { Alert, Badge, Button, Checkbox, Drawer, Group, Radio, Stack, Text, Title } from '@mantine/core';
import type { AttributeGroup, Product } from '@platter/contract';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWideFrom } from '../../hooks/use-wide-from.ts';
import { useFormatMoney } from '../../money/use-format-money.ts';
import frame from '../../styles/product-dialog.module.css';
import { UnitStepper } from '../UnitStepper/index.ts';
import classes from './AttributePanel.module.css';

/** Chosen units: group or step id -> item or product id -> units (at least 1 when present). */
export type ChoiceSelection = Readonly<Record<number, Readonly<Record<number, number>>>>;

export interface AttributePanelProps {
  opened: boolean;
  /** Called by the close button, Escape and a click on the overlay. */
  onClose: () => void;
  /** The header: image (when it has one), name, description and base price. */
  product: Pick<Product, 'name' | 'image' | 'description' | 'price'>;
  /** One section each, in this order. */
  groups: AttributeGroup[];
  /** Chosen items per group, with their units. */
  selection: ChoiceSelection;
  /** Units each group still needs to reach its minimum; above 0 shows "Choose {n} more". Missing means 0. */
  remaining: Readonly<Record<number, number>>;
  /**
   * Groups holding their maximum: their items not chosen yet are disabled, and their pluses.
   * Ignored for single-select groups, where choosing another item replaces the choice.
   */
  capped: Readonly<Record<number, boolean>>;
  /** A row was clicked: choose, replace (single select) or unchoose. The caller applies the rules. */
  onToggle: (groupId: number, itemId: number) => void;
  /** With `onDecrease`, shows a −/+ stepper on chosen items of multi-select groups. */
  onIncrease?: (groupId: number, itemId: number) => void;
  /** Never called at 1 unit (spec §5: the row's checkbox removes an item, not the minus). */
  onDecrease?: (groupId: number, itemId: number) => void;
  /** How many of the configured product to add; the footer stepper's value. */
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** The footer stepper's upper limit (stock left); null or missing means no limit. */
  maxQuantity?: number | null;
  /** Price of the configured line (items included) times quantity. */
  total: number;
  /** Enables the Add button: every group's minimum is met (spec §5). */
  canAdd: boolean;
  /** The Add button shows a spinner. @default false */
  adding?: boolean;
  onAdd: () => void;
  /** Shown as a red alert above the footer. */
  error?: string | null;
}

interface GroupSectionProps extends Pick<AttributePanelProps, 'onToggle' | 'onIncrease' | 'onDecrease'> {
  group: AttributeGroup;
  chosen: Readonly<Record<number, number>>;
  remaining: number;
  capped: boolean;
}

function GroupBadge({ group, remaining }: { group: AttributeGroup; remaining: number }) {
  const { t } = useTranslation('product');
  if (group.minimum_value === 0 && remaining === 0) {
    return (
      <Badge color="gray" variant="light" radius="sm" tt="none">
        {t('attributes.optional')}
      </Badge>
    );
  }
  // A required group keeps its "Required" badge once met, with a check, rather than turning "Optional".
  const met = remaining === 0;
  return (
    <Badge
      color={met ? 'teal' : 'red'}
      variant="light"
      radius="sm"
      tt="none"
      leftSection={met ? <IconCheck size={12} aria-hidden /> : undefined}
    >
      {t('attributes.required')}
    </Badge>
  );
}

function GroupSection({ group, chosen, remaining, capped, onToggle, onIncrease, onDecrease }: GroupSectionProps) {
  const { t } = useTranslation('product');
  const formatMoney = useFormatMoney();
  const id = useId();
  const multi = group.is_multi_select;
  const hints = [
    remaining > 0 ? t('attributes.chooseMore', { count: remaining }) : null,
    group.maximum_value && group.maximum_value > 0 ? t('attributes.upTo', { count: group.maximum_value }) : null,
  ].filter((hint): hint is string => hint !== null);

  const listProps = {
    'aria-labelledby': `${id}-name`,
    'aria-describedby': hints.length > 0 ? `${id}-hint` : undefined,
    className: classes.options,
  };
  const rows = group.items.map((item) => {
    const units = chosen[item.id] ?? 0;
    const selected = units > 0;
    // A single-select group replaces its choice (spec §5), so its cap never locks the other items.
    const disabled = multi && capped && !selected;
    const surcharge = item.pivot.price > 0 ? t('attributes.surcharge', { price: formatMoney(item.pivot.price) }) : null;
    const toggle = () => onToggle(group.id, item.id);
    return (
      <div key={item.id} className={classes.row} data-checked={selected || undefined} data-disabled={disabled || undefined}>
        <label className={classes.option} htmlFor={`${id}-item-${item.id}`}>
          {multi ? (
            <>
              <input
                type="checkbox"
                id={`${id}-item-${item.id}`}
                className={classes.input}
                checked={selected}
                disabled={disabled}
                onChange={toggle}
              />
              <Checkbox.Indicator checked={selected} disabled={disabled} radius="sm" />
            </>
          ) : (
            <>
              {/* onClick, not onChange: clicking the chosen radio again must reach the rules (it clears an optional group). */}
              <input
                type="radio"
                id={`${id}-item-${item.id}`}
                name={`${id}-choice`}
                className={classes.input}
                checked={selected}
                disabled={disabled}
                onChange={() => {}}
                onClick={toggle}
              />
              <Radio.Indicator checked={selected} disabled={disabled} />
            </>
          )}
          {item.image ? <img className={classes.thumb} src={item.image} alt="" loading="lazy" decoding="async" /> : null}
          <span className={classes.itemText}>
            <span className={classes.itemName} dir="auto">
              {item.name}
            </span>
            {surcharge ? (
              <>
                {' '}
                <span className={classes.surcharge}>{surcharge}</span>
              </>
            ) : null}
          </span>
        </label>
        {multi && selected && onIncrease && onDecrease ? (
          <UnitStepper
            size="sm"
            name={item.name}
            value={units}
            onIncrease={() => onIncrease(group.id, item.id)}
            onDecrease={() => onDecrease(group.id, item.id)}
            increaseDisabled={capped}
            decreaseDisabled={units <= 1}
          />
        ) : null}
      </div>
    );
  });

  return (
    <section aria-labelledby={`${id}-name`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" mb="sm">
        <div>
          <Title order={3} size="h5" id={`${id}-name`}>
            <span dir="auto">{group.name}</span>
          </Title>
          {hints.length > 0 ? (
            <Text size="sm" c={remaining > 0 ? 'red' : 'dimmed'} id={`${id}-hint`}>
              {hints.join(' · ')}
            </Text>
          ) : null}
        </div>
        <GroupBadge group={group} remaining={remaining} />
      </Group>
      {multi ? (
        // biome-ignore lint/a11y/useSemanticElements: the visible heading above names the group; a fieldset would need its own legend
        <div role="group" {...listProps}>
          {rows}
        </div>
      ) : (
        <div role="radiogroup" {...listProps}>
          {rows}
        </div>
      )}
    </section>
  );
}

/**
 * The side panel in which a guest configures a product's attributes, or a pinned product's extras
 * (spec §2 overlays, §5 attribute rules). Controlled: it shows the selection and reports clicks;
 * the caller owns the rules (`@platter/basket-core`). From the inline end on 768px and wider, a
 * bottom sheet on phones.
 */
export function AttributePanel({
  opened,
  onClose,
  product,
  groups,
  selection,
  remaining,
  capped,
  onToggle,
  onIncrease,
  onDecrease,
  quantity,
  onQuantityChange,
  maxQuantity = null,
  total,
  canAdd,
  adding = false,
  onAdd,
  error = null,
}: AttributePanelProps) {
  const { t } = useTranslation('product');
  const formatMoney = useFormatMoney();
  const wide = useWideFrom('sm');

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={wide ? 'right' : 'bottom'}
      size={wide ? 480 : '90%'}
      title={<span dir="auto">{product.name}</span>}
      closeButtonProps={{ 'aria-label': t('attributes.close') }}
      classNames={{
        content: wide ? frame.content : `${frame.content} ${classes.sheet}`,
        header: classes.header,
        title: frame.title,
        body: frame.body,
      }}
    >
      <Stack gap="lg" pt="md" pb="lg">
        <Stack gap="xs">
          {product.image ? <img className={classes.hero} src={product.image} alt="" loading="lazy" decoding="async" /> : null}
          {product.description ? (
            <Text size="sm" c="dimmed" dir="auto">
              {product.description}
            </Text>
          ) : null}
          <Text fw={700} size="lg" className={classes.price}>
            {formatMoney(product.price)}
          </Text>
        </Stack>
        {groups.map((group) => (
          <GroupSection
            key={group.id}
            group={group}
            chosen={selection[group.id] ?? {}}
            remaining={remaining[group.id] ?? 0}
            capped={capped[group.id] ?? false}
            onToggle={onToggle}
            onIncrease={onIncrease}
            onDecrease={onDecrease}
          />
        ))}
      </Stack>
      <div className={frame.footer}>
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} mb="sm" radius="md">
            {error}
          </Alert>
        ) : null}
        <Group wrap="nowrap" gap="sm">
          <UnitStepper
            name={t('attributes.quantity')}
            value={quantity}
            onDecrease={() => onQuantityChange(quantity - 1)}
            onIncrease={() => onQuantityChange(quantity + 1)}
            decreaseDisabled={quantity <= 1}
            increaseDisabled={maxQuantity !== null && quantity >= maxQuantity}
          />
          <Button flex={1} size="md" radius="xl" px="sm" fz={{ base: 'sm', xs: 'md' }} onClick={onAdd} disabled={!canAdd} loading={adding}>
            {t('attributes.add', { total: formatMoney(total) })}
          </Button>
        </Group>
      </div>
    </Drawer>
  );
}
