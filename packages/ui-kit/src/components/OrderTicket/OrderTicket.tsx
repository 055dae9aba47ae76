import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type OrderLine, type OrderWithLines, orderGuestDetails, orderLineChoices } from '@platter/contract';
import { formatDate, formatDateTime } from '@platter/i18n';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../money/use-format-money.ts';
import { CartSummary } from '../CartSummary/index.ts';
import { OrderStatusBadge } from '../OrderHistoryList/index.ts';
import classes from './OrderTicket.module.css';
import { PaidBadge } from './PaidBadge.tsx';

export interface OrderTicketProps {
  order: OrderWithLines;
  /** The restaurant's zone: every time on the ticket is the restaurant's local time. */
  timeZone: string;
  /** The status buttons; left out of the printed ticket. */
  actions?: ReactNode;
}

/**
 * The whole of one order as the kitchen and the counter need it: when and how, the guest, every
 * line with its choices, package contents, persons and notes, the money, and how it is paid.
 * Marked `data-order-ticket`, which the print stylesheet prints alone.
 */
export function OrderTicket({ order, timeZone, actions }: OrderTicketProps) {
  const { t, i18n } = useTranslation('manager');
  const titleId = useId();
  const zone = { timeZone };
  const guest = orderGuestDetails(order);
  const due = order.delivery_time ? formatDateTime(order.delivery_time, i18n.language, zone) : t('ticket.asap');
  const facts: Array<[string, ReactNode]> = [
    [t('ticket.placed'), formatDateTime(order.created_at, i18n.language, zone)],
    [t('ticket.due'), `${t(`deliveryTypes.${order.delivery_type}`)} · ${due}`],
    ...(order.table ? ([[t('ticket.table'), order.table]] as Array<[string, ReactNode]>) : []),
    [
      t('ticket.payment'),
      <Group key="payment" gap={6} component="span">
        {t(`paymentTypes.${order.payment_type}`)}
        <PaidBadge status={order.payment_status} />
      </Group>,
    ],
  ];
  const street = [guest.address, guest.house_number].filter(Boolean).join(' ');
  const place = [guest.postalCode, guest.city].filter(Boolean).join(' ');
  const guestFacts: Array<[string, ReactNode]> = [
    ...(guest.name ? ([[t('ticket.guest'), <bdi key="name">{guest.name}</bdi>]] as Array<[string, ReactNode]>) : []),
    ...(guest.mobile
      ? ([
          [
            t('ticket.phone'),
            <a key="phone" href={`tel:${guest.mobile}`} dir="ltr">
              {guest.mobile}
            </a>,
          ],
        ] as Array<[string, ReactNode]>)
      : []),
    ...(guest.email
      ? ([
          [
            t('ticket.email'),
            <a key="email" href={`mailto:${guest.email}`}>
              {guest.email}
            </a>,
          ],
        ] as Array<[string, ReactNode]>)
      : []),
    ...(guest.company ? ([[t('ticket.company'), <bdi key="company">{guest.company}</bdi>]] as Array<[string, ReactNode]>) : []),
    ...(order.delivery_type === 1 && (street || place)
      ? ([[t('ticket.address'), <bdi key="address">{[street, place].filter(Boolean).join(', ')}</bdi>]] as Array<[string, ReactNode]>)
      : []),
  ];

  return (
    <Paper component="article" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId} data-order-ticket>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h3" id={titleId}>
            {t('ticket.heading', { id: order.id })}
          </Title>
          <OrderStatusBadge status={order.status} size="lg" />
        </Group>
        <Facts entries={facts} />
        {guestFacts.length > 0 ? <Facts entries={guestFacts} /> : null}
        {guest.comment ? <Note label={t('ticket.guestNote')} text={guest.comment} /> : null}
        <Divider />
        <section aria-label={t('ticket.items')}>
          <ul className={classes.lines}>
            {order.products.map((line) => (
              <TicketLine key={line.id} line={line} />
            ))}
          </ul>
        </section>
        <Divider />
        <CartSummary
          totals={{
            subtotal: order.subtotal_price,
            discount: order.discount_price,
            shipping: order.shipping_price,
            tip: order.tip,
            total: order.total_price,
          }}
          voucherCode={order.voucher_code}
          showShipping={order.delivery_type === 1}
        />
        {actions ? <div className={classes.actions}>{actions}</div> : null}
      </Stack>
    </Paper>
  );
}

function Facts({ entries }: { entries: Array<[string, ReactNode]> }) {
  return (
    <dl className={classes.facts}>
      {entries.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text component="dd" size="sm" fw={500}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}

function Note({ label, text }: { label: string; text: string }) {
  return (
    <div className={classes.note}>
      <Text size="xs" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" dir="auto">
        {text}
      </Text>
    </div>
  );
}

function TicketLine({ line }: { line: OrderLine }) {
  const { t, i18n } = useTranslation('manager');
  const formatMoney = useFormatMoney();
  const { attributes, packageItems } = orderLineChoices(line);
  const named = (list: typeof attributes) => list.map(({ name, quantity }) => (quantity > 1 ? `${quantity}× ${name}` : name)).join(', ');
  const persons = line.itemDetails.map((person) => {
    const name = t('ticket.person', { count: person.count, name: person.fullName ?? '–' });
    return person.date ? `${name} ${t('ticket.personDate', { date: formatDate(person.date, i18n.language) })}` : name;
  });
  return (
    <li className={classes.line}>
      <Text component="span" fw={700} className={classes.quantity}>
        {line.quantity}×
      </Text>
      <div>
        <Text fw={600} dir="auto">
          {line.name}
        </Text>
        {attributes.length > 0 ? <Detail label={t('ticket.attributes')} text={named(attributes)} /> : null}
        {packageItems.length > 0 ? <Detail label={t('ticket.package')} text={named(packageItems)} /> : null}
        {persons.length > 0 ? <Detail label={t('ticket.persons')} text={persons.join(' · ')} /> : null}
        {line.comment ? <Note label={t('ticket.lineComment')} text={line.comment} /> : null}
      </div>
      <Text size="sm" className={classes.money}>
        <bdi>{formatMoney(line.totalPrice)}</bdi>
      </Text>
    </li>
  );
}

function Detail({ label, text }: { label: string; text: string }) {
  return (
    <Text size="sm" c="dimmed">
      <Text span size="sm" fw={600} c="var(--mantine-color-text)">
        {label}:
      </Text>{' '}
      <bdi>{text}</bdi>
    </Text>
  );
}
