import { Alert, Button, Grid, Group, LoadingOverlay, Paper, Stack } from '@mantine/core';
import { selectIsChanging, selectItemCount, selectTotals } from '@platter/basket-core';
import { useBasket, useDelivery } from '@platter/basket-core/react';
import { CartSummary, CartTable, DEFAULT_DISH_IMAGE, DeliverySummaryBar, ProductStrip, usePageData, useWideFrom } from '@platter/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { useOrderingConfig } from '../config.tsx';
import { useChangeDelivery } from '../delivery/use-change-delivery.ts';
import { useDeliverySelection } from '../delivery/use-delivery-selection.ts';
import { useDeliveryTypeSwitch } from '../delivery/use-delivery-type-switch.ts';
import { notifyError } from '../notify.ts';
import { choiceStore } from '../product-choice/choice-store.ts';
import { useAddProduct } from '../product-choice/use-add-product.ts';
import { useAvailable } from '../product-choice/use-available.ts';
import { categoriesQuery, productsQuery } from '../queries.ts';
import { useOrderingRouteMeta } from '../route-meta.ts';
import { useApi, useRestaurantInfo } from '../services/context.tsx';
import { CartLines } from './CartLines.tsx';
import { useContinueToCheckout } from './use-continue-to-checkout.ts';

/**
 * The cart (spec §2 "Cart screen, normal mode"; in event mode "Cart screen, event mode": Shopping
 * Cart with the persons of each line, quantities read-only, no comments, delivery bar or add-ons,
 * and a full-screen loading overlay while the order is being submitted).
 */
export function CartScreen() {
  const { features } = usePageData();
  const info = useRestaurantInfo();
  const { t } = useTranslation('ordering');
  useOrderingRouteMeta('cart');
  const navigate = useNavigate();
  const { paths, eventMode } = useOrderingConfig();
  const [params] = useSearchParams();
  // Read in the first render: a phone's cart is never rendered as the desktop table first.
  const wide = useWideFrom('sm');
  const count = useBasket(selectItemCount);
  const totals = useBasket(selectTotals);
  const changing = useBasket(selectIsChanging);
  const loadedOnce = useBasket((state) => state.hasLoadedOnce);
  const loading = useBasket((state) => state.isLoading);
  const voucherCode = useBasket((state) => state.basket?.voucher_code ?? null);
  const postalCode = useBasket((state) => state.basket?.postalCode ?? null);
  const delivery = useDeliverySelection();
  const changeDelivery = useChangeDelivery();
  const typeSwitch = useDeliveryTypeSwitch();
  const deliveryBusy = useDelivery((state) => state.isChangingType || state.isChangingTime);
  const { continueToCheckout, pending } = useContinueToCheckout();

  // Spec §4: when fetching ends with an empty cart, the guest goes back to the menu.
  useEffect(() => {
    if (loadedOnce && !loading && count === 0) {
      notifyError(t('local.basket_empty'));
      void navigate(paths.menu, { replace: true });
    }
  }, [loadedOnce, loading, count, navigate, paths.menu, t]);

  const comments = features.itemComments && !eventMode ? { maxLength: features.itemCommentMaxLength } : null;
  return (
    <Stack gap="lg">
      {params.get('next') === 'checkout' && info.login_required ? (
        <Alert color="orange" variant="light" title={t('cart.loginRequiredTitle')}>
          {t('local.login_required')}
        </Alert>
      ) : null}
      {eventMode ? (
        <LoadingOverlay
          visible={pending}
          pos="fixed"
          zIndex={400}
          overlayProps={{ blur: 2 }}
          loaderProps={{ 'aria-label': t('cart.submitting') }}
        />
      ) : (
        <DeliverySummaryBar
          type={delivery.type}
          timeLabel={delivery.label}
          statusText={info.closed ? t('delivery.closed') : null}
          onChange={changeDelivery}
          typeSwitch={typeSwitch}
          loading={deliveryBusy}
        />
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <CartTable itemCount={count} mode={eventMode ? 'event' : 'normal'}>
            <CartLines variant={wide ? 'table' : 'compact'} comments={comments} />
          </CartTable>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="lg" p="lg" pos="sticky" top={88}>
            <Stack gap="md">
              <CartSummary
                totals={totals}
                voucherCode={voucherCode}
                showShipping={delivery.type === 'delivery'}
                shippingPending={delivery.type === 'delivery' && postalCode === null}
              />
              <Button size="md" fullWidth onClick={() => void continueToCheckout()} disabled={changing || count === 0} loading={pending}>
                {t('cart.continue')}
              </Button>
              <Group justify="center">
                <Button component={Link} to={paths.menu} variant="subtle">
                  {t('cart.backToRestaurant')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      {eventMode ? null : <ExtraProducts />}
    </Stack>
  );
}

/** Add-ons from the first extra category (spec §4: loaded when it changes). */
function ExtraProducts() {
  const api = useApi();
  const { t } = useTranslation('ordering');
  const { time } = useDeliverySelection();
  const addProduct = useAddProduct();
  const availableOf = useAvailable();
  const busyId = useStore(choiceStore, (state) => state.busyProductId);
  const categories = useQuery(categoriesQuery(api, time));
  const extra = categories.data?.find((category) => category.extra);
  const products = useQuery({ ...productsQuery(api, extra?.id ?? 0, time), enabled: extra !== undefined });
  if (!extra || !products.data?.length) return null;
  return (
    <ProductStrip
      title={t('cart.extras', { name: extra.name })}
      products={products.data}
      availableOf={availableOf}
      addingId={busyId}
      fallbackImageUrl={DEFAULT_DISH_IMAGE}
      onAdd={(product) => void addProduct(product)}
    />
  );
}
