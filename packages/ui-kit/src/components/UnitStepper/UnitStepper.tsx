import { ActionIcon } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './UnitStepper.module.css';

export interface UnitStepperProps {
  /** Units shown between the buttons. */
  value: number;
  onIncrease: () => void;
  onDecrease: () => void;
  /** What is counted; names the group and the buttons for screen readers ("One more Cheddar"). */
  name: string;
  /** @default false */
  increaseDisabled?: boolean;
  /** @default false */
  decreaseDisabled?: boolean;
  /** `sm` for a row inside a list (32px, 40px touch target), `md` for a footer (40px). @default 'md' */
  size?: 'sm' | 'md';
}

/** A − value + control. It only reports clicks: the limits are the caller's (basket-core's) rules. */
export function UnitStepper({
  value,
  onIncrease,
  onDecrease,
  name,
  increaseDisabled = false,
  decreaseDisabled = false,
  size = 'md',
}: UnitStepperProps) {
  const { t } = useTranslation('product');
  const buttonSize = size === 'sm' ? 32 : 40;
  const iconSize = size === 'sm' ? 16 : 18;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and borders a stepper does not want
    <div role="group" aria-label={name} className={classes.root}>
      <ActionIcon
        variant="default"
        radius="xl"
        size={buttonSize}
        data-size={size}
        className={classes.button}
        onClick={onDecrease}
        disabled={decreaseDisabled}
        aria-label={t('stepper.decrease', { name })}
      >
        <IconMinus size={iconSize} aria-hidden />
      </ActionIcon>
      <span className={classes.value} aria-live="polite">
        {value}
      </span>
      <ActionIcon
        variant="default"
        radius="xl"
        size={buttonSize}
        data-size={size}
        className={classes.button}
        onClick={onIncrease}
        disabled={increaseDisabled}
        aria-label={t('stepper.increase', { name })}
      >
        <IconPlus size={iconSize} aria-hidden />
      </ActionIcon>
    </div>
  );
}
