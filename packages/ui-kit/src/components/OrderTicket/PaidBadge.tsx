import { Badge } from '@mantine/core';
import type { Order } from '@platter/contract';
import { useTranslation } from 'react-i18next';
import classes from './PaidBadge.module.css';

const COLOR: Record<Order['payment_status'], string> = {
  paid: 'green',
  open: 'yellow',
  failed: 'red',
  canceled: 'red',
  none: 'gray',
};

/** Whether an order is paid: online payments by their provider's state, other types on site. */
export function PaidBadge({ status }: { status: Order['payment_status'] }) {
  const { t } = useTranslation('manager');
  return (
    <Badge
      color={COLOR[status]}
      variant="light"
      radius="sm"
      size="sm"
      classNames={{ label: classes.label }}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {t(`paid.${status}`)}
    </Badge>
  );
}
