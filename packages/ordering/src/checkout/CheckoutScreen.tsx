import { Alert, Anchor, Button, Checkbox, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '@platter/api-client';
import { paymentTypeChoices, selectIsChanging, selectItemCount, selectLines, selectTotals } from '@platter/basket-core';
import {
  useBasket,
  useBasketStore,
  useCheckout,
  useCheckoutStore,
  useDelivery,
  useDeliveryStore,
  useSession,
} from '@platter/basket-core/react';
import type { PersonalInformationField, UserInfo } from '@platter/contract';
import { messageText } from '@platter/i18n';
import {
  AddressForm,
  type AddressFormProps,
  ConfirmDialog,
  DeliverySummaryBar,
  OrderSummaryCard,
  PaymentMethodPicker,
  TipField,
  VoucherField,
} from '@platter/ui-kit';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOrderingConfig } from '../config.tsx';
import { timeLabel } from '../delivery/delivery.ts';
import { useChangeDelivery } from '../delivery/use-change-delivery.ts';
import { useDeliverySelection } from '../delivery/use-delivery-selection.ts';
import { useDeliveryTypeSwitch } from '../delivery/use-delivery-type-switch.ts';
import { isTimeRefusal, useDescribeError } from '../errors.ts';
import { notifyError } from '../notify.ts';
import { overlayStore } from '../overlays.ts';
import { rememberLastOrder } from '../payment/last-order.ts';
import { followPaymentLink } from '../payment/payment-link.ts';
import { useOrderingRouteMeta } from '../route-meta.ts';
import { useApi, useRestaurantInfo } from '../services/context.tsx';
import { rememberDetails, rememberedDetails } from './remembered-details.ts';
import { useApplyDefaultDelivery } from './use-apply-default-delivery.ts';

const FORM_ID = 'checkout-details';
/** Address fields only matter for a delivery; pickup and eat-here guests are not asked for them. */
const ADDRESS_FIELDS: readonly PersonalInformationField[] = ['address', 'house_number', 'postalCode', 'city', 'country'];

/** Checkout (spec §2, route title "Place Order"): delivery, details, voucher, tip, payment, order. */
export function CheckoutScreen() {
  const info = useRestaurantInfo();
  const api = useApi();
  const { t, i18n } = useTranslation('ordering');
  useOrderingRouteMeta('checkout');
  const navigate = useNavigate();
  const { paths } = useOrderingConfig();
  const describeError = useDescribeError();
  const checkoutStore = useCheckoutStore();
  const basketStore = useBasketStore();
  const deliveryStore = useDeliveryStore();
  const count = useBasket(selectItemCount);
  const lines = useBasket(selectLines);
  const totals = useBasket(selectTotals);
  const changing = useBasket(selectIsChanging);
  const loadedOnce = useBasket((state) => state.hasLoadedOnce);
  const basketId = useBasket((state) => state.basketId);
  const voucherCode = useBasket((state) => state.basket?.voucher_code ?? null);
  const basketPostalCode = useBasket((state) => state.basket?.postalCode ?? null);
  const user = useSession((state) => state.user);
  const sessionStarting = useSession((state) => state.isStarting);
  // Read on each render: a login or logout changes the session's role, which re-renders this.
  useSession((state) => state.role);
  const storedTime = useDelivery((state) => state.deliveryTime);
  const paymentType = useCheckout((state) => state.paymentType);
  const termsAgreed = useCheckout((state) => state.termsAgreed);
  const [termsError, setTermsError] = useState<string | null>(null);
  // Spec §5 "terms agreed": a restaurant with terms and conditions has every order agree to them.
  const needsTerms = info.legal.terms_and_conditions;
  const payFix = useCheckout((state) => state.payFix);
  const submitting = useCheckout((state) => state.isSubmitting);
  const shippingPostalCode = useDelivery((state) => state.postalCode);
  const delivery = useDeliverySelection();
  const changeDelivery = useChangeDelivery();
  const typeSwitch = useDeliveryTypeSwitch();
  const deliveryBusy = useDelivery((state) => state.isChangingType || state.isChangingTime);
  const [postalStatus, setPostalStatus] = useState<NonNullable<AddressFormProps['postalCodeStatus']>>({ state: 'idle' });
  const [serverErrors, setServerErrors] = useState<AddressFormProps['serverErrors']>({});
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [busy, setBusy] = useState<{ validTime: string; values: UserInfo } | null>(null);
  const deliveryReady = useApplyDefaultDelivery();
  // An order empties the basket on its way to the payment page; that is not an empty cart to leave.
  const ordered = useRef(false);

  useEffect(() => {
    if (loadedOnce && count === 0 && !submitting && !ordered.current) void navigate(paths.menu, { replace: true });
  }, [loadedOnce, count, submitting, navigate, paths.menu]);

  // Spec §4: where the restaurant requires a login, a guest orders from the cart with next=checkout,
  // where the auth dialog opens and a login leads back here; nothing of theirs is sent before.
  const loginMissing = info.login_required && !sessionStarting && !api.tokens.isLoggedIn();
  useEffect(() => {
    if (loginMissing) void navigate(`${paths.cart}?next=checkout`, { replace: true });
  }, [loginMissing, navigate, paths.cart]);

  // Pay at the counter (spec §4) orders for no set time: as soon as the counter has it ready.
  const atCounterNow = paymentType === 'pwc' && storedTime === null;

  // Only what goes with the delivery type: no paying at the end of a pickup order (issue 16).
  const methods = paymentTypeChoices(info.paymentMethods, delivery.type).map((type) => ({
    type,
    label: info.paymentMethodNames[type] ?? null,
  }));
  useEffect(() => {
    const only = methods[0];
    if (!paymentType && methods.length === 1 && only) checkoutStore.getState().choosePaymentType(only.type);
  }, [paymentType, methods, checkoutStore]);

  /**
   * The postal code goes into the basket as soon as it is known: the server checks the delivery
   * area and the basket's totals then carry the delivery fee, so the total shown is the one charged.
   */
  async function checkPostalCode(postalCode: string) {
    if (!postalCode.trim() || delivery.type !== 'delivery') return;
    setPostalStatus({ state: 'checking' });
    try {
      deliveryStore.getState().setPostalCode(postalCode);
      await checkoutStore.getState().saveAddress({ postalCode: postalCode.trim() });
      setPostalStatus({ state: 'ok', shippingPrice: basketStore.getState().basket?.shipping_price ?? null });
    } catch (error) {
      setPostalStatus({ state: 'error', message: describeError(error) });
    }
  }

  const shownFields =
    delivery.type === 'delivery'
      ? info.personal_information_fields
      : info.personal_information_fields.filter((field) => !ADDRESS_FIELDS.includes(field));

  async function placeOrder(values: UserInfo) {
    setServerErrors({});
    setPaymentError(null);
    if (!delivery.chosen && !atCounterNow && !(await deliveryReady())) {
      changeDelivery();
      return;
    }
    if (!paymentType) {
      setPaymentError(t('checkout.choosePayment'));
      return;
    }
    if (paymentType === 'payFix' && (!payFix?.qrCode || !payFix.pin)) {
      setPaymentError(t('checkout.payFixRequired'));
      return;
    }
    if (needsTerms && !termsAgreed) {
      setTermsError(await messageText('terms_must_be_agreed', i18n.language).catch(() => t('errors.network')));
      return;
    }
    try {
      await checkoutStore.getState().saveAddress(values);
      const orderedBasket = basketId;
      ordered.current = true;
      const created = await checkoutStore.getState().placeOrder(followPaymentLink(navigate, paths));
      if (orderedBasket) rememberLastOrder({ orderId: created.order.id, basketId: orderedBasket });
      // A guest's next checkout starts with these filled in; a customer has them in the account.
      if (!user) rememberDetails(window.localStorage, values);
      if (created.followed.kind === 'none') await navigate(`${paths.paymentStatus}?orderId=${created.order.id}`);
    } catch (error) {
      ordered.current = false;
      const validTime = error instanceof ApiError ? error.params.validTime : undefined;
      if (
        error instanceof ApiError &&
        (error.code === 'order_limit_reached' || error.code === 'resources_have_been_reached') &&
        validTime
      ) {
        setBusy({ validTime: String(validTime), values });
        return;
      }
      if (isTimeRefusal(error)) {
        // The time passed while the guest filled in the form (or the restaurant closed it): say so
        // and offer the times that can still be had.
        notifyError(describeError(error));
        changeDelivery();
        return;
      }
      // Errors of the form's own fields are shown at the field; anything else as a notice.
      const fieldErrors = error instanceof ApiError ? fieldMessages(error) : {};
      setServerErrors(fieldErrors);
      if (!Object.keys(fieldErrors).some((field) => shownFields.includes(field as PersonalInformationField)))
        notifyError(describeError(error));
    }
  }

  function fieldMessages(error: ApiError): NonNullable<AddressFormProps['serverErrors']> {
    const messages: Record<string, string> = {};
    for (const [field, codes] of Object.entries(error.fields)) {
      const code = codes[0];
      if (code)
        messages[field === 'userInfo.postalCode' ? 'postalCode' : field.replace(/^userInfo\./, '')] = describeError(
          new ApiError(422, code, code),
        );
    }
    return messages;
  }

  // With the day: the next free time may well be tomorrow.
  const busyLabel = busy ? timeLabel(busy.validTime, info.timeZone, i18n.language, t, new Date()) : '';
  const showAnnouncement = info.has_announcement && info.announcement_before_checkout && info.announcement;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('routes.checkout')}
      </Title>
      {showAnnouncement ? (
        <Alert color="blue" variant="light">
          {info.announcement}
        </Alert>
      ) : null}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Section title={t('checkout.deliveryTitle')}>
              <DeliverySummaryBar
                type={delivery.type}
                timeLabel={atCounterNow ? t('checkout.atCounterNow') : delivery.label}
                statusText={info.closed ? t('delivery.closed') : null}
                onChange={changeDelivery}
                typeSwitch={typeSwitch}
                loading={deliveryBusy}
              />
            </Section>
            <Section label={t('checkout.detailsTitle')}>
              <AddressForm
                formId={FORM_ID}
                fields={shownFields}
                deliveryType={delivery.type}
                initialValues={{
                  ...(user
                    ? { name: user.name ?? undefined, email: user.email, mobile: user.mobile ?? undefined }
                    : rememberedDetails(window.localStorage)),
                  ...(shippingPostalCode ? { postalCode: shippingPostalCode } : {}),
                }}
                serverErrors={serverErrors}
                onPostalCodeBlur={(code) => void checkPostalCode(code)}
                postalCodeStatus={postalStatus}
                onSubmit={placeOrder}
                submitting={submitting}
                withSubmitButton={false}
              />
            </Section>
            {info.available_voucher || info.tip_request ? (
              <Section title={t('checkout.extrasTitle')}>
                <Stack gap="md">
                  {info.available_voucher ? (
                    <VoucherField
                      appliedCode={voucherCode}
                      discount={totals.discount}
                      onApply={(code) => checkoutStore.getState().applyVoucher(code).catch(rethrowDescribed)}
                      onRemove={() => checkoutStore.getState().removeVoucher().catch(rethrowDescribed)}
                    />
                  ) : null}
                  {info.tip_request ? (
                    <TipField
                      value={totals.tip}
                      onChange={(amount) => checkoutStore.getState().setTip(amount).catch(rethrowDescribed)}
                      onRemove={() => checkoutStore.getState().removeTip().catch(rethrowDescribed)}
                    />
                  ) : null}
                </Stack>
              </Section>
            ) : null}
            <Section label={t('checkout.paymentTitle')}>
              <Stack gap="sm">
                <PaymentMethodPicker
                  methods={methods}
                  value={paymentType}
                  onChange={(type) => {
                    setPaymentError(null);
                    checkoutStore.getState().choosePaymentType(type);
                  }}
                  payFix={payFix ?? { qrCode: '', pin: '' }}
                  onPayFixChange={(value) => checkoutStore.getState().setPayFixCredentials(value)}
                />
                {paymentError ? (
                  <Text c="red" size="sm" role="alert">
                    {paymentError}
                  </Text>
                ) : null}
              </Stack>
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrderSummaryCard
            lines={[...lines]}
            totals={totals}
            voucherCode={voucherCode}
            showShipping={delivery.type === 'delivery'}
            shippingPending={delivery.type === 'delivery' && basketPostalCode === null}
            action={
              <Stack gap="sm">
                {needsTerms ? (
                  <TermsAgreement
                    agreed={termsAgreed}
                    error={termsError}
                    onChange={(agreed) => {
                      setTermsError(null);
                      checkoutStore.getState().agreeToTerms(agreed);
                    }}
                  />
                ) : null}
                <Button type="submit" form={FORM_ID} size="md" fullWidth loading={submitting} disabled={changing || count === 0}>
                  {t('checkout.placeOrder')}
                </Button>
              </Stack>
            }
          />
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        opened={busy !== null}
        title={t('checkout.busyTitle')}
        message={t('checkout.busyMessage', { time: busyLabel })}
        confirmLabel={t('checkout.busyConfirm', { time: busyLabel })}
        loading={submitting}
        onCancel={() => setBusy(null)}
        onConfirm={() => {
          if (!busy) return;
          const { validTime, values } = busy;
          setBusy(null);
          // Spec §8: confirming takes the offered time, then the order is tried again.
          void deliveryStore
            .getState()
            .changeTime(validTime)
            .then(() => placeOrder(values))
            .catch((error: unknown) => notifyError(describeError(error)));
        }}
      />
    </Stack>
  );

  function rethrowDescribed(error: unknown): never {
    throw new Error(describeError(error));
  }
}

/** A card of the checkout; `label` names it for assistive technology where its content brings its own heading. */
function Section({ title, label, children }: { title?: string; label?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title ?? label}>
      <Stack gap="md">
        {title ? (
          <Title order={2} size="h4">
            {title}
          </Title>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}

/** "I agree to the terms and conditions", with the way to read them (the legal panel opens over the checkout). */
function TermsAgreement({ agreed, error, onChange }: { agreed: boolean; error: string | null; onChange: (agreed: boolean) => void }) {
  const { t } = useTranslation('ordering');
  return (
    <Stack gap={4}>
      <Checkbox
        checked={agreed}
        onChange={(event) => onChange(event.currentTarget.checked)}
        label={t('checkout.termsAgreement')}
        error={error}
      />
      <Anchor component="button" type="button" size="sm" ta="start" onClick={() => overlayStore.getState().show('terms')}>
        {t('checkout.readTerms')}
      </Anchor>
    </Stack>
  );
}
