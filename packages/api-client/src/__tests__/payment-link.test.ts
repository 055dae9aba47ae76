import { describe, expect, it, vi } from 'vitest';
import { createApiClient, followPaymentLink, paymentRouteOf } from '../index.ts';
import { fakeServer, NOW, ok } from './fake-server.ts';

describe('paymentRouteOf', () => {
  it.each([
    ['https://shop.test/paymentstatus?orderId=3&status=paid', { route: 'PaymentStatus', query: { orderId: '3', status: 'paid' } }],
    ['/event-shop/PaymentStatus?orderId=3', { route: 'PaymentStatus', query: { orderId: '3' } }],
    ['/payment?orderId=4', { route: 'Payment', query: { orderId: '4' } }],
    ['/payment/', { route: 'Payment', query: {} }],
    ['https://www.mollie.com/checkout/select-method/abc', null],
    ['https://api.provider.test/v2/payments/pay_1', null],
    ['https://shop.test/api/payment/sandbox/7', null],
  ])('reads %s', (link, expected) => {
    expect(paymentRouteOf(link)).toEqual(expected);
  });
});

describe('followPaymentLink', () => {
  it('goes to the given route when a router and a route name are given, with the link query', () => {
    const navigate = vi.fn();
    const redirect = vi.fn();
    expect(followPaymentLink('https://pay.test/x?id=1', { navigate, routeName: 'Thanks', redirect })).toEqual({
      kind: 'route',
      route: 'Thanks',
      query: { id: '1' },
    });
    expect(navigate).toHaveBeenCalledWith('Thanks', { id: '1' });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('goes to the PaymentStatus or Payment route the link points to', () => {
    const navigate = vi.fn();
    followPaymentLink('/paymentstatus?orderId=3', { navigate });
    followPaymentLink('/payment?orderId=4', { navigate });
    expect(navigate.mock.calls).toEqual([
      ['PaymentStatus', { orderId: '3' }],
      ['Payment', { orderId: '4' }],
    ]);
  });

  it('redirects to any other link when it may, else does nothing', () => {
    const navigate = vi.fn();
    const redirect = vi.fn();
    expect(followPaymentLink('https://www.mollie.com/checkout/abc', { navigate, redirect })).toEqual({
      kind: 'redirect',
      url: 'https://www.mollie.com/checkout/abc',
    });
    expect(redirect).toHaveBeenCalledWith('https://www.mollie.com/checkout/abc');
    expect(followPaymentLink('https://www.mollie.com/checkout/abc', { navigate })).toEqual({ kind: 'none' });
    expect(followPaymentLink('/paymentstatus?x=1', {})).toEqual({ kind: 'none' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing without a link unless a route name is given', () => {
    const navigate = vi.fn();
    expect(followPaymentLink(null, { navigate })).toEqual({ kind: 'none' });
    expect(followPaymentLink(null, { navigate, routeName: 'Orders' })).toEqual({ kind: 'route', route: 'Orders', query: {} });
  });
});

describe('api.order.createOrder', () => {
  const order = {
    id: 12,
    restaurant_id: 1,
    status: 'received',
    payment_type: 'mollie',
    is_online_payment: true,
    payment_status: 'open',
    payment_id: 3,
    delivery_type: 2,
    delivery_time: null,
    subtotal_price: 10,
    discount_price: 0,
    shipping_price: 0,
    tip: 0,
    total_price: 10,
    voucher_code: null,
    user_details: '{}',
    created_at: '2026-11-22T12:00:00Z',
  };

  it('returns the order and follows its payment link', async () => {
    const server = fakeServer(() => ok({ paymentLink: '/paymentstatus?orderId=12', order }));
    const api = createApiClient({ baseUrl: 'http://api.test/api', restaurantId: 1, fetch: server.fetch, now: () => NOW });
    const navigate = vi.fn();
    const created = await api.order.createOrder({ basketId: 'b1', paymentType: 'mollie' }, { navigate });
    expect(created.order.id).toBe(12);
    expect(created.followed).toEqual({ kind: 'route', route: 'PaymentStatus', query: { orderId: '12' } });
    expect(navigate).toHaveBeenCalledWith('PaymentStatus', { orderId: '12' });
  });

  it('returns the result alone when nothing applies', async () => {
    const server = fakeServer(() => ok({ paymentLink: null, order: { ...order, payment_type: 'cash', is_online_payment: false } }));
    const api = createApiClient({ baseUrl: 'http://api.test/api', restaurantId: 1, fetch: server.fetch, now: () => NOW });
    const created = await api.order.createOrder({ basketId: 'b1', paymentType: 'cash' });
    expect(created).toMatchObject({ paymentLink: null, followed: { kind: 'none' } });
  });
});
