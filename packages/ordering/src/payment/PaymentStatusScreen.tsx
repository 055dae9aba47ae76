import { Button, Container, Group, Text } from '@mantine/core';
import type { RealtimeStatus } from '@platter/api-client';
import { deliveryTypeNameOf, selectIsLoggedIn } from '@platter/basket-core';
import { useSession } from '@platter/basket-core/react';
import { PaymentStatusPanel, type PaymentStatusPanelProps, usePageData } from '@platter/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useOrderingConfig } from '../config.tsx';
import { timeLabel } from '../delivery/delivery.ts';
import { useDescribeError } from '../errors.ts';
import { useOrderingRouteMeta } from '../route-meta.ts';
import { useApi, useRestaurantInfo } from '../services/context.tsx';
import { lastOrderBasket } from './last-order.ts';

/** How often an open payment is asked about again; the provider's webhook usually settles it within seconds. */
const POLL_MS = 2500;
/** How often an order on its way is asked about again, for its status (received -> processing -> delivered). */
const ORDER_POLL_MS = 15_000;
/**
 * While the realtime socket is live every change arrives as an event and is fetched at once; the
 * polling stays as a slower fallback (an event lost with a dying connection, a server without it).
 */
const LIVE_POLL_MS = 60_000;
/** Statuses after which an order does not change any more. */
const FINAL_STATUSES: readonly string[] = ['delivered', 'rejected'];

function idParam(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * The order after checkout (spec route PaymentStatus): its payment state, asked of the server
 * (which asks the provider) until it is final, then the order itself. The page listens to the
 * order's realtime channel and fetches both again on each event, so the restaurant's "delivered"
 * shows within a second; polling goes on, slower while the socket is live.
 */
export function PaymentStatusScreen() {
  const api = useApi();
  const info = useRestaurantInfo();
  const { features } = usePageData();
  // Reviews of an order are the signed-in customer's who placed it (the server's rule).
  const loggedIn = useSession(selectIsLoggedIn);
  const { t, i18n } = useTranslation('ordering');
  useOrderingRouteMeta('paymentStatus');
  const navigate = useNavigate();
  const { paths, eventMode } = useOrderingConfig();
  const describeError = useDescribeError();
  const [params] = useSearchParams();
  const orderId = idParam(params.get('orderId'));
  const paymentId = idParam(params.get('paymentId'));
  const queryClient = useQueryClient();
  const [realtime, setRealtime] = useState<RealtimeStatus>('offline');

  useEffect(() => {
    if (orderId === null) return;
    return api.realtime.subscribe(
      { kind: 'order', orderId },
      () => {
        void queryClient.invalidateQueries({ queryKey: ['order', orderId] });
        void queryClient.invalidateQueries({ queryKey: ['payment-status', orderId] });
      },
      { onStatus: setRealtime },
    );
  }, [api, orderId, queryClient]);
  const live = realtime === 'live';
  const pollEvery = (offlineMs: number) => (live ? LIVE_POLL_MS : offlineMs);

  const order = useQuery({
    queryKey: ['order', orderId],
    queryFn: () => api.order.get({ orderId: orderId ?? 0 }),
    enabled: orderId !== null,
    // Asks again while the order is on its way; not after a failure (its error is shown) or once it is final.
    refetchInterval: (query) =>
      query.state.status === 'success' && !FINAL_STATUSES.includes(query.state.data?.order.status ?? '') ? pollEvery(ORDER_POLL_MS) : false,
  });
  const online = order.data?.order.is_online_payment ?? paymentId !== null;
  const payment = useQuery({
    queryKey: ['payment-status', orderId, paymentId],
    queryFn: () => api.payment.update({ ...(orderId ? { orderId } : {}), ...(paymentId ? { paymentId } : {}) }),
    enabled: orderId !== null && online,
    // Asks again while the payment is open; a failing call ends it, and its error is shown instead.
    refetchInterval: (query) =>
      query.state.status !== 'error' && (query.state.data?.status === 'open' || !query.state.data) ? pollEvery(POLL_MS) : false,
  });

  const backToMenu = () => void navigate(paths.menu);
  // The event shop sells tickets: its way back is to the shop, and a booked order is tickets.
  const wording = eventMode ? { backLabel: t('payment.backToShop'), receivedNote: t('payment.ticketsBooked') } : {};
  if (orderId === null) return <PaymentStatusPanel state="none" error={t('payment.missingOrder')} onBackToMenu={backToMenu} {...wording} />;
  const error = order.error ?? payment.error;
  if (error) return <PaymentStatusPanel state="none" error={describeError(error)} onBackToMenu={backToMenu} {...wording} />;

  const state: PaymentStatusPanelProps['state'] = online ? (payment.data?.status ?? 'open') : 'none';
  const detail = order.data;
  const basketId = lastOrderBasket(orderId);
  const canRetry = (state === 'failed' || state === 'canceled') && basketId !== null;

  return (
    <Container size="sm" px={0}>
      <PaymentStatusPanel
        state={state}
        loading={order.isLoading || (online && payment.isLoading)}
        onBackToMenu={backToMenu}
        {...wording}
        {...(canRetry
          ? { onRetry: () => void navigate(`${paths.payment}?${new URLSearchParams({ basketId, orderId: String(orderId), choose: '1' })}`) }
          : {})}
        {...(detail
          ? {
              order: {
                id: detail.order.id,
                status: detail.order.status,
                deliveryLabel: [
                  t(`delivery.types.${deliveryTypeNameOf(detail.order.delivery_type)}`),
                  detail.table ? t('table:dock.table', { name: detail.table }) : null,
                  detail.order.delivery_time ? timeLabel(detail.order.delivery_time, info.timeZone, i18n.language, t, new Date()) : null,
                ]
                  .filter(Boolean)
                  .join(' · '),
                lines: detail.products.map((line) => ({
                  name: line.name,
                  quantity: line.quantity,
                  totalPrice: line.totalPrice,
                  persons: line.itemDetails,
                })),
                totals: {
                  subtotal: detail.order.subtotal_price,
                  discount: detail.order.discount_price,
                  shipping: detail.order.shipping_price,
                  tip: detail.order.tip,
                  total: detail.order.total_price,
                },
                voucherCode: detail.order.voucher_code,
              },
            }
          : {})}
      />
      {live && detail && !FINAL_STATUSES.includes(detail.order.status) ? (
        <Text c="dimmed" size="sm" ta="center" mt="sm">
          {t('payment.live')}
        </Text>
      ) : null}
      {features.reviews && loggedIn && detail && (state === 'paid' || state === 'none') ? (
        <Group justify="center" mt="md">
          <Button component={Link} to={`${paths.review}?orderId=${detail.order.id}`} variant="light">
            {t('checkout:review.cta')}
          </Button>
        </Group>
      ) : null}
    </Container>
  );
}
