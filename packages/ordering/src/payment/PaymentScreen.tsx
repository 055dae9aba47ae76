import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { deliveryTypeNameOf, paymentTypeChoices } from '@platter/basket-core';
import type { PaymentType } from '@platter/contract';
import { PaymentMethodPicker } from '@platter/ui-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useOrderingConfig } from '../config.tsx';
import { useDescribeError } from '../errors.ts';
import { useOrderingRouteMeta } from '../route-meta.ts';
import { useApi, useRestaurantInfo } from '../services/context.tsx';

/** A payFix payment needs its QR code and PIN at the table, so a retry never offers it. */
const NOT_FOR_RETRY: readonly PaymentType[] = ['payFix'];

/**
 * The Payment route: asks for the provider's page of the basket's order, then sends the guest
 * there. With `orderId` and `choose=1` (the status page's "try another payment") the guest first
 * picks how to pay, among the restaurant's payment types that go with the order's delivery type:
 * an online type leads to its page again, cash and the others settle the order at once.
 */
export function PaymentScreen() {
  useOrderingRouteMeta('payment');
  const [params] = useSearchParams();
  const basketId = params.get('basketId');
  const orderId = Number(params.get('orderId'));
  if (basketId && params.get('choose') === '1' && Number.isSafeInteger(orderId) && orderId > 0)
    return <PaymentRetryChoice basketId={basketId} orderId={orderId} />;
  return <PaymentRedirect basketId={basketId} />;
}

function PaymentRedirect({ basketId }: { basketId: string | null }) {
  const api = useApi();
  const prepared = useQuery({
    queryKey: ['payment-prepare', basketId],
    queryFn: () => api.payment.prepare({ basketId: basketId ?? '' }),
    enabled: Boolean(basketId),
    retry: false,
    gcTime: 0,
  });
  const link = prepared.data?.mollieLink;
  useEffect(() => {
    if (link) window.location.assign(link);
  }, [link]);
  if (!basketId || prepared.isError) return <PaymentProblem error={prepared.error} />;
  return <Redirecting />;
}

function PaymentRetryChoice({ basketId, orderId }: { basketId: string; orderId: number }) {
  const api = useApi();
  const info = useRestaurantInfo();
  const { t } = useTranslation('ordering');
  const order = useQuery({ queryKey: ['order', orderId], queryFn: () => api.order.get({ orderId }) });
  const [chosen, setChosen] = useState<PaymentType | null>(null);
  const prepare = useMutation({
    mutationFn: (paymentType: PaymentType) => api.payment.prepare({ basketId, paymentType }),
    onSuccess: ({ mollieLink }) => window.location.assign(mollieLink),
  });

  if (order.isError) return <PaymentProblem error={order.error} />;
  if (!order.data || prepare.isSuccess) return <Redirecting busy={!order.data} />;
  const current = order.data.order;
  const methods = paymentTypeChoices(info.paymentMethods, deliveryTypeNameOf(current.delivery_type))
    .filter((type) => !NOT_FOR_RETRY.includes(type))
    .map((type) => ({ type, label: info.paymentMethodNames[type] ?? null }));
  const value = chosen ?? (methods.some((method) => method.type === current.payment_type) ? current.payment_type : null);

  return (
    <Stack maw={520} mx="auto" gap="md" py="xl" component="section" aria-labelledby="payment-retry-title">
      <Title order={1} size="h2" id="payment-retry-title">
        {t('payment.chooseTitle')}
      </Title>
      <Text c="dimmed">{t('payment.chooseIntro', { id: current.id })}</Text>
      <PaymentMethodPicker methods={methods} value={value} onChange={setChosen} />
      {prepare.error ? <PaymentError error={prepare.error} /> : null}
      <Button size="md" disabled={!value} loading={prepare.isPending} onClick={() => value && prepare.mutate(value)}>
        {t('payment.continue')}
      </Button>
    </Stack>
  );
}

function PaymentError({ error }: { error: unknown }) {
  const describeError = useDescribeError();
  return (
    <Alert color="red" variant="light" role="alert">
      {describeError(error)}
    </Alert>
  );
}

function PaymentProblem({ error }: { error: unknown }) {
  const { t } = useTranslation('ordering');
  const { paths, eventMode } = useOrderingConfig();
  return (
    <Stack maw={520} mx="auto" gap="md" py="xl">
      {error ? (
        <PaymentError error={error} />
      ) : (
        <Alert color="red" variant="light" role="alert">
          {t('payment.missingBasket')}
        </Alert>
      )}
      <Button component={Link} to={paths.menu} variant="light">
        {t(eventMode ? 'payment.backToShop' : 'payment.backToMenu')}
      </Button>
    </Stack>
  );
}

function Redirecting({ busy = false }: { busy?: boolean }) {
  const { t } = useTranslation('ordering');
  if (busy)
    return (
      <Center py={80}>
        <Loader aria-label={t('payment.loading')} />
      </Center>
    );
  return (
    <Center py={80}>
      <Stack align="center" gap="sm" aria-busy="true">
        <Loader />
        <Text>{t('payment.redirecting')}</Text>
      </Stack>
    </Center>
  );
}
