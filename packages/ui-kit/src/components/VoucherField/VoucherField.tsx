import { ActionIcon, Box, Button, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconRosetteDiscount, IconTicket, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../money/use-format-money.ts';
import classes from './VoucherField.module.css';

export interface VoucherFieldProps {
  /** The basket's voucher code; when set, the applied pill replaces the input. */
  appliedCode: string | null;
  /** The voucher's value in major units, shown in the pill. */
  discount: number;
  /** Applies the trimmed code; reject with an Error whose message the guest should read (e.g. "Voucher expired"). */
  onApply: (code: string) => Promise<void>;
  /** Removes the applied voucher; a rejection's message is shown under the pill. */
  onRemove: () => Promise<void>;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** "Have a voucher?": a collapsed link that opens a code field, or the applied voucher as a pill. */
export function VoucherField({ appliedCode, discount, onApply, onRemove }: VoucherFieldProps) {
  const { t } = useTranslation('checkout');
  const formatMoney = useFormatMoney();
  const [expanded, setExpanded] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'apply' | 'remove' | null>(null);

  const apply = async () => {
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t('voucher.required'));
      return;
    }
    setError(null);
    setPending('apply');
    try {
      await onApply(trimmed);
      setCode('');
      setExpanded(false);
    } catch (failure) {
      setError(messageOf(failure, t('voucher.failed')));
    } finally {
      setPending(null);
    }
  };

  const remove = async () => {
    setError(null);
    setPending('remove');
    try {
      await onRemove();
    } catch (failure) {
      setError(messageOf(failure, t('voucher.removeFailed')));
    } finally {
      setPending(null);
    }
  };

  if (appliedCode) {
    return (
      <Stack gap={4} align="flex-start">
        <div className={classes.applied}>
          <IconRosetteDiscount size={18} aria-hidden />
          <Text component="span" size="sm" className={classes.appliedText}>
            <VisuallyHidden>{t('voucher.applied')} </VisuallyHidden>
            <span className={classes.code}>{appliedCode}</span> · <bdi>{`\u2212${formatMoney(discount)}`}</bdi>
          </Text>
          <ActionIcon
            variant="subtle"
            color="green"
            radius="xl"
            size={36}
            onClick={remove}
            loading={pending === 'remove'}
            aria-label={t('voucher.remove')}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </div>
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    );
  }

  if (!expanded) {
    return (
      <Button
        variant="subtle"
        px="xs"
        leftSection={<IconTicket size={18} aria-hidden />}
        onClick={() => setExpanded(true)}
        aria-expanded={false}
      >
        {t('voucher.toggle')}
      </Button>
    );
  }

  return (
    <TextInput
      // The guest just asked for the field.
      autoFocus
      size="md"
      label={t('voucher.label')}
      placeholder={t('voucher.placeholder')}
      value={code}
      onChange={(event) => {
        setCode(event.currentTarget.value);
        if (error) setError(null);
      }}
      onKeyDown={(event) => {
        // No <form> here: the field often sits inside the checkout form, and forms do not nest.
        if (event.key === 'Enter') {
          event.preventDefault();
          void apply();
        }
      }}
      error={error}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={64}
      readOnly={pending === 'apply'}
      inputContainer={(input) => (
        <Box className={classes.inputRow}>
          {input}
          <Button size="md" onClick={apply} loading={pending === 'apply'}>
            {t('voucher.apply')}
          </Button>
        </Box>
      )}
    />
  );
}
