import { basket, basketLine, fakeRecaptcha, rememberBasket } from '@platter/ordering/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { bodyOf, customer, loginAnswer, validationFailure } from './account-test-data.ts';
import { openAuthDialog } from './auth-dialog-store.ts';
import { page } from './leave-page.ts';

async function openLogin() {
  fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Welcome back' });
}

function fillLogin(dialog: HTMLElement, email = 'erika@example.com', password = 'password123') {
  fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

describe('the auth dialog', () => {
  const leavePage = vi.spyOn(page, 'leave').mockImplementation(() => undefined);
  afterEach(() => {
    localStorage.clear();
    leavePage.mockClear();
  });

  it('logs a customer in: token stored, local basket assigned, user fetched, dialog closed', async () => {
    rememberBasket('b1');
    const sent: Record<string, unknown>[] = [];
    const { api } = renderApp({
      path: '/menu',
      api: {
        routes: {
          'auth/login': async (request) => {
            sent.push(await bodyOf(request));
            return loginAnswer();
          },
          'basket/assign-basket': () => null,
          'auth/user': () => customer(),
        },
      },
    });
    fillLogin(await openLogin(), '  erika@example.com ');
    expect(await screen.findByText('Welcome back, Erika Mustermann!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome back' })).toBeNull());
    expect(sent[0]).toMatchObject({ email: 'erika@example.com', password: 'password123', restaurantId: 1 });
    expect(localStorage.getItem('privateToken')).toBeTruthy();
    expect(api.calls).toEqual(expect.arrayContaining(['auth/login', 'basket/assign-basket', 'auth/user']));
    expect(screen.getByRole('button', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('says why a login failed, in the display language, and keeps the guest a guest', async () => {
    renderApp({
      path: '/menu',
      language: 'de',
      api: { routes: { 'auth/login': () => validationFailure('email', 'these_credentials_do_not_match') } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Willkommen zurück' });
    fireEvent.change(within(dialog).getByLabelText(/^E-Mail/), { target: { value: 'erika@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/^Passwort/, { selector: 'input' }), { target: { value: 'wrong-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anmelden' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Diese Zugangsdaten stimmen nicht mit unseren Daten überein.');
    expect(localStorage.getItem('privateToken')).toBeNull();
  });

  it('does not call the server for invalid input', async () => {
    const { api } = renderApp({ path: '/menu' });
    const dialog = await openLogin();
    fillLogin(dialog, 'erika', 'short');
    expect(within(dialog).getByText('Please enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByText('Use at least 8 characters')).toBeTruthy();
    expect(api.calls).not.toContain('auth/login');
  });

  it('registers a new customer and logs them in', async () => {
    const signups: Record<string, unknown>[] = [];
    renderApp({
      path: '/menu',
      api: {
        routes: {
          'auth/signup': async (request) => {
            signups.push(await bodyOf(request));
            return { ...loginAnswer(), user: customer({ name: 'Max Muster', email: 'max@example.com' }) };
          },
          'auth/login': () => loginAnswer(),
          'auth/user': () => customer({ name: 'Max Muster', email: 'max@example.com' }),
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Max Muster' } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'max@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'password123' } });
    fireEvent.change(within(dialog).getByLabelText(/^Confirm password/), { target: { value: 'password123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Welcome, Max Muster! Your account is ready.')).toBeTruthy();
    expect(signups[0]).toMatchObject({ name: 'Max Muster', email: 'max@example.com', password_confirmation: 'password123' });
    expect(localStorage.getItem('privateToken')).toBeTruthy();
  });

  it('sends a recaptcha token with the signup when the restaurant has a site key, loaded once the register form shows', async () => {
    const recaptcha = fakeRecaptcha();
    const signups: Record<string, unknown>[] = [];
    renderApp({
      path: '/menu',
      loadScript: recaptcha.loadScript,
      api: {
        restaurant: { recaptcha_site_key: '6Lc-demo-key' },
        routes: {
          'auth/signup': async (request) => {
            signups.push(await bodyOf(request));
            return { ...loginAnswer(), user: customer() };
          },
          'auth/login': () => loginAnswer(),
          'auth/user': () => customer(),
        },
      },
    });
    const register = await screen.findByRole('button', { name: 'Register' });
    expect(recaptcha.scripts).toEqual([]);
    fireEvent.click(register);
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    await waitFor(() => expect(recaptcha.scripts).toEqual(['https://www.google.com/recaptcha/api.js?render=6Lc-demo-key']));
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Erika Mustermann' } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'erika@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'password123' } });
    fireEvent.change(within(dialog).getByLabelText(/^Confirm password/), { target: { value: 'password123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(signups).toHaveLength(1));
    expect(signups[0]).toMatchObject({ email: 'erika@example.com', recaptcha: 'token-1-signup' });
  });

  it('sends no recaptcha token and loads no script without a site key', async () => {
    const recaptcha = fakeRecaptcha();
    const signups: Record<string, unknown>[] = [];
    renderApp({
      path: '/menu',
      loadScript: recaptcha.loadScript,
      api: {
        routes: {
          'auth/signup': async (request) => {
            signups.push(await bodyOf(request));
            return { ...loginAnswer(), user: customer() };
          },
          'auth/login': () => loginAnswer(),
          'auth/user': () => customer(),
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Erika Mustermann' } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'erika@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'password123' } });
    fireEvent.change(within(dialog).getByLabelText(/^Confirm password/), { target: { value: 'password123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(signups).toHaveLength(1));
    expect(signups[0]).not.toHaveProperty('recaptcha');
    expect(recaptcha.scripts).toEqual([]);
  });

  it('shows a taken email on the register step', async () => {
    renderApp({ path: '/menu', api: { routes: { 'auth/signup': () => validationFailure('email', 'email_is_already_taken') } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Max' } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'max@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'password123' } });
    fireEvent.change(within(dialog).getByLabelText(/^Confirm password/), { target: { value: 'password123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This email is already taken.');
  });

  it('sends the reset mail from the forgotten-password step', async () => {
    const asked: Record<string, unknown>[] = [];
    renderApp({
      path: '/menu',
      api: {
        routes: {
          'auth/forgot-password': async (request) => {
            asked.push(await bodyOf(request));
            return null;
          },
        },
      },
    });
    const dialog = await openLogin();
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'erika@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    expect(asked[0]).toMatchObject({ email: 'erika@example.com', restaurantId: 1 });
  });

  it('sends a manager on to the manager app with a manager token', async () => {
    const logins: Record<string, unknown>[] = [];
    const { api } = renderApp({
      path: '/menu',
      api: {
        routes: {
          'auth/login': async (request) => {
            const body = await bodyOf(request);
            logins.push(body);
            return loginAnswer(body.manager ? 'manager' : 'private');
          },
          'auth/user': () => customer({ role: 'manager', name: 'Mara Manager' }),
          'auth/logout': () => null,
        },
      },
    });
    fillLogin(await openLogin(), 'manager@example.com');
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/manager/'));
    expect(logins.map((body) => body.manager ?? false)).toEqual([false, true]);
    expect(localStorage.getItem('platter:manager-token')).toBeTruthy();
    expect(localStorage.getItem('privateToken')).toBeNull();
    expect(api.calls).toContain('auth/logout');
  });

  it('continues to the checkout after a login the checkout asked for', async () => {
    // With something in the basket: the checkout sends a guest with an empty one back to the menu.
    rememberBasket('b1');
    const { router } = renderApp({
      path: '/menu',
      api: {
        basket: basket('b1', [basketLine(1, 'Pizza Margherita')]),
        routes: { 'auth/login': () => loginAnswer(), 'basket/assign-basket': () => null, 'auth/user': () => customer() },
      },
    });
    await screen.findByRole('button', { name: 'Log in' });
    openAuthDialog('login', '/checkout');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(dialog).getByText('Please login to create an order.')).toBeTruthy();
    fillLogin(dialog);
    await waitFor(() => expect(router.location.pathname).toBe('/checkout'));
  });

  it('opens over the cart when the restaurant requires a login to order, then goes on to the checkout', async () => {
    rememberBasket('b1');
    const { router } = renderApp({
      path: '/cart?next=checkout',
      api: {
        restaurant: { login_required: true },
        basket: basket('b1', [basketLine(1, 'Pizza Margherita')]),
        routes: { 'auth/login': () => loginAnswer(), 'basket/assign-basket': () => null, 'auth/user': () => customer() },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(screen.getByText('My Cart')).toBeTruthy();
    fillLogin(dialog);
    await waitFor(() => expect(router.location.pathname).toBe('/checkout'));
  });

  it('offers no registration when the restaurant has it off, and no account links in ticketing mode', async () => {
    const { unmount } = renderApp({ path: '/menu', api: { restaurant: { registration_enabled: false } } });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    unmount();
    renderApp({ path: '/menu', api: { restaurant: { ticketingSystem: true } } });
    await screen.findByRole('button', { name: /Open basket/ });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });
});
