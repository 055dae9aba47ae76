import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { bodyOf, validationFailure } from './account-test-data.ts';

describe('the reset-password screen', () => {
  afterEach(() => localStorage.clear());

  it('shows the account of the link and saves the new password', async () => {
    const sent: Record<string, unknown>[] = [];
    const { router } = renderApp({
      path: '/resetpass/abc123',
      api: {
        routes: {
          'auth/password/reset': (_request, url) => (url.searchParams.get('token') === 'abc123' ? { email: 'erika@example.com' } : null),
          'auth/password/reset-password': async (request) => {
            sent.push(await bodyOf(request));
            return null;
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(await screen.findByDisplayValue('erika@example.com')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Demo Bistro | Reset your password'));
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'new-password' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'new-passwort' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    const done = (await screen.findByText('Your password has been changed')).closest('[role="status"]') as HTMLElement;
    expect(sent[0]).toMatchObject({ email: 'erika@example.com', token: 'abc123', password: 'new-password' });
    fireEvent.click(within(done).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.location.pathname).toBe('/menu'));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeTruthy();
  });

  it('says clearly when the link is invalid and offers a new one', async () => {
    renderApp({
      path: '/resetpass/expired',
      api: { routes: { 'auth/password/reset': () => validationFailure('token', 'password_reset_token_should_be_valid') } },
    });
    expect(await screen.findByText('This link no longer works')).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot your password?' })).toBeTruthy();
  });
});
