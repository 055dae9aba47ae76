import { Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../money/use-format-money.ts';
import classes from './TipField.module.css';

export interface TipFieldProps {
  /** The basket's current tip in major units; 0 means no tip. */
  value: number;
  /** Sets the tip; reject with an Error whose message the guest should read. */
  onChange: (amount: number) => Promise<void>;
  /** Removes the tip ("No tip"); a rejection's message is shown. */
  onRemove: () => Promise<void>;
  /** Amounts offered as one-tap choices, in major units. @default [1, 2, 3, 5] */
  presets?: number[];
}

const DEFAULT_PRESETS = [1, 2, 3, 5];
/** Up to two decimals, with a dot or a comma (German keyboards). */
const AMOUNT = /^\d+([.,]\d{1,2})?$/;

type Choice = 'none' | 'other' | `preset-${number}`;

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** "Add a tip for the team": preset amounts, a custom amount and "No tip" (spec §3 Tip, §5 tip numeric). */
export function TipField({ value, onChange, onRemove, presets = DEFAULT_PRESETS }: TipFieldProps) {
  const { t } = useTranslation('checkout');
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const current: Choice = value <= 0 ? 'none' : presets.includes(value) ? `preset-${value}` : 'other';
  const [otherOpen, setOtherOpen] = useState(current === 'other');
  const [otherText, setOtherText] = useState(current === 'other' ? String(value) : '');
  const [inputError, setInputError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Choice | null>(null);

  const run = async (choice: Choice, action: () => Promise<void>) => {
    setError(null);
    setPending(choice);
    try {
      await action();
      if (choice !== 'other') setOtherOpen(false);
    } catch (failure) {
      setError(messageOf(failure, t('tip.failed')));
    } finally {
      setPending(null);
    }
  };

  const applyOther = () => {
    const text = otherText.trim();
    if (!AMOUNT.test(text)) {
      setInputError(t('tip.numeric'));
      return;
    }
    setInputError(null);
    const amount = Number(text.replace(',', '.'));
    void run('other', () => (amount > 0 ? onChange(amount) : onRemove()));
  };

  const chip = (choice: Choice, label: string, onPress: () => void) => {
    // The highlight follows the saved tip, not the open custom field, so it never claims an unsaved amount.
    const active = choice === current;
    return (
      <Button
        key={choice}
        radius="xl"
        size="md"
        variant={active ? 'filled' : 'default'}
        className={classes.chip}
        aria-pressed={active}
        loading={pending === choice}
        disabled={pending !== null && pending !== choice}
        onClick={onPress}
      >
        {label}
      </Button>
    );
  };

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap">
        <IconHeartHandshake size={20} aria-hidden />
        <Text fw={600} id={titleId}>
          {t('tip.title')}
        </Text>
      </Group>
      <Group gap="xs" role="group" aria-labelledby={titleId}>
        {chip('none', t('tip.none'), () => {
          if (current !== 'none') void run('none', onRemove);
        })}
        {presets.map((amount) =>
          chip(`preset-${amount}`, formatMoney(amount), () => {
            if (current !== `preset-${amount}`) void run(`preset-${amount}`, () => onChange(amount));
          }),
        )}
        {chip('other', t('tip.other'), () => setOtherOpen(true))}
      </Group>
      {otherOpen ? (
        <TextInput
          autoFocus={current !== 'other'}
          size="md"
          label={t('tip.otherLabel')}
          value={otherText}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => {
            setOtherText(event.currentTarget.value);
            if (inputError) setInputError(null);
          }}
          onKeyDown={(event) => {
            // No <form>: the field may sit inside the checkout form, and forms do not nest.
            if (event.key === 'Enter') {
              event.preventDefault();
              applyOther();
            }
          }}
          error={inputError}
          inputContainer={(input) => (
            <Box className={classes.inputRow}>
              {input}
              <Button size="md" variant="light" onClick={applyOther} loading={pending === 'other'}>
                {t('tip.apply')}
              </Button>
            </Box>
          )}
        />
      ) : null}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
