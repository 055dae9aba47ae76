import { Badge, Group, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type OrderWithLines, orderGuestDetails, orderLineChoices } from '@platter/contract';
import { formatTime } from '@platter/i18n';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../money/use-format-money.ts';
import { PaidBadge } from '../OrderTicket/index.ts';
import classes from './OrderBoardCard.module.css';

export interface OrderBoardCardProps {
  order: OrderWithLines;
  /** The restaurant's zone for the due time. */
  timeZone: string;
  /** Highlights an order nobody has accepted yet. @default false */
  attention?: boolean;
  /** Opens the whole ticket. */
  onOpen: () => void;
  /** The status buttons. */
  actions?: ReactNode;
}

/** One order on the kitchen's live board: number, due time, how, what, and the buttons to move it on. */
export function OrderBoardCard({ order, timeZone, attention = false, onOpen, actions }: OrderBoardCardProps) {
  const { t, i18n } = useTranslation('manager');
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const guest = orderGuestDetails(order);
  const due = order.delivery_time ? formatTime(order.delivery_time, i18n.language, { timeZone }) : t('ticket.asap');
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      data-attention={attention || undefined}
      aria-labelledby={titleId}
    >
      <Stack gap="xs">
        {/* Named by what it shows (WCAG 2.5.3, label in name), after a hidden "open order": no aria-label. */}
        <UnstyledButton onClick={onOpen} className={classes.open}>
          <VisuallyHidden>{t('orders.openCard')}</VisuallyHidden>
          <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
            <Text fw={800} size="xl" id={titleId}>
              #{order.id}
            </Text>
            <Text fw={700} size="lg" className={classes.time}>
              {due}
            </Text>
          </Group>
        </UnstyledButton>
        <Group gap={6}>
          <Badge variant="light" radius="sm">
            {t(`deliveryTypes.${order.delivery_type}`)}
          </Badge>
          {order.table ? (
            <Badge variant="outline" radius="sm">
              {t('ticket.table')} {order.table}
            </Badge>
          ) : null}
          <PaidBadge status={order.payment_status} />
        </Group>
        {guest.name ? (
          <Text size="sm" fw={500} dir="auto">
            {guest.name}
          </Text>
        ) : null}
        <ul className={classes.lines}>
          {order.products.map((line) => {
            const { attributes, packageItems } = orderLineChoices(line);
            const extras = [...attributes, ...packageItems].map(({ name, quantity }) => (quantity > 1 ? `${quantity}× ${name}` : name));
            return (
              <li key={line.id}>
                <Text size="sm" fw={600} span>
                  {line.quantity}×{' '}
                </Text>
                <Text size="sm" span dir="auto">
                  {line.name}
                </Text>
                {extras.length > 0 ? (
                  <Text size="xs" c="dimmed" dir="auto">
                    {extras.join(', ')}
                  </Text>
                ) : null}
                {line.comment ? (
                  <Text size="xs" fw={600} className={classes.comment} dir="auto">
                    {line.comment}
                  </Text>
                ) : null}
              </li>
            );
          })}
        </ul>
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            {t(`paymentTypes.${order.payment_type}`)}
          </Text>
          <Text fw={700}>
            <bdi>{formatMoney(order.total_price)}</bdi>
          </Text>
        </Group>
        {actions ? <div className={classes.actions}>{actions}</div> : null}
      </Stack>
    </Paper>
  );
}
