import { ActionIcon, Alert, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { PackageProduct, PackageStep, Product } from '@platter/contract';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWideFrom } from '../../hooks/use-wide-from.ts';
import { useFormatMoney } from '../../money/use-format-money.ts';
import frame from '../../styles/product-dialog.module.css';
import type { ChoiceSelection } from '../AttributePanel/index.ts';
import { UnitStepper } from '../UnitStepper/index.ts';
import classes from './PackageWizard.module.css';

export interface PackageWizardProps {
  opened: boolean;
  /** Called by the close button, Escape and a click on the overlay. */
  onClose: () => void;
  /** The package (menu, bundle) being put together. */
  product: Pick<Product, 'name' | 'image'>;
  steps: PackageStep[];
  /** The current step, 0-based. An index outside `steps` shows no step. */
  index: number;
  /** Chosen products per step, with their units. */
  selection: ChoiceSelection;
  /** The current step holds its maximum: every plus is disabled. */
  capped: boolean;
  onAddProduct: (stepId: number, productId: number) => void;
  onRemoveProduct: (stepId: number, productId: number) => void;
  /** Next, or Add on the last step; the caller checks the step's minimum (spec §4). */
  onNext: () => void;
  /** Only offered after the first step. */
  onBack: () => void;
  /** Why the step cannot go on, e.g. "Please select at least 2 products"; shown as an alert. */
  stepError?: string | null;
  /** The Add button of the last step shows a spinner. @default false */
  adding?: boolean;
}

function StepHint({ step, units }: { step: PackageStep; units: number }) {
  const { t } = useTranslation('product');
  const rule =
    step.max && step.min === step.max
      ? t('package.exactly', { count: step.min })
      : [
          step.min > 0 ? t('package.atLeast', { count: step.min }) : null,
          step.max ? t(step.min > 0 ? 'package.upTo' : 'attributes.upTo', { count: step.max }) : null,
        ]
          .filter(Boolean)
          .join(', ');
  return (
    <Group gap="xs">
      {rule ? (
        <Text size="sm" fw={500}>
          {rule}
        </Text>
      ) : null}
      <Badge variant="light" color={units > 0 ? undefined : 'gray'} radius="sm" tt="none">
        {t('package.chosen', { count: units })}
      </Badge>
    </Group>
  );
}

interface ProductRowProps {
  product: PackageProduct;
  units: number;
  capped: boolean;
  onAdd: () => void;
  onRemove: () => void;
}

function ProductRow({ product, units, capped, onAdd, onRemove }: ProductRowProps) {
  const { t } = useTranslation('product');
  const formatMoney = useFormatMoney();
  const outOfStock = product.stock === 0;
  const stockReached = product.stock !== null && units >= product.stock;
  return (
    <li className={classes.row} data-chosen={units > 0 || undefined} data-out-of-stock={outOfStock || undefined}>
      {product.image ? <img className={classes.thumb} src={product.image} alt="" loading="lazy" decoding="async" /> : null}
      <div className={classes.text}>
        <Text className={classes.name}>
          <span dir="auto">{product.name}</span>
        </Text>
        {product.description ? (
          <Text size="xs" c="dimmed" lineClamp={1} dir="auto">
            {product.description}
          </Text>
        ) : null}
        {product.price > 0 || outOfStock ? (
          <Group gap="xs" mt={2}>
            {product.price > 0 ? (
              <Text size="sm" c="dimmed" className={classes.price}>
                {t('package.surcharge', { price: formatMoney(product.price) })}
              </Text>
            ) : null}
            {outOfStock ? (
              <Badge color="red" variant="light" size="sm" radius="sm" tt="none">
                {t('package.outOfStock')}
              </Badge>
            ) : null}
          </Group>
        ) : null}
      </div>
      {units > 0 ? (
        <UnitStepper
          size="sm"
          name={product.name}
          value={units}
          onIncrease={onAdd}
          onDecrease={onRemove}
          increaseDisabled={capped || stockReached}
        />
      ) : (
        <ActionIcon
          variant="light"
          radius="xl"
          size={40}
          onClick={onAdd}
          disabled={capped || stockReached}
          aria-label={t('package.add', { name: product.name })}
        >
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
      )}
    </li>
  );
}

/**
 * The package wizard (spec §2 overlays, §4): one step of a menu or bundle at a time, with the
 * products it offers. Controlled: the caller holds the index and the selection and checks the
 * rules (`@platter/basket-core` package steps). Full screen on phones.
 */
export function PackageWizard({
  opened,
  onClose,
  product,
  steps,
  index,
  selection,
  capped,
  onAddProduct,
  onRemoveProduct,
  onNext,
  onBack,
  stepError = null,
  adding = false,
}: PackageWizardProps) {
  const { t } = useTranslation('product');
  const wide = useWideFrom('sm');
  const step = steps[index];
  const isLast = index === steps.length - 1;
  const chosen = step ? (selection[step.id] ?? {}) : {};
  const units = Object.values(chosen).reduce((sum, count) => sum + count, 0);

  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      fullScreen={!wide}
      size={560}
      radius="lg"
      classNames={{ content: frame.content, header: classes.header, title: frame.title, body: frame.body }}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          {product.image ? <img className={classes.headerThumb} src={product.image} alt="" loading="lazy" decoding="async" /> : null}
          <Stack gap={0} flex={1} miw={0}>
            <Modal.Title>
              <span dir="auto">{product.name}</span>
            </Modal.Title>
            <Text size="sm" c="dimmed">
              {t('package.step', { current: Math.min(index + 1, steps.length), total: steps.length })}
            </Text>
          </Stack>
          <Modal.CloseButton aria-label={t('package.close')} />
        </Modal.Header>
        <div className={classes.progress} aria-hidden="true">
          {steps.map((candidate, position) => (
            <span key={candidate.id} className={classes.segment} data-done={position <= index || undefined} />
          ))}
        </div>
        <Modal.Body>
          {step ? (
            <section aria-labelledby={`package-step-${step.id}`}>
              <Stack gap={4} pt="sm" mb="md">
                <Title order={3} size="h4" id={`package-step-${step.id}`}>
                  <span dir="auto">{step.name}</span>
                </Title>
                {step.question ? (
                  <Text c="dimmed" dir="auto">
                    {step.question}
                  </Text>
                ) : null}
                <StepHint step={step} units={units} />
              </Stack>
              <ul className={classes.list}>
                {step.product.map((candidate) => (
                  <ProductRow
                    key={candidate.id}
                    product={candidate}
                    units={chosen[candidate.id] ?? 0}
                    capped={capped}
                    onAdd={() => onAddProduct(step.id, candidate.id)}
                    onRemove={() => onRemoveProduct(step.id, candidate.id)}
                  />
                ))}
              </ul>
            </section>
          ) : null}
          <div className={frame.footer}>
            {stepError ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} mb="sm" radius="md">
                {stepError}
              </Alert>
            ) : null}
            <Group wrap="nowrap" gap="sm">
              {index > 0 ? (
                <Button variant="default" size="md" radius="xl" onClick={onBack} disabled={adding}>
                  {t('package.back')}
                </Button>
              ) : null}
              <Button flex={1} size="md" radius="xl" onClick={onNext} loading={adding} disabled={!step}>
                {isLast ? t('package.finish') : t('package.next')}
              </Button>
            </Group>
          </div>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
