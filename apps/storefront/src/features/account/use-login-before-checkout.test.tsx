import { notifications } from '@mantine/notifications';
import { pageDataSchema } from '@platter/contract';
import { createI18n } from '@platter/i18n';
import { createOrderingServices, OrderingProvider, overlayStore } from '@platter/ordering';
import { createFakeApi, type FakeApiOptions } from '@platter/ordering/testing';
import { AppProviders } from '@platter/ui-kit';
import { memoryRoutes } from '@platter/ui-kit/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PAGE_DATA } from '../../test/render-app.tsx';
import { customer, loginAnswer, rememberLogin } from './account-test-data.ts';
import { AccountOverlays } from './index.ts';

/** A stand-in for the cart screen: the shell renders the account overlays on every route. */
function Cart() {
  return (
    <>
      <p>Cart</p>
      <Link to="/cart?next=checkout">Continue</Link>
      <AccountOverlays />
    </>
  );
}

function renderCart(path: string, api: FakeApiOptions = {}) {
  notifications.clean();
  overlayStore.setState({ open: null });
  const pageData = pageDataSchema.parse(DEMO_PAGE_DATA);
  const fake = createFakeApi(api);
  const services = createOrderingServices({ pageData, storage: localStorage, fetch: fake.fetch, onUnauthenticated: () => undefined });
  const router = memoryRoutes(
    [
      { path: '/cart', element: <Cart /> },
      { path: '/checkout', element: <p>Checkout</p> },
      {
        path: '/menu',
        element: (
          <>
            <p>Menu</p>
            <AccountOverlays />
          </>
        ),
      },
    ],
    path,
  );
  render(
    <AppProviders pageData={pageData} i18n={createI18n({ language: 'en' })} env="test">
      <OrderingProvider services={services}>{router.element}</OrderingProvider>
    </AppProviders>,
  );
  return { router };
}

describe('the login the checkout asks for', () => {
  afterEach(() => localStorage.clear());

  it('opens the login at /cart?next=checkout and continues to the checkout after it', async () => {
    const { router } = renderCart('/cart?next=checkout', { routes: { 'auth/login': () => loginAnswer(), 'auth/user': () => customer() } });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(dialog).getByText('Please login to create an order.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'erika@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'password123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.location.pathname).toBe('/checkout'));
  });

  it('asks again when Continue leads back to the same address after the dialog was closed', async () => {
    renderCart('/cart?next=checkout');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('link', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeTruthy();
  });

  it('asks only on the cart', async () => {
    renderCart('/menu?next=checkout');
    await screen.findByText('Menu');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves a logged-in customer and a plain cart visit alone', async () => {
    renderCart('/cart');
    await screen.findByText('Cart');
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    rememberLogin();
    renderCart('/cart?next=checkout', { routes: { 'auth/user': () => customer() } });
    await screen.findByText('Cart');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
