import { deliveryTypeNameOf } from '@platter/basket-core';
import { type OrderLine, orderLineChoices } from '@platter/contract';
import { timeLabel, useApi, useDescribeError, useRestaurantInfo } from '@platter/ordering';
import { type OrderDetailLine, OrderDetailPanel, usePageData } from '@platter/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useRouteMeta } from '../../lib/route-meta.ts';
import { accountOrderQuery } from './account-queries.ts';
import { useReorder } from './use-reorder.ts';

/**
 * `/dashboard/orders/:orderId`: one past order with "Order again" and "Review". Unlike the old
 * client's order fetch after checkout (spec §4), looking at a past order leaves the cart alone.
 */
export function OrderDetailScreen() {
  useRouteMeta('orders');
  const api = useApi();
  const info = useRestaurantInfo();
  const { features } = usePageData();
  const navigate = useNavigate();
  const describeError = useDescribeError();
  const { t, i18n } = useTranslation('ordering');
  const { orderId: param } = useParams();
  const orderId = param && /^\d{1,9}$/.test(param) ? Number(param) : null;
  const detail = useQuery({ ...accountOrderQuery(api, orderId ?? 0), enabled: orderId !== null });
  const { reorder, reordering } = useReorder();

  const order = detail.data?.order ?? null;
  const back = () => void navigate('/dashboard/orders');
  if (orderId === null) return <OrderDetailPanel order={null} error={t('payment.missingOrder')} onBack={back} />;

  const deliveryLabel = order
    ? [
        t(`delivery.types.${deliveryTypeNameOf(order.delivery_type)}`),
        order.delivery_time ? timeLabel(order.delivery_time, info.timeZone, i18n.language, t, new Date()) : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : null;
  // Reviews need shop providing and reviews on (spec §2 /review); a rejected order was never served.
  const reviewable = features.reviews && !features.catalogueOnly && order !== null && order.status !== 'rejected';

  return (
    <OrderDetailPanel
      order={order}
      lines={detail.data?.products.map(toLine) ?? []}
      table={detail.data?.table ?? null}
      paymentLabel={order ? (info.paymentMethodNames[order.payment_type] ?? order.payment_type) : null}
      deliveryLabel={deliveryLabel}
      timeZone={info.timeZone}
      loading={detail.isPending}
      error={detail.isError ? describeError(detail.error) : null}
      onRetry={() => void detail.refetch()}
      onBack={back}
      {...(features.catalogueOnly ? {} : { onReorder: () => void reorder(orderId), reordering })}
      {...(reviewable ? { onReview: () => void navigate(`/review?orderId=${orderId}`) } : {})}
    />
  );
}

/** A line's chosen attributes and package contents, as "2× Cheddar". */
function toLine(line: OrderLine): OrderDetailLine {
  const { attributes, packageItems } = orderLineChoices(line);
  const extras = [...attributes, ...packageItems].map(({ name, quantity }) => (quantity > 1 ? `${quantity}× ${name}` : name));
  return { id: line.id, name: line.name, quantity: line.quantity, totalPrice: line.totalPrice, extras };
}
