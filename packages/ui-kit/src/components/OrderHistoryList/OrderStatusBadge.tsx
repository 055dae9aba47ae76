import { Badge } from '@mantine/core';
import type { OrderStatus } from '@platter/contract';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<OrderStatus, string> = {
  received: 'blue',
  processing: 'orange',
  delivered: 'teal',
  rejected: 'red',
};

export interface OrderStatusBadgeProps {
  status: OrderStatus;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/** An order's status (spec §3: received, processing, delivered, rejected) as a coloured label. */
export function OrderStatusBadge({ status, size = 'md' }: OrderStatusBadgeProps) {
  const { t } = useTranslation('account');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" size={size} radius="sm" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
