import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question or consequence; text or richer content. */
  message: ReactNode;
  /** @default "Confirm" */
  confirmLabel?: string;
  /** @default "Cancel" */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Also called by the close button, Escape and a click on the overlay. */
  onCancel: () => void;
  /** The Confirm button shows a spinner; Cancel waits. @default false */
  loading?: boolean;
  /** A red Confirm button, for actions that remove or cannot be undone. @default false */
  danger?: boolean;
}

/** A yes-or-no question before an action (spec §2 overlays: dish collector, updates, removals). */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  loading = false,
  danger = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('product');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      size="sm"
      radius="lg"
      closeButtonProps={{ 'aria-label': t('confirm.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text component="div" c="dimmed">
        {message}
      </Text>
      <Group justify="flex-end" gap="sm" mt="xl">
        <Button variant="default" radius="xl" onClick={onCancel} disabled={loading}>
          {cancelLabel ?? t('confirm.cancel')}
        </Button>
        <Button radius="xl" color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading} data-autofocus>
          {confirmLabel ?? t('confirm.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
