import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconBan, IconCircleCheck, IconCircleX, IconClock, IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../money/use-format-money.ts';
import { CartSummary, type CartSummaryProps } from '../CartSummary/index.ts';
import { type Person, PersonList } from '../PersonList/index.ts';
import classes from './PaymentStatusPanel.module.css';

export type PaymentState = 'open' | 'paid' | 'none' | 'failed' | 'canceled';
export type OrderStatusName = 'received' | 'processing' | 'delivered' | 'rejected';

export interface PaymentStatusOrder {
  id: number;
  status: OrderStatusName;
  /** The delivery type and time as the app words it, e.g. "Delivery · today 19:30". */
  deliveryLabel?: string | null;
  /** The ordered lines; event tickets with the persons they are for. */
  lines: Array<{ name: string; quantity: number; totalPrice: number; persons?: readonly Person[] }>;
  totals: CartSummaryProps['totals'];
  voucherCode?: string | null;
}

export interface PaymentStatusPanelProps {
  /** `open` waits for the provider, `none` is an offline payment (cash, pay at the end, at the counter). */
  state: PaymentState;
  /** Skeleton while the order loads. @default false */
  loading?: boolean;
  /** A message when the order could not be loaded; replaces the panel with an alert. */
  error?: string | null;
  order?: PaymentStatusOrder;
  /** "Try another payment", offered only for failed and canceled payments. */
  onRetry?: () => void;
  onBackToMenu: () => void;
  /** Heading level of the title. @default 1 */
  titleOrder?: 1 | 2 | 3;
  /** The way back's label where the shop is no restaurant menu (the event shop). @default "Back to the menu" */
  backLabel?: string;
  /** Replaces the sentence under a paid or received order's title (the event shop's tickets). */
  receivedNote?: string;
}

const STATE_LOOK: Record<PaymentState, { color: string; icon: ReactNode }> = {
  open: { color: 'brand', icon: <Loader size={36} color="brand" aria-hidden /> },
  paid: { color: 'green', icon: <IconCircleCheck size={40} aria-hidden /> },
  none: { color: 'green', icon: <IconReceipt size={40} aria-hidden /> },
  failed: { color: 'red', icon: <IconCircleX size={40} aria-hidden /> },
  canceled: { color: 'orange', icon: <IconBan size={40} aria-hidden /> },
};

const STATUS_COLOR: Record<OrderStatusName, string> = {
  received: 'blue',
  processing: 'orange',
  delivered: 'green',
  rejected: 'red',
};

/** The PaymentStatus screen's panel: how the payment went, then the order it belongs to. */
export function PaymentStatusPanel({
  state,
  loading = false,
  error,
  order,
  onRetry,
  onBackToMenu,
  titleOrder = 1,
  backLabel,
  receivedNote,
}: PaymentStatusPanelProps) {
  const { t } = useTranslation('checkout');
  const formatMoney = useFormatMoney();

  if (loading) {
    return (
      <Paper withBorder radius="lg" p="xl" className={classes.root} aria-busy="true">
        <VisuallyHidden role="status">{t('status.loading')}</VisuallyHidden>
        <Stack align="center" gap="md">
          <Skeleton circle height={72} />
          <Skeleton height={24} width="70%" />
          <Skeleton height={14} width="45%" />
        </Stack>
        <Stack gap="sm" mt="xl">
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} width="60%" />
        </Stack>
      </Paper>
    );
  }

  if (error) {
    return (
      <Stack className={classes.root} gap="md">
        <Alert color="red" variant="light" radius="md" title={t('status.errorTitle')} icon={<IconAlertCircle aria-hidden />}>
          {error}
        </Alert>
        <Group justify="center">
          <Button variant="light" onClick={onBackToMenu}>
            {backLabel ?? t('status.backToMenu')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const look = STATE_LOOK[state];
  const retryable = (state === 'failed' || state === 'canceled') && onRetry;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.root}>
      {/* A live region, so a guest waiting on "open" hears when the payment goes through. */}
      <Stack align="center" gap="xs" className={classes.hero} role="status">
        <ThemeIcon variant="light" color={look.color} className={classes.stateIcon}>
          {look.icon}
        </ThemeIcon>
        <Title order={titleOrder} size="h2" mt="sm">
          {t(`status.states.${state}.title`)}
        </Title>
        <Text c="dimmed" maw={420}>
          {receivedNote && (state === 'paid' || state === 'none') ? receivedNote : t(`status.states.${state}.body`)}
        </Text>
      </Stack>

      {order ? (
        <Stack gap="md" mt="xl">
          <Divider />
          <Group justify="space-between" gap="sm">
            <Text fw={700} fz="lg">
              {t('status.orderNumber', { id: order.id })}
            </Text>
            <Badge color={STATUS_COLOR[order.status]} variant="light" size="lg" radius="xl">
              {t(`status.orderStatus.${order.status}`)}
            </Badge>
          </Group>
          {order.deliveryLabel ? (
            <Group gap={6} c="dimmed" wrap="nowrap">
              <IconClock size={18} aria-hidden />
              <Text size="sm">{order.deliveryLabel}</Text>
            </Group>
          ) : null}
          <ul className={classes.lines} aria-label={t('status.items')}>
            {order.lines.map((line, index) => (
              // Lines carry no id here, and the list never reorders.
              // biome-ignore lint/suspicious/noArrayIndexKey: static list
              <li key={index} className={classes.line}>
                <div className={classes.lineInfo}>
                  <Text size="sm">{t('status.lineName', { quantity: line.quantity, name: line.name })}</Text>
                  {line.persons && line.persons.length > 0 ? <PersonList persons={line.persons} product={line.name} /> : null}
                </div>
                <Text size="sm" className={classes.money}>
                  {formatMoney(line.totalPrice)}
                </Text>
              </li>
            ))}
          </ul>
          <CartSummary totals={order.totals} voucherCode={order.voucherCode ?? null} />
        </Stack>
      ) : null}

      <Group justify="center" gap="sm" mt="xl">
        {retryable ? (
          <Button size="md" onClick={onRetry} classNames={{ root: classes.action, label: classes.actionLabel }}>
            {t('status.retry')}
          </Button>
        ) : null}
        <Button
          size="md"
          variant={retryable ? 'default' : 'light'}
          onClick={onBackToMenu}
          classNames={{ root: classes.action, label: classes.actionLabel }}
        >
          {backLabel ?? t('status.backToMenu')}
        </Button>
      </Group>
    </Paper>
  );
}
