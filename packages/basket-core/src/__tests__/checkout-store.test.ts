import { type CreatedOrder, followPaymentLink } from '@platter/api-client';
import type { Order } from '@platter/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  type CheckoutRestaurant,
  type CheckoutStoreApi,
  createBasketStore,
  createCheckoutStore,
  createDeliveryStore,
  selectItemCount,
  selectTotals,
} from '../index.ts';
import { basket, createMemoryStorage, fakeBasketServer, line } from './fixtures.ts';

const order: Order = {
  id: 12,
  restaurant_id: 1,
  status: 'received',
  payment_type: 'cash',
  is_online_payment: false,
  payment_status: 'none',
  delivery_type: 2,
  delivery_time: null,
  subtotal_price: 9.5,
  discount_price: 0,
  shipping_price: 0,
  tip: 0,
  total_price: 9.5,
  voucher_code: null,
  user_details: '{}',
  created_at: '2026-11-22T12:00:00Z',
};

const restaurantDefaults: CheckoutRestaurant = {
  paymentMethods: ['cash', 'mollie', 'zvt'],
  login_required: false,
  personal_information_fields: ['name'],
};

function setUp({ restaurant = restaurantDefaults, loggedIn = false, products = [line({ basketProductId: 1, price: 9.5 })] } = {}) {
  const server = fakeBasketServer();
  const storage = createMemoryStorage({
    basket: JSON.stringify([
      { restaurantId: 1, basketId: 'b9' },
      { restaurantId: 2, basketId: 'x' },
    ]),
  });
  server.seed(basket({ id: 'b9', deliveryType: 1, products, totalPrice: 9.5, totalWithDiscount: 9.5 }));
  const createOrder = vi.fn<CheckoutStoreApi['order']['createOrder']>(async (_input, follow = {}) => {
    const paymentLink = _input.paymentType === 'mollie' ? '/paymentstatus?orderId=12' : null;
    const created: CreatedOrder = { paymentLink, order, followed: followPaymentLink(paymentLink, follow) };
    return created;
  });
  const basketStore = createBasketStore({ api: server, storage, restaurantId: 1 });
  const deliveryStore = createDeliveryStore({ api: server, basketStore });
  const store = createCheckoutStore({
    api: { basket: server.basket, order: { createOrder } },
    basketStore,
    deliveryStore,
    restaurant,
    isLoggedIn: () => loggedIn,
  });
  return { server, storage, createOrder, basketStore, deliveryStore, store, state: () => store.getState() };
}

describe('createCheckoutStore', () => {
  describe('voucher and tip', () => {
    it('applies and removes a voucher, reloading the basket', async () => {
      const { server, basketStore, state } = setUp();
      await state().applyVoucher(' SAVE ');
      expect(server.calls[0]).toEqual({ name: 'addVoucher', input: { basketId: 'b9', voucherCode: 'SAVE' } });
      expect(basketStore.getState().basket?.voucher_code).toBe('SAVE');
      await state().removeVoucher();
      expect(basketStore.getState().basket?.voucher_code).toBeNull();
    });

    it('requires a voucher code', async () => {
      const { server, state } = setUp();
      await expect(state().applyVoucher('  ')).rejects.toMatchObject({ code: 'required', field: 'voucherCode' });
      expect(server.calls).toEqual([]);
    });

    it('sets a numeric tip and removes it', async () => {
      const { server, basketStore, state } = setUp();
      await state().setTip('2,50');
      expect(server.calls[0]?.input).toEqual({ basketId: 'b9', tip_price: 2.5 });
      expect(selectTotals(basketStore.getState()).tip).toBe(2.5);
      await state().removeTip();
      expect(selectTotals(basketStore.getState()).tip).toBe(0);
    });

    it('refuses a tip that is not a number', async () => {
      const { server, state } = setUp();
      await expect(state().setTip('a lot')).rejects.toMatchObject({ code: 'must_be_numeric', field: 'tip_price' });
      expect(server.calls).toEqual([]);
    });
  });

  it('saves the address with the chosen delivery type', async () => {
    const { server, basketStore, state } = setUp();
    await basketStore.getState().load();
    await state().saveAddress({ name: 'Ann', postalCode: '10115' });
    expect(server.calls.find((call) => call.name === 'addAddress')?.input).toEqual({
      basketId: 'b9',
      userInfo: { name: 'Ann', postalCode: '10115', deliveryType: 'delivery' },
    });
  });

  describe('payment type', () => {
    it('never offers a hidden type', () => {
      const { state } = setUp();
      state().choosePaymentType('mollie');
      expect(state().paymentType).toBe('mollie');
      expect(() => state().choosePaymentType('zvt')).toThrow(expect.objectContaining({ code: 'payment_type_not_offered' }));
      expect(() => state().choosePaymentType('payAtEnd')).toThrow(expect.objectContaining({ code: 'payment_type_not_offered' }));
      expect(state().paymentType).toBe('mollie');
    });

    it('offers no paying at the end for a pickup order, nor places one chosen before the switch (issue 16)', async () => {
      const { basketStore, deliveryStore, createOrder, state } = setUp({
        restaurant: { ...restaurantDefaults, paymentMethods: ['cash', 'payAtEnd'] },
      });
      await basketStore.getState().load();
      state().choosePaymentType('payAtEnd');
      deliveryStore.setState({ deliveryType: 'pickup' });
      expect(() => state().choosePaymentType('payAtEnd')).toThrow(expect.objectContaining({ code: 'payment_type_not_offered' }));
      await expect(state().placeOrder()).rejects.toMatchObject({ code: 'payment_type_not_offered' });
      expect(createOrder).not.toHaveBeenCalled();
      deliveryStore.setState({ deliveryType: 'here' });
      state().choosePaymentType('payAtEnd');
      expect(state().paymentType).toBe('payAtEnd');
    });
  });

  describe('placeOrder', () => {
    it('creates the order, clears the basket to 0.00 and forgets its local record', async () => {
      const { createOrder, basketStore, storage, state } = setUp();
      await basketStore.getState().load();
      state().choosePaymentType('cash');
      const created = await state().placeOrder();
      expect(createOrder).toHaveBeenCalledWith({ basketId: 'b9', paymentType: 'cash' }, {});
      expect(created.order.id).toBe(12);
      expect(basketStore.getState()).toMatchObject({ basketId: null, basket: null });
      expect(selectTotals(basketStore.getState()).total.toFixed(2)).toBe('0.00');
      expect(JSON.parse(storage.getItem('basket') ?? '')).toEqual([{ restaurantId: 2, basketId: 'x' }]);
      expect(state().isSubmitting).toBe(false);
    });

    it('follows the payment link with the given router', async () => {
      const { basketStore, state } = setUp();
      await basketStore.getState().load();
      state().choosePaymentType('mollie');
      const navigate = vi.fn();
      const created = await state().placeOrder({ navigate });
      expect(navigate).toHaveBeenCalledWith('PaymentStatus', { orderId: '12' });
      expect(created.followed).toMatchObject({ kind: 'route', route: 'PaymentStatus' });
    });

    it('needs a payment type, and a QR code and PIN for payFix', async () => {
      const { createOrder, basketStore, state } = setUp({ restaurant: { ...restaurantDefaults, paymentMethods: ['payFix'] } });
      await basketStore.getState().load();
      await expect(state().placeOrder()).rejects.toMatchObject({ code: 'required', field: 'paymentType' });
      state().choosePaymentType('payFix');
      await expect(state().placeOrder()).rejects.toMatchObject({ code: 'required', field: 'qrCode' });
      state().setPayFixCredentials({ qrCode: ' qr-1 ', pin: '1234' });
      await state().placeOrder();
      expect(createOrder).toHaveBeenCalledWith({ basketId: 'b9', paymentType: 'payFix', qrCode: 'qr-1', pin: '1234' }, {});
    });

    it('refuses an empty basket and a guest when login is required', async () => {
      const empty = setUp({ products: [] });
      await empty.basketStore.getState().load();
      empty.state().choosePaymentType('cash');
      await expect(empty.state().placeOrder()).rejects.toMatchObject({ code: 'basket_empty', message: 'Your basket is empty' });
      const guest = setUp({ restaurant: { ...restaurantDefaults, login_required: true } });
      await guest.basketStore.getState().load();
      guest.state().choosePaymentType('cash');
      await expect(guest.state().placeOrder()).rejects.toMatchObject({
        code: 'login_required',
        message: 'Please login to create an order.',
      });
      expect(guest.createOrder).not.toHaveBeenCalled();
    });

    it('keeps the basket when the order fails', async () => {
      const { createOrder, basketStore, state } = setUp();
      await basketStore.getState().load();
      state().choosePaymentType('cash');
      createOrder.mockRejectedValueOnce(new Error('your_total_price_cannot_be_less_than'));
      await expect(state().placeOrder()).rejects.toThrow();
      expect(selectItemCount(basketStore.getState())).toBe(1);
      expect(state().isSubmitting).toBe(false);
    });
  });

  describe('startCheckout', () => {
    it('goes to checkout', async () => {
      const { basketStore, state } = setUp();
      await basketStore.getState().load();
      await expect(state().startCheckout()).resolves.toEqual({ next: 'checkout' });
    });

    it("says 'Your basket is empty' for an empty basket", async () => {
      const { state } = setUp();
      await expect(state().startCheckout()).rejects.toMatchObject({ code: 'basket_empty' });
    });

    it('sends a guest to the cart with next=checkout when login is required', async () => {
      const guest = setUp({ restaurant: { ...restaurantDefaults, login_required: true } });
      await guest.basketStore.getState().load();
      await expect(guest.state().startCheckout()).resolves.toEqual({ next: 'login', route: 'Cart', query: { next: 'checkout' } });
      const customer = setUp({ restaurant: { ...restaurantDefaults, login_required: true }, loggedIn: true });
      await customer.basketStore.getState().load();
      await expect(customer.state().startCheckout()).resolves.toEqual({ next: 'checkout' });
    });

    it('with pay-at-counter and no personal fields: pickup, no time, and the order at once', async () => {
      const { server, createOrder, basketStore, deliveryStore, state } = setUp({
        restaurant: { paymentMethods: ['pwc', 'cash'], login_required: false, personal_information_fields: [] },
      });
      await basketStore.getState().load();
      const start = await state().startCheckout();
      expect(server.calls.find((call) => call.name === 'changeDeliveryMethod')?.input).toEqual({ basketId: 'b9', deliveryType: 'pickup' });
      expect(deliveryStore.getState()).toMatchObject({ deliveryType: 'pickup', deliveryTime: null });
      expect(createOrder).toHaveBeenCalledWith({ basketId: 'b9', paymentType: 'pwc' }, {});
      expect(start).toMatchObject({ next: 'order-created', order: { order: { id: 12 } } });
    });

    it('with pay-at-counter: a pickup switch that took something out goes to checkout, with what it took (issue 16)', async () => {
      const { createOrder, basketStore, state } = setUp({
        restaurant: { paymentMethods: ['pwc'], login_required: false, personal_information_fields: [] },
        products: [line({ basketProductId: 1, price: 9.5 }), line({ basketProductId: 2, productId: 66, name: 'Aperol Spritz', price: 8 })],
      });
      await basketStore.getState().load();
      const start = await state().startCheckout();
      expect(createOrder).not.toHaveBeenCalled();
      expect(start).toMatchObject({
        next: 'checkout',
        change: { notice: { removed: ['Aperol Spritz'] }, warning: 'items_removed_from_cart' },
      });
    });

    it('with pay-at-counter and terms to agree to: checkout, where they are agreed to', async () => {
      const { createOrder, basketStore, state } = setUp({
        restaurant: {
          paymentMethods: ['pwc'],
          login_required: false,
          personal_information_fields: [],
          legal: { terms_and_conditions: true },
        },
      });
      await basketStore.getState().load();
      await expect(state().startCheckout()).resolves.toEqual({ next: 'checkout' });
      expect(createOrder).not.toHaveBeenCalled();
    });

    it('with pay-at-counter and personal fields: pickup, then checkout', async () => {
      const { createOrder, basketStore, state } = setUp({
        restaurant: { paymentMethods: ['pwc'], login_required: false, personal_information_fields: ['name'] },
      });
      await basketStore.getState().load();
      await expect(state().startCheckout()).resolves.toEqual({ next: 'checkout' });
      expect(state().paymentType).toBe('pwc');
      expect(createOrder).not.toHaveBeenCalled();
    });
  });

  describe('terms and conditions', () => {
    const withTerms = { ...restaurantDefaults, legal: { terms_and_conditions: true } };

    it('orders only once the guest agreed to the restaurant’s terms, and says so', async () => {
      const { createOrder, basketStore, state } = setUp({ restaurant: withTerms });
      await basketStore.getState().load();
      state().choosePaymentType('cash');
      await expect(state().placeOrder()).rejects.toMatchObject({ code: 'terms_must_be_agreed', field: 'termsAgreed' });
      expect(createOrder).not.toHaveBeenCalled();
      state().agreeToTerms(true);
      await state().placeOrder();
      expect(createOrder).toHaveBeenCalledWith({ basketId: 'b9', paymentType: 'cash', termsAgreed: true }, {});
    });

    it('asks nothing of a restaurant without terms', async () => {
      const { createOrder, basketStore, state } = setUp();
      await basketStore.getState().load();
      state().choosePaymentType('cash');
      await state().placeOrder();
      expect(createOrder).toHaveBeenCalledWith({ basketId: 'b9', paymentType: 'cash' }, {});
    });
  });
});
