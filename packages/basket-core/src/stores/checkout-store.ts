import type { BasketCalls, CreatedOrder, FollowPaymentLinkOptions, OrderCalls } from '@platter/api-client';
import type { PaymentType, RestaurantInfo, UserInfo } from '@platter/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { BasketError } from '../basket-error.ts';
import { parseTip, parseVoucherCode, paymentTypeChoices } from '../checkout-fields.ts';
import { type BasketStore, selectIsEmpty } from './basket-store.ts';
import type { DeliveryChange, DeliveryStore } from './delivery-store.ts';

/** The calls the checkout store makes: a real `ApiClient`, or a fake in tests. */
export interface CheckoutStoreApi {
  basket: Pick<BasketCalls, 'addVoucher' | 'removeVoucher' | 'addTip' | 'removeTip' | 'addAddress'>;
  order: Pick<OrderCalls, 'createOrder'>;
}

/** The restaurant settings checkout reads. */
export type CheckoutRestaurant = Pick<RestaurantInfo, 'paymentMethods' | 'login_required' | 'personal_information_fields'> & {
  /** Which legal texts the restaurant has; with terms and conditions every order agrees to them. */
  legal?: Pick<RestaurantInfo['legal'], 'terms_and_conditions'>;
};

export interface CheckoutStoreDeps {
  api: CheckoutStoreApi;
  basketStore: BasketStore;
  deliveryStore: DeliveryStore;
  restaurant: CheckoutRestaurant;
  /** Logged in means a private token is present (spec §4): `api.tokens.isLoggedIn`. */
  isLoggedIn: () => boolean;
}

/** Where "Continue" in the cart leads (spec §4 "Cart to checkout"). */
export type CheckoutStart =
  /** Login required: go to the cart with `next=checkout` and open the auth dialog. */
  | { next: 'login'; route: 'Cart'; query: { next: 'checkout' } }
  /** `change`: what a switch to pickup (pay at the counter) took out of the cart, to be named (issue 16). */
  | { next: 'checkout'; change?: DeliveryChange }
  /** Pay at the counter without personal fields: the order was created at once. */
  | { next: 'order-created'; order: CreatedOrder };

export interface CheckoutState {
  paymentType: PaymentType | null;
  /** payFix needs a QR code and a PIN (spec §5). */
  payFix: { qrCode: string; pin: string } | null;
  isSubmitting: boolean;
  /** The guest agreed to the restaurant's terms and conditions (asked only where it has terms). */
  termsAgreed: boolean;

  applyVoucher(code: string): Promise<void>;
  removeVoucher(): Promise<void>;
  /** Sets a tip: numeric, at least 0 (spec §5). */
  setTip(amount: number | string): Promise<void>;
  removeTip(): Promise<void>;
  /** The guest's contact and delivery details, with the chosen delivery type. */
  saveAddress(userInfo: UserInfo): Promise<void>;
  /** Chooses a payment type among the offered ones; hidden types are never offered. */
  choosePaymentType(type: PaymentType): void;
  setPayFixCredentials(credentials: { qrCode: string; pin: string }): void;
  agreeToTerms(agreed: boolean): void;
  /** Continue in the cart: the login-required path, the pay-at-counter path, or checkout. */
  startCheckout(follow?: FollowPaymentLinkOptions): Promise<CheckoutStart>;
  /** Creates the order, clears the basket and follows the payment link (spec §2, §4). */
  placeOrder(follow?: FollowPaymentLinkOptions): Promise<CreatedOrder>;
}

export type CheckoutStore = StoreApi<CheckoutState>;

export function createCheckoutStore({ api, basketStore, deliveryStore, restaurant, isLoggedIn }: CheckoutStoreDeps): CheckoutStore {
  const offered = () => paymentTypeChoices(restaurant.paymentMethods, deliveryStore.getState().deliveryType);
  /** A restaurant with terms and conditions has every order agree to them (the server's 422 `terms_must_be_agreed`). */
  const needsTerms = () => restaurant.legal?.terms_and_conditions === true;

  return createStore<CheckoutState>()((set, get) => {
    async function placeOrder(follow: FollowPaymentLinkOptions = {}): Promise<CreatedOrder> {
      const { paymentType, payFix, termsAgreed } = get();
      if (restaurant.login_required && !isLoggedIn()) throw new BasketError('login_required');
      const basketId = basketStore.getState().basketId;
      if (!basketId) throw new BasketError('basket_not_found');
      if (selectIsEmpty(basketStore.getState())) throw new BasketError('basket_empty');
      if (!paymentType) throw new BasketError('required', 'paymentType');
      // Chosen before the delivery type changed to one it does not go with (pay at the end, then pickup).
      if (!offered().includes(paymentType)) throw new BasketError('payment_type_not_offered', 'paymentType');
      if (paymentType === 'payFix' && !payFix) throw new BasketError('required', 'qrCode');
      if (needsTerms() && !termsAgreed) throw new BasketError('terms_must_be_agreed', 'termsAgreed');
      set({ isSubmitting: true });
      try {
        const order = await api.order.createOrder(
          {
            basketId,
            paymentType,
            ...(paymentType === 'payFix' && payFix ? { qrCode: payFix.qrCode, pin: payFix.pin } : {}),
            ...(needsTerms() ? { termsAgreed } : {}),
          },
          follow,
        );
        basketStore.getState().clearAfterOrder();
        return order;
      } finally {
        set({ isSubmitting: false });
      }
    }

    return {
      paymentType: null,
      payFix: null,
      isSubmitting: false,
      termsAgreed: false,

      async applyVoucher(code) {
        const voucherCode = parseVoucherCode(code);
        if (!voucherCode.ok) throw new BasketError(voucherCode.reason.code, 'voucherCode');
        await basketStore.getState().applyChange((basketId) => api.basket.addVoucher({ basketId, voucherCode: voucherCode.value }));
      },

      async removeVoucher() {
        await basketStore.getState().applyChange((basketId) => api.basket.removeVoucher({ basketId }));
      },

      async setTip(amount) {
        const tip = parseTip(amount);
        if (!tip.ok) throw new BasketError(tip.reason.code, 'tip_price');
        await basketStore.getState().applyChange((basketId) => api.basket.addTip({ basketId, tip_price: tip.value }));
      },

      async removeTip() {
        await basketStore.getState().applyChange((basketId) => api.basket.removeTip({ basketId }));
      },

      async saveAddress(userInfo) {
        const { deliveryType } = deliveryStore.getState();
        await basketStore
          .getState()
          .applyChange((basketId) =>
            api.basket.addAddress({ basketId, userInfo: { ...userInfo, ...(deliveryType ? { deliveryType } : {}) } }),
          );
      },

      choosePaymentType(type) {
        if (!offered().includes(type)) throw new BasketError('payment_type_not_offered', 'paymentType');
        set({ paymentType: type });
      },

      agreeToTerms(agreed) {
        set({ termsAgreed: agreed });
      },

      setPayFixCredentials({ qrCode, pin }) {
        set({ payFix: { qrCode: qrCode.trim(), pin: pin.trim() } });
      },

      async startCheckout(follow) {
        if (selectIsEmpty(basketStore.getState())) throw new BasketError('basket_empty');
        if (restaurant.login_required && !isLoggedIn()) return { next: 'login', route: 'Cart', query: { next: 'checkout' } };
        if (!restaurant.paymentMethods.includes('pwc')) return { next: 'checkout' };
        const change = await deliveryStore.getState().changeType('pickup');
        deliveryStore.getState().clearTime();
        set({ paymentType: 'pwc' });
        // Never an order at once for a cart the switch changed: the guest sees what went first.
        if (change.notice || change.warning) return { next: 'checkout', change };
        // The terms are agreed to on the checkout screen, so with terms there is no order from the cart.
        if (restaurant.personal_information_fields.length > 0 || needsTerms()) return { next: 'checkout' };
        return { next: 'order-created', order: await placeOrder(follow) };
      },

      placeOrder,
    };
  });
}
