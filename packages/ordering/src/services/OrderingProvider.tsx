import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { createCheckoutStore } from '@platter/basket-core';
import { BasketStoreProvider, CheckoutStoreProvider, DeliveryStoreProvider, SessionStoreProvider } from '@platter/basket-core/react';
import type { RestaurantInfo } from '@platter/contract';
import { loadMessageCatalogue } from '@platter/i18n';
import { usePageData } from '@platter/ui-kit';
import { keepPreviousData, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrderingConfigInput, OrderingConfigProvider, resolveOrderingConfig } from '../config.tsx';
import { prepareTimeTexts } from '../delivery/prepare-time-texts.ts';
import { restaurantInfoQuery } from '../queries.ts';
import { whenIdle } from '../when-idle.ts';
import { RestaurantInfoProvider, ServicesProvider, useServices } from './context.tsx';
import type { OrderingServices } from './services.ts';

export interface OrderingProviderProps {
  services: OrderingServices;
  /** How the app composes the layer: its paths, event mode, title. */
  config?: OrderingConfigInput;
  children: ReactNode;
}

/** Stores, query cache, configuration and the restaurant's info: what every ordering screen relies on, in one place. */
export function OrderingProvider({ services, config, children }: OrderingProviderProps) {
  const [resolved] = useState(() => resolveOrderingConfig(config));
  return (
    <OrderingConfigProvider config={resolved}>
      <ServicesProvider services={services}>
        <QueryClientProvider client={services.queryClient}>
          <SessionStoreProvider store={services.sessionStore}>
            <BasketStoreProvider store={services.basketStore}>
              <DeliveryStoreProvider store={services.deliveryStore}>
                <RestaurantInfoGate>{children}</RestaurantInfoGate>
              </DeliveryStoreProvider>
            </BasketStoreProvider>
          </SessionStoreProvider>
        </QueryClientProvider>
      </ServicesProvider>
    </OrderingConfigProvider>
  );
}

/** Shows the screens once the restaurant's info is there; until then a spinner, on failure a retry. */
function RestaurantInfoGate({ children }: { children: ReactNode }) {
  const services = useServices();
  const { restaurant } = usePageData();
  const { t, i18n } = useTranslation('common');
  // The previous language's info stays on screen while the new one loads.
  const info = useQuery({ ...restaurantInfoQuery(services.api, i18n.language), placeholderData: keepPreviousData });
  // The query's answer arrives as a blocking update; the screens it lets in (the whole first
  // screen) render from a deferred copy instead, in slices the browser can answer input between
  // (issue 18, Total Blocking Time), while the spinner stays one render longer.
  const shown = useDeferredValue(info.data);
  useEffect(() => {
    // Spec §4: a stored private token logs in at start; a stored basket is fetched.
    void services.sessionStore.getState().start();
    void services.basketStore
      .getState()
      .start()
      .catch(() => undefined);
  }, [services]);
  // While the info is on its way, in tasks of their own rather than in the first render.
  useEffect(() => prepareTimeTexts(i18n.language, restaurant.timeZone), [i18n.language, restaurant.timeZone]);
  // The server messages' texts in the language shown, which a failure's notice needs (useDescribeError).
  useEffect(() => whenIdle(() => void loadMessageCatalogue(i18n.language).catch(() => undefined)), [i18n.language]);

  if (shown) return <CheckoutGate info={shown}>{children}</CheckoutGate>;
  if (info.isError)
    return (
      <Center mih="100vh" p="xl">
        <Stack align="center" gap="md">
          <Text role="alert" ta="center" size="lg">
            {t('errors.somethingWentWrong')}
          </Text>
          <Button variant="light" onClick={() => void info.refetch()}>
            {t('errors.retry')}
          </Button>
        </Stack>
      </Center>
    );
  return (
    <Center mih="100vh" aria-busy="true">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

function CheckoutGate({ info, children }: { info: RestaurantInfo; children: ReactNode }) {
  const { api, basketStore, deliveryStore } = useServices();
  const [checkoutStore] = useState(() =>
    createCheckoutStore({ api, basketStore, deliveryStore, restaurant: info, isLoggedIn: () => api.tokens.isLoggedIn() }),
  );
  return (
    <RestaurantInfoProvider info={info}>
      <CheckoutStoreProvider store={checkoutStore}>{children}</CheckoutStoreProvider>
    </RestaurantInfoProvider>
  );
}
