import type { Basket, Order } from '@platter/contract';
import { lastOrderBasket } from '@platter/ordering';
import {
  basket,
  basketLine,
  bodyOf,
  createFakeApi,
  customer,
  type FakeApiOptions,
  order,
  rememberBasket,
  rememberLogin,
  stubLocationAssign,
  validationFailure,
} from '@platter/ordering/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

type Route = NonNullable<FakeApiOptions['routes']>[string];
type Sent = Record<string, unknown>;

/** A wall-clock time of tomorrow in the restaurant's zone: as the basket holds it (UTC) and as the guest reads it. */
function tomorrowAt(hour: number, minute = 0) {
  const moment = DateTime.now().setZone('Europe/Berlin').plus({ days: 1 }).set({ hour, minute, second: 0, millisecond: 0 });
  return { iso: moment.toUTC().toISO() ?? '', wallClock: moment.toFormat('yyyy-MM-dd HH:mm') };
}

const PICKUP_TIME = tomorrowAt(18, 30);

/** Two pizzas for pickup tomorrow at 18:30: a basket that can be ordered as it is. */
function pickupBasket(overrides: Partial<Basket> = {}): Basket {
  return basket('b1', [basketLine(1, 'Pizza Margherita', { quantity: 2, totalPrice: 19 })], {
    deliveryType: 2,
    deliveryTime: PICKUP_TIME.iso,
    ...overrides,
  });
}

function createdOrder(paymentLink: string | null, overrides: Partial<Order> = {}) {
  return { paymentLink, order: order(42, { status: 'received', total_price: 19, subtotal_price: 19, ...overrides }) };
}

function orderDetail(overrides: Partial<Order> = {}) {
  return {
    order: order(42, { status: 'received', total_price: 19, subtotal_price: 19, delivery_time: PICKUP_TIME.iso, ...overrides }),
    products: [
      {
        id: 1,
        productId: 1,
        name: 'Pizza Margherita',
        quantity: 2,
        price: 9.5,
        totalPrice: 19,
        details: '',
        comment: null,
        itemDetails: [],
      },
    ],
    table: null,
  };
}

/**
 * The basket calls of the checkout against one basket that changes as the server's would
 * (voucher, tip, time), with what each call sent: its JSON body, or its query when it has none.
 */
function checkoutServer(start: Basket, routes: Record<string, Route> = {}) {
  let current = start;
  const sent: Record<string, Sent[]> = {};
  const keep = async (path: string, request: Request, url: URL): Promise<Sent> => {
    const body = request.headers.get('content-type')?.includes('json') ? await bodyOf(request) : Object.fromEntries(url.searchParams);
    sent[path] = [...(sent[path] ?? []), body];
    return body;
  };
  const change =
    (update: (body: Sent, basket: Basket) => Basket | Response): Route =>
    async (request, url) => {
      const path = url.pathname.replace(/^\/api\//, '');
      const next = update(await keep(path, request, url), current);
      if (next instanceof Response) return next;
      current = next;
      return current;
    };
  const recorded = Object.fromEntries(
    Object.entries(routes).map(([path, route]): [string, Route] => [
      path,
      async (request, url) => {
        await keep(path, request, url);
        return route(request, url);
      },
    ]),
  );
  return {
    routes: {
      basket: () => current,
      // The delivery area is 10115, at a fee of 2.50.
      'basket/add-address': change((body, basket) => {
        const { postalCode } = body.userInfo as { postalCode?: string };
        if (!postalCode) return basket;
        if (postalCode !== '10115') return validationFailure('userInfo.postalCode', 'postal_code_does_not_exists_in_this_area');
        return { ...basket, postalCode, shipping_price: 2.5, totalWithDiscount: basket.totalWithDiscount - basket.shipping_price + 2.5 };
      }),
      'basket/add-voucher-to-basket': change((body, basket) =>
        body.voucherCode === 'SUMMER10'
          ? { ...basket, voucher_code: 'SUMMER10', voucherValue: 2, totalWithDiscount: basket.totalWithDiscount - 2 }
          : validationFailure('voucherCode', 'voucher_code_does_not_exists'),
      ),
      'basket/add-tip': change((body, basket) => ({
        ...basket,
        tip: Number(body.tip_price),
        totalWithDiscount: basket.totalWithDiscount - basket.tip + Number(body.tip_price),
      })),
      'basket/add-delivery-time': change((body, basket) => ({ ...basket, deliveryTime: String(body.delivery_time) })),
      ...recorded,
    },
    /** What was sent to a path, call by call. */
    sent: (path: string): Sent[] => sent[path] ?? [],
  };
}

async function fillDetails(values: { name?: string; email?: string; mobile?: string } = {}) {
  const { name = 'Erika Mustermann', email = 'erika@example.com', mobile = '0151 2345678' } = values;
  fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Mobile phone/), { target: { value: mobile } });
}

async function placeOrderButton(name = 'Place order'): Promise<HTMLButtonElement> {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

/** The delivery bar's choice: the type checked in its switch, the time beside it. */
function expectChosen(type: string, time: string) {
  expect((screen.getByRole('radio', { name: type }) as HTMLInputElement).checked).toBe(true);
  expect(screen.getByText(time)).toBeTruthy();
}

describe('the checkout screen', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('keeps Place order disabled while the basket loads, then shows what is ordered', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket());
    const api = createFakeApi({ routes: server.routes, held: ['basket'] });
    renderApp({ path: '/checkout', api });
    expect(await screen.findByRole('heading', { name: 'Place Order' })).toBeTruthy();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Place order' });
    expect(button.disabled).toBe(true);
    expect(screen.getByText('0 items')).toBeTruthy();
    expect(screen.queryByText('Pizza Margherita')).toBeNull();
    api.release();
    expect(await screen.findByText('Pizza Margherita')).toBeTruthy();
    expect(screen.getByText('2 items')).toBeTruthy();
    expectChosen('Pickup', 'Tomorrow, 18:30');
    expect(within(screen.getByRole('region', { name: 'Your order' })).getAllByText('€19.00').length).toBeGreaterThan(0);
    await waitFor(() => expect(button.disabled).toBe(false));
    await waitFor(() => expect(document.title).toBe('Demo Bistro | Place Order'));
  });

  it('sends the guest back to the menu when the basket is empty', async () => {
    const { router } = renderApp({ path: '/checkout' });
    await waitFor(() => expect(router.location.pathname).toBe('/menu'));
  });

  it('asks for the personal fields the restaurant requires, the address only for a delivery', async () => {
    rememberBasket('b1');
    const fields: FakeApiOptions['restaurant'] = {
      personal_information_fields: ['name', 'email', 'mobile', 'company', 'address', 'house_number', 'postalCode', 'city'],
    };
    const pickup = checkoutServer(pickupBasket());
    const first = renderApp({ path: '/checkout', api: { restaurant: fields, routes: pickup.routes } });
    await screen.findByText('Pizza Margherita');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText(/^Mobile phone/) as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText(/^Company/) as HTMLInputElement).required).toBe(false);
    expect(screen.queryByLabelText(/^Street/)).toBeNull();
    expect(screen.queryByLabelText(/^Postal code/)).toBeNull();
    first.unmount();

    const delivery = checkoutServer(pickupBasket({ deliveryType: 1 }));
    renderApp({ path: '/checkout', api: { restaurant: fields, routes: delivery.routes } });
    await screen.findByText('Pizza Margherita');
    expect(screen.getByRole('group', { name: 'Delivery address' })).toBeTruthy();
    for (const label of [/^Street/, /^House no\./, /^Postal code/, /^City/]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    }
    expect(screen.queryByLabelText(/^Country/)).toBeNull();
  });

  it('shows what is wrong with the details and sends nothing when they are invalid', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket(), { 'order/create-order': () => createdOrder(null) });
    const { api } = renderApp({ path: '/checkout', api: { restaurant: { paymentMethods: ['cash'] }, routes: server.routes } });
    await fillDetails({ name: '  ', email: 'erika.example.com' });
    fireEvent.click(await placeOrderButton());
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
    expect(api.calls).not.toContain('basket/add-address');
    expect(api.calls).not.toContain('order/create-order');
  });

  it('offers the restaurant’s payment methods, never zvt or cash_machine, and asks for one before ordering', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket(), { 'order/create-order': () => createdOrder(null) });
    const { api } = renderApp({
      path: '/checkout',
      api: {
        restaurant: {
          paymentMethods: ['zvt', 'mollie', 'cash_machine', 'cash', 'payAtEnd'],
          paymentMethodNames: { mollie: 'Online payment', cash: 'Cash', zvt: 'Card terminal', cash_machine: 'Cash machine' },
        },
        routes: server.routes,
      },
    });
    const group = await screen.findByRole('radiogroup', { name: 'Payment method' });
    // A pickup basket: paying at the end is for a guest who stays (issue 16).
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['Online payment', 'Cash']);
    expect(screen.queryByText('Card terminal')).toBeNull();
    expect(screen.queryByText('Cash machine')).toBeNull();
    await fillDetails();
    fireEvent.click(await placeOrderButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose how you want to pay');
    expect(api.calls).not.toContain('basket/add-address');
    expect(api.calls).not.toContain('order/create-order');
  });

  it('asks a guest to agree to the restaurant’s terms in the catalogue’s words, and orders once they do', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket(), { 'order/create-order': () => createdOrder(null), order: () => orderDetail() });
    const { api, router } = renderApp({
      path: '/checkout',
      api: {
        restaurant: { legal: { about_us: false, privacy_policy: false, imprint: false, terms_and_conditions: true } },
        routes: server.routes,
      },
    });
    await screen.findByText('Pizza Margherita');
    await fillDetails();
    fireEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    fireEvent.click(await placeOrderButton());
    expect(await screen.findByText('Please agree to the terms and conditions.')).toBeTruthy();
    expect(api.calls).not.toContain('order/create-order');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read the terms and conditions and agree to them.' }));
    expect(screen.queryByText('Please agree to the terms and conditions.')).toBeNull();
    fireEvent.click(await placeOrderButton());
    await waitFor(() => expect(router.location.pathname).toBe('/paymentstatus'));
    expect(server.sent('order/create-order')).toEqual([{ restaurantId: 1, basketId: 'b1', paymentType: 'cash', termsAgreed: true }]);
  });

  it('asks for the QR code and the PIN with payFix and sends them with the order', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket(), { 'order/create-order': () => createdOrder(null, { payment_type: 'payFix' }) });
    const { api, router } = renderApp({
      path: '/checkout',
      api: { restaurant: { paymentMethods: ['payFix'], paymentMethodNames: {} }, routes: server.routes },
    });
    // The only method is chosen by itself, and its fields show at once.
    const card = await screen.findByRole('radio', { name: 'QR code and PIN' });
    await waitFor(() => expect(card.getAttribute('aria-checked')).toBe('true'));
    await fillDetails();
    fireEvent.click(await placeOrderButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter the QR code and the PIN');
    expect(api.calls).not.toContain('order/create-order');

    fireEvent.change(screen.getByLabelText(/^QR code/, { selector: 'input' }), { target: { value: ' QR-4711 ' } });
    fireEvent.change(screen.getByLabelText(/^PIN/), { target: { value: '12-34' } });
    expect((screen.getByLabelText(/^PIN/) as HTMLInputElement).value).toBe('1234');
    fireEvent.click(await placeOrderButton());
    await waitFor(() => expect(router.location.pathname).toBe('/paymentstatus'));
    expect(server.sent('order/create-order')).toEqual([
      { basketId: 'b1', restaurantId: 1, paymentType: 'payFix', qrCode: 'QR-4711', pin: '1234' },
    ]);
  });

  it('applies a voucher and shows its discount in the totals', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket());
    renderApp({ path: '/checkout', api: { routes: server.routes } });
    fireEvent.click(await screen.findByRole('button', { name: 'Have a voucher?' }));
    fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: ' SUMMER10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Remove voucher' })).toBeTruthy();
    expect(server.sent('basket/add-voucher-to-basket')).toEqual([{ restaurantId: '1', basketId: 'b1', voucherCode: 'SUMMER10' }]);
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getByText('Voucher SUMMER10')).toBeTruthy();
    expect(within(summary).getByText('−€2.00')).toBeTruthy();
    expect(within(summary).getByText('€17.00')).toBeTruthy();
  });

  it('shows why the server refuses a voucher, in the catalogue’s words', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket());
    renderApp({ path: '/checkout', api: { routes: server.routes } });
    fireEvent.click(await screen.findByRole('button', { name: 'Have a voucher?' }));
    const field = screen.getByLabelText('Voucher code');
    fireEvent.change(field, { target: { value: 'WINTER99' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('This voucher code does not exist.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(server.sent('basket/add-voucher-to-basket')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove voucher' })).toBeNull();
  });

  it('adds a tip to the basket and its totals, and refuses an amount that is not a number', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket());
    renderApp({ path: '/checkout', api: { routes: server.routes } });
    const tips = await screen.findByRole('group', { name: 'Add a tip for the team' });
    fireEvent.click(within(tips).getByRole('button', { name: '€2.00' }));
    await waitFor(() => expect(within(tips).getByRole('button', { name: '€2.00' }).getAttribute('aria-pressed')).toBe('true'));
    expect(server.sent('basket/add-tip')).toEqual([{ restaurantId: 1, basketId: 'b1', tip_price: 2 }]);
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getByText('Tip')).toBeTruthy();
    expect(within(summary).getByText('€21.00')).toBeTruthy();

    fireEvent.click(within(tips).getByRole('button', { name: 'Other' }));
    fireEvent.change(screen.getByLabelText('Tip amount'), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tip' }));
    expect(await screen.findByText('Tip must be a number')).toBeTruthy();
    expect(server.sent('basket/add-tip')).toHaveLength(1);
  });

  it('places a cash order with the guest’s details and opens its payment status', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket(), {
      'order/create-order': () => createdOrder(null),
      order: () => orderDetail(),
    });
    const { api, router } = renderApp({ path: '/checkout', api: { routes: server.routes } });
    await screen.findByText('Pizza Margherita');
    await fillDetails({ name: '  Erika Mustermann ' });
    fireEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    fireEvent.click(await placeOrderButton());
    await waitFor(() => expect(router.location.pathname).toBe('/paymentstatus'));
    expect(router.location.search).toBe('?orderId=42');
    expect(server.sent('basket/add-address')).toEqual([
      {
        restaurantId: 1,
        basketId: 'b1',
        userInfo: { name: 'Erika Mustermann', email: 'erika@example.com', mobile: '0151 2345678', deliveryType: 'pickup' },
      },
    ]);
    expect(server.sent('order/create-order')).toEqual([{ restaurantId: 1, basketId: 'b1', paymentType: 'cash' }]);
    expect(api.calls.indexOf('basket/add-address')).toBeLessThan(api.calls.indexOf('order/create-order'));
    // The basket is gone; the order's basket is kept for another payment attempt.
    expect(localStorage.getItem('basket')).toBe('[]');
    expect(lastOrderBasket(42)).toBe('b1');
    expect(await screen.findByText('Thank you! Your order has been received')).toBeTruthy();
  });

  it('follows a payment link to the payment status page, its query copied', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket(), {
      'order/create-order': () =>
        createdOrder('https://demo-bistro.example/paymentstatus?orderId=42&paymentId=7', {
          payment_type: 'mollie',
          is_online_payment: true,
        }),
      order: () => orderDetail({ payment_type: 'mollie', is_online_payment: true, payment_status: 'paid' }),
      'payment/update': () => ({ status: 'paid', orderId: 42 }),
    });
    const { router } = renderApp({ path: '/checkout', api: { routes: server.routes } });
    await fillDetails();
    fireEvent.click(await screen.findByRole('radio', { name: 'Online payment' }));
    fireEvent.click(await placeOrderButton());
    await waitFor(() => expect(router.location.pathname).toBe('/paymentstatus'));
    expect(new URLSearchParams(router.location.search).get('paymentId')).toBe('7');
    expect(server.sent('order/create-order')[0]).toMatchObject({ paymentType: 'mollie' });
    expect(await screen.findByText('Thank you! Your order is paid')).toBeTruthy();
  });

  it('sends the guest to the provider’s page for an online order paid with mollie', async () => {
    rememberBasket('b1');
    const assign = stubLocationAssign();
    const link = 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS';
    const server = checkoutServer(pickupBasket(), {
      'order/create-order': () => createdOrder(link, { payment_type: 'mollie', is_online_payment: true }),
    });
    const { router } = renderApp({ path: '/checkout', api: { routes: server.routes } });
    await fillDetails();
    fireEvent.click(await screen.findByRole('radio', { name: 'Online payment' }));
    fireEvent.click(await placeOrderButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(link));
    expect(assign).toHaveBeenCalledTimes(1);
    // The emptied basket does not send the leaving guest to the menu.
    expect(router.location.pathname).toBe('/checkout');
    expect(lastOrderBasket(42)).toBe('b1');
  });

  it('shows a refused order in the display language and stays on the checkout', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket(), { 'order/create-order': () => validationFailure('paymentType', 'payment_has_problem') });
    const { router } = renderApp({ path: '/checkout', language: 'de', api: { routes: server.routes } });
    await screen.findByText('Pizza Margherita');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Erika Mustermann' } });
    fireEvent.change(screen.getByLabelText(/^E-Mail/), { target: { value: 'erika@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Handynummer/), { target: { value: '0151 2345678' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    fireEvent.click(await placeOrderButton('Zahlungspflichtig bestellen'));
    expect(await screen.findByText('Bei dieser Zahlung gibt es ein Problem. Bitte wähle eine andere Zahlungsart.')).toBeTruthy();
    expect(router.location.pathname).toBe('/checkout');
    expect(localStorage.getItem('basket')).toContain('b1');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Zahlungspflichtig bestellen' }).disabled).toBe(false);
  });

  it('shows the fields of a 422 under the fields they belong to', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket(), { 'order/create-order': () => validationFailure('userInfo.email', 'email_invalid') });
    renderApp({ path: '/checkout', api: { restaurant: { paymentMethods: ['cash'] }, routes: server.routes } });
    await fillDetails({ email: 'erika@example.invalid' });
    fireEvent.click(await placeOrderButton());
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    // The catalogue's text (with its full stop), not the form's own rule; at the field only, not
    // again as a notice.
    expect(await screen.findAllByText('Please enter a valid email address.')).toHaveLength(1);
    // Editing the field hides the server's message, which belonged to the value sent.
    fireEvent.change(email, { target: { value: 'erika@example.com' } });
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('offers the next free time when the restaurant is busy, and orders for it on confirm', async () => {
    rememberBasket('b1');
    const validTime = tomorrowAt(20, 30).wallClock;
    let attempts = 0;
    const server = checkoutServer(pickupBasket(), {
      'order/create-order': () => {
        attempts += 1;
        if (attempts > 1) return createdOrder(null);
        return validationFailure('delivery_time', 'order_limit_reached', { validTime });
      },
      order: () => orderDetail(),
    });
    const { router } = renderApp({ path: '/checkout', api: { restaurant: { paymentMethods: ['cash'] }, routes: server.routes } });
    await fillDetails();
    fireEvent.click(await placeOrderButton());
    const dialog = await screen.findByRole('dialog', { name: 'We are busy at that time' });
    // The day is part of it: the next free time may be tomorrow.
    expect(within(dialog).getByText('Your time is fully booked. The next free time is Tomorrow, 20:30. Shall we take that?')).toBeTruthy();
    expect(server.sent('basket/add-delivery-time')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Order for Tomorrow, 20:30' }));
    await waitFor(() => expect(router.location.pathname).toBe('/paymentstatus'));
    expect(server.sent('basket/add-delivery-time')).toEqual([
      { restaurantId: 1, basketId: 'b1', delivery_time: validTime, deliveryType: 'pickup' },
    ]);
    expect(server.sent('order/create-order')).toHaveLength(2);
    expect(server.sent('basket/add-address')).toHaveLength(2);
    expect(server.sent('basket/add-address')[1]).toEqual(server.sent('basket/add-address')[0]);
  });

  it('closes the busy dialog on cancel and orders nothing', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket(), {
      'order/create-order': () =>
        validationFailure('delivery_time', 'resources_have_been_reached', { validTime: tomorrowAt(21, 0).wallClock }),
    });
    const { router } = renderApp({ path: '/checkout', api: { restaurant: { paymentMethods: ['cash'] }, routes: server.routes } });
    await fillDetails();
    fireEvent.click(await placeOrderButton());
    const dialog = await screen.findByRole('dialog', { name: 'We are busy at that time' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'We are busy at that time' })).toBeNull());
    expect(server.sent('order/create-order')).toHaveLength(1);
    expect(server.sent('basket/add-delivery-time')).toEqual([]);
    expect(router.location.pathname).toBe('/checkout');
    expectChosen('Pickup', 'Tomorrow, 18:30');
  });

  it('sends a guest to log in from the cart where the restaurant requires a login, before anything is sent', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket(), { 'order/create-order': () => createdOrder(null) });
    const { router } = renderApp({
      path: '/checkout',
      api: { restaurant: { login_required: true, paymentMethods: ['cash'] }, routes: server.routes },
    });
    await waitFor(() => expect(`${router.location.pathname}${router.location.search}`).toBe('/cart?next=checkout'));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeTruthy();
    expect(server.sent('basket/add-address')).toEqual([]);
    expect(server.sent('order/create-order')).toEqual([]);
  });

  it('fills in a logged-in customer’s details and orders for them where a login is required', async () => {
    rememberBasket('b1');
    rememberLogin();
    const server = checkoutServer(pickupBasket(), {
      'auth/user': () => customer(),
      'order/create-order': () => createdOrder(null),
      order: () => orderDetail(),
    });
    const { router } = renderApp({
      path: '/checkout',
      api: { restaurant: { login_required: true, paymentMethods: ['cash'] }, routes: server.routes },
    });
    await waitFor(() => expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('erika@example.com'));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Erika Mustermann');
    expect((screen.getByLabelText(/^Mobile phone/) as HTMLInputElement).value).toBe('0151 2345678');
    fireEvent.click(await placeOrderButton());
    await waitFor(() => expect(router.location.pathname).toBe('/paymentstatus'));
    expect(server.sent('order/create-order')).toEqual([{ restaurantId: 1, basketId: 'b1', paymentType: 'cash' }]);
  });

  it('checks a delivery postal code when it is left, and says when it is outside the area', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket({ deliveryType: 1 }));
    renderApp({ path: '/checkout', api: { routes: server.routes } });
    const postalCode = await screen.findByLabelText(/^Postal code/);
    fireEvent.change(postalCode, { target: { value: '99999' } });
    fireEvent.blur(postalCode);
    await waitFor(() => expect(postalCode.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('This Postalcode is not in our delivery Area.');
    expect(document.getElementById(`${postalCode.id}-error`)?.textContent).toBe('This Postalcode is not in our delivery Area.');
    fireEvent.change(postalCode, { target: { value: ' 10115' } });
    fireEvent.blur(postalCode);
    await waitFor(() => expect(server.sent('basket/add-address')).toHaveLength(2));
    expect(server.sent('basket/add-address')[1]).toEqual({
      restaurantId: 1,
      basketId: 'b1',
      userInfo: { postalCode: '10115', deliveryType: 'delivery' },
    });
    await waitFor(() => expect(postalCode.getAttribute('aria-invalid')).not.toBe('true'));
    expect(screen.getAllByText('Delivery fee €2.50').length).toBeGreaterThan(0);
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getByText('Delivery fee')).toBeTruthy();
    expect(within(summary).getByText('€21.50')).toBeTruthy();
  });

  it('arrives from the cart with pickup and pay at the counter chosen when the restaurant offers pwc', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket({ deliveryType: 1 }), {
      'basket/change-delivery-method': () => ({ basket: pickupBasket(), notice: null }),
      'order/create-order': () => createdOrder(null),
      order: () => orderDetail(),
    });
    const { router } = renderApp({ path: '/cart', api: { restaurant: { paymentMethods: ['cash', 'pwc'] }, routes: server.routes } });
    fireEvent.click(await placeOrderButton('Continue'));
    await waitFor(() => expect(router.location.pathname).toBe('/checkout'));
    expect(server.sent('basket/change-delivery-method')).toEqual([{ restaurantId: 1, basketId: 'b1', deliveryType: 'pickup' }]);
    const card = await screen.findByRole('radio', { name: 'Pay at the counter' });
    expect(card.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Cash' }).getAttribute('aria-checked')).toBe('false');
    expect(await screen.findByLabelText(/^Name/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Street/)).toBeNull();

    // No time is set on this path: the order is for as soon as the counter has it ready.
    expectChosen('Pickup', 'As soon as possible, at the counter');
    await fillDetails();
    fireEvent.click(await placeOrderButton());
    await waitFor(() => expect(server.sent('order/create-order')).toHaveLength(1));
    expect(server.sent('order/create-order')[0]).toMatchObject({ paymentType: 'pwc' });
    expect(server.sent('basket/add-delivery-time')).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives a basket without a delivery type and time the menu’s defaults', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket({ deliveryType: null, deliveryTime: null }), {
      'basket/change-delivery-method': () => ({ basket: pickupBasket({ deliveryType: 1, deliveryTime: null }), notice: null }),
    });
    renderApp({ path: '/checkout', api: { routes: server.routes } });
    await waitFor(() => expect(server.sent('basket/add-delivery-time')).toHaveLength(1));
    expect(server.sent('basket/change-delivery-method')).toEqual([{ restaurantId: 1, basketId: 'b1', deliveryType: 'delivery' }]);
    expect(server.sent('basket/add-delivery-time')[0]).toMatchObject({
      deliveryType: 'delivery',
      delivery_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:(00|15|30|45)$/),
    });
  });

  it('takes the next quarter hour when the default one passes while the checkout saves it', async () => {
    // Tuesday 11:14:30 in Berlin: delivery 30 minutes ahead makes 11:45 the default. The server
    // reads its clock a minute later, when 11:45 can no longer be made, and refuses it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:14:30Z'));
    rememberBasket('b1');
    let refused = false;
    const server = checkoutServer(pickupBasket({ deliveryType: null, deliveryTime: null }), {
      'basket/change-delivery-method': () => ({ basket: pickupBasket({ deliveryType: 1, deliveryTime: null }), notice: null }),
      'basket/add-delivery-time': () => {
        vi.setSystemTime(new Date('2026-11-24T10:15:30Z'));
        if (refused) return pickupBasket({ deliveryType: 1, deliveryTime: '2026-11-24T11:00:00.000Z' });
        refused = true;
        return validationFailure('delivery_time', 'order_time_cannot_be_in_the_past');
      },
    });
    renderApp({ path: '/checkout', api: { routes: server.routes } });
    await waitFor(() => expect(server.sent('basket/add-delivery-time')).toHaveLength(2));
    expect(server.sent('basket/add-delivery-time').map((sent) => sent.delivery_time)).toEqual(['2026-11-24 11:45', '2026-11-24 12:00']);
    expect(await screen.findByText('Today, 12:00')).toBeTruthy();
    expectChosen('Delivery', 'Today, 12:00');
    expect(screen.queryByRole('dialog', { name: 'When and how?' })).toBeNull();
  });

  it('offers the times still on offer when the server refuses the order’s time as passed', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket(), {
      'order/create-order': () => validationFailure('delivery_time', 'order_time_cannot_be_in_the_past'),
    });
    renderApp({ path: '/checkout', api: { restaurant: { paymentMethods: ['cash'] }, routes: server.routes } });
    await fillDetails();
    fireEvent.click(await placeOrderButton());
    expect(await screen.findByRole('dialog', { name: 'When and how?' })).toBeTruthy();
    expect(server.sent('order/create-order')).toHaveLength(1);
  });

  it('opens the delivery dialog instead of ordering while no delivery type and time are chosen', async () => {
    rememberBasket('b1');
    const server = checkoutServer(pickupBasket({ deliveryType: null, deliveryTime: null }), {
      'order/create-order': () => createdOrder(null),
    });
    // The defaults cannot be saved, so nothing is chosen yet.
    const api = createFakeApi({
      restaurant: { paymentMethods: ['cash'], deliveryTypes: [2] },
      routes: server.routes,
      failing: ['basket/change-delivery-method'],
    });
    renderApp({ path: '/checkout', api });
    await fillDetails();
    fireEvent.click(await placeOrderButton());
    expect(await screen.findByRole('dialog', { name: 'When and how?' })).toBeTruthy();
    expect(api.calls).not.toContain('basket/add-address');
    expect(api.calls).not.toContain('order/create-order');
  });
});
