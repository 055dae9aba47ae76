import { Button } from '@mantine/core';
import type { OrderStatus, OrderWithLines } from '@platter/contract';
import { ConfirmDialog } from '@platter/ui-kit';
import { IconCheck, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeOrderStatus } from './order-queries.ts';

export interface StatusActionsProps {
  order: OrderWithLines;
  /** `lg` on the board, where they are tapped in a hurry. @default 'md' */
  size?: 'md' | 'lg';
}

/**
 * The next steps of an order (received -> processing -> delivered; received or processing ->
 * rejected), each one tap; rejecting asks first because the guest is told and it is final.
 */
export function StatusActions({ order, size = 'md' }: StatusActionsProps) {
  const { t } = useTranslation('manager');
  const change = useChangeOrderStatus();
  const [confirmReject, setConfirmReject] = useState(false);
  const busy = change.isPending ? change.variables?.status : undefined;
  const move = (status: OrderStatus) => change.mutate({ order, status });

  if (order.status === 'delivered' || order.status === 'rejected') return null;
  return (
    <>
      <Button
        variant="light"
        color="red"
        size={size}
        leftSection={<IconX size={20} aria-hidden />}
        onClick={() => setConfirmReject(true)}
        disabled={change.isPending}
      >
        {t('actions.reject')}
      </Button>
      {order.status === 'received' ? (
        <Button
          size={size}
          color="green"
          leftSection={<IconCheck size={20} aria-hidden />}
          onClick={() => move('processing')}
          loading={busy === 'processing'}
          disabled={change.isPending}
        >
          {t('actions.accept')}
        </Button>
      ) : (
        <Button
          size={size}
          leftSection={<IconTruckDelivery size={20} aria-hidden />}
          onClick={() => move('delivered')}
          loading={busy === 'delivered'}
          disabled={change.isPending}
        >
          {t('actions.deliver')}
        </Button>
      )}
      <ConfirmDialog
        opened={confirmReject}
        title={t('actions.rejectTitle', { id: order.id })}
        message={t('actions.rejectBody')}
        confirmLabel={t('actions.rejectConfirm')}
        cancelLabel={t('actions.cancel')}
        danger
        loading={busy === 'rejected'}
        onConfirm={() => change.mutate({ order, status: 'rejected' }, { onSettled: () => setConfirmReject(false) })}
        onCancel={() => setConfirmReject(false)}
      />
    </>
  );
}
