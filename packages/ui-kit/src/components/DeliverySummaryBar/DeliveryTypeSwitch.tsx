import type { DeliveryTypeName } from '@platter/contract';
import { type CSSProperties, useId } from 'react';
import classes from './DeliveryTypeSwitch.module.css';

export interface DeliveryTypeSwitchOption {
  type: DeliveryTypeName;
  label: string;
}

export interface DeliveryTypeSwitchViewProps {
  /** The group's accessible name. */
  label: string;
  options: DeliveryTypeSwitchOption[];
  value: DeliveryTypeName | null;
  disabled?: boolean;
  onChange: (type: DeliveryTypeName) => void;
}

/**
 * Equal segments of native radios with a sliding pill, drawn by CSS alone: Mantine's
 * SegmentedControl measures its items after mount to place its indicator, which forced a layout
 * of the whole menu inside the first render's commit (about 95 ms at 4x CPU, issue 18).
 */
export function DeliveryTypeSwitch({ label, options, value, disabled = false, onChange }: DeliveryTypeSwitchViewProps) {
  const name = useId();
  const active = options.findIndex((option) => option.type === value);
  const style = { '--switch-count': options.length, '--switch-index': Math.max(active, 0) } as CSSProperties;
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={classes.root}
      style={style}
      data-with-active={active >= 0 || undefined}
      data-disabled={disabled || undefined}
    >
      {options.map((option, index) => (
        <label
          key={option.type}
          className={classes.segment}
          data-active={index === active || undefined}
          data-after-active={index === active + 1 || undefined}
        >
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.type}
            checked={index === active}
            disabled={disabled}
            onChange={() => onChange(option.type)}
          />
          <span className={classes.label}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
