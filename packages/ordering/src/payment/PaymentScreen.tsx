import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useOrderingConfig } from '../config.tsx';
import { useDescribeError } from '../errors.ts';
import { useOrderingRouteMeta } from '../route-meta.ts';
import { useApi } from '../services/context.tsx';

/** The Payment route: asks for the provider's page of the basket's order, then sends the guest there. */
export function PaymentScreen() {
  const api = useApi();
  const { t } = useTranslation('ordering');
  useOrderingRouteMeta('payment');
  const describeError = useDescribeError();
  const { paths, eventMode } = useOrderingConfig();
  const [params] = useSearchParams();
  const basketId = params.get('basketId');
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

  if (!basketId || prepared.isError)
    return (
      <Stack maw={520} mx="auto" gap="md" py="xl">
        <Alert color="red" variant="light" role="alert">
          {prepared.error ? describeError(prepared.error) : t('payment.missingBasket')}
        </Alert>
        <Button component={Link} to={paths.menu} variant="light">
          {t(eventMode ? 'payment.backToShop' : 'payment.backToMenu')}
        </Button>
      </Stack>
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
