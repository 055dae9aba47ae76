import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { bodyOf, customer, rememberLogin, validationFailure } from './account-test-data.ts';

describe('the dashboard', () => {
  afterEach(() => localStorage.clear());

  it('sends a visitor without a private token to the start page', async () => {
    const { router, api } = renderApp({ path: '/dashboard/orders' });
    await waitFor(() => expect(router.location.pathname).toBe('/menu'));
    expect(api.calls).not.toContain('order/history');
  });

  it('opens on the profile, with the sections and the customer’s details', async () => {
    rememberLogin();
    const { router } = renderApp({ path: '/dashboard', api: { routes: { 'auth/user': () => customer() } } });
    await waitFor(() => expect(router.location.pathname).toBe('/dashboard/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(await screen.findByText('Hello, Erika Mustermann!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByLabelText(/^Name/)).toHaveProperty('value', 'Erika Mustermann');
    await waitFor(() => expect(document.title).toBe('Demo Bistro | Your Profile'));
    expect(screen.getByRole('button', { name: 'My account' })).toBeTruthy();
  });

  it('saves profile changes and greets with the new name', async () => {
    rememberLogin();
    const updates: Record<string, unknown>[] = [];
    renderApp({
      path: '/dashboard/profile',
      api: {
        routes: {
          'auth/user': () => customer(),
          'auth/user/update': async (request) => {
            const body = await bodyOf(request);
            updates.push(body);
            return customer({ name: String(body.name), updated_at: '2026-02-01T10:00:00.000Z' });
          },
        },
      },
    });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Erika Muster' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved')).toBeTruthy();
    expect(updates[0]).toEqual({
      restaurantId: 1,
      name: 'Erika Muster',
      email: 'erika@example.com',
      mobile: '0151 2345678',
      birth_date: '1990-04-12',
    });
    expect(await screen.findByText('Hello, Erika Muster!')).toBeTruthy();
  });

  it('says when the current password is wrong', async () => {
    rememberLogin();
    renderApp({
      path: '/dashboard/profile',
      api: {
        routes: {
          'auth/user': () => customer(),
          'auth/user/update': () => validationFailure('current_password', 'current_password_should_be_valid'),
        },
      },
    });
    const section = (await screen.findByRole('heading', { name: 'Change password' })).closest('section') as HTMLElement;
    fireEvent.change(within(section).getByLabelText(/^Current password/), { target: { value: 'wrong-one' } });
    fireEvent.change(within(section).getByLabelText(/^New password/), { target: { value: 'new-password' } });
    fireEvent.change(within(section).getByLabelText(/^Confirm password/), { target: { value: 'new-password' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('The current password is not correct.');
  });

  it('logs out to the menu and forgets the private token', async () => {
    rememberLogin();
    const { router, api } = renderApp({
      path: '/dashboard/profile',
      api: { routes: { 'auth/user': () => customer(), 'auth/logout': () => null } },
    });
    await screen.findByText('Hello, Erika Mustermann!');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.location.pathname).toBe('/menu'));
    expect(await screen.findByText('You are logged out. See you soon!')).toBeTruthy();
    expect(localStorage.getItem('privateToken')).toBeNull();
    expect(api.calls).toContain('auth/logout');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
