import { type PageDataInput, pageDataSchema } from '@platter/contract';
import { createI18n } from '@platter/i18n';
import { AppProviders } from '@platter/ui-kit';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SignInScreen, type SignInScreenProps } from './SignInScreen.tsx';

const DEMO_BISTRO: PageDataInput = {
  restaurant: { id: 1, slug: 'demo-bistro', name: 'Demo Bistro', currency: '€', lang: 'de', timeZone: 'Europe/Berlin' },
  appearance: {},
  features: {},
};

function renderSignIn(onSignIn: SignInScreenProps['onSignIn']) {
  render(
    <AppProviders pageData={pageDataSchema.parse(DEMO_BISTRO)} i18n={createI18n({ language: 'en' })} env="test">
      <SignInScreen onSignIn={onSignIn} />
    </AppProviders>,
  );
}

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInScreen', () => {
  it('refuses an invalid email and a short password without calling the server', () => {
    const onSignIn = vi.fn(async () => {});
    renderSignIn(onSignIn);
    fillIn('manager@', 'short');
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    // The error replaces the hint under the field.
    expect(screen.getAllByText('At least 8 characters')).toHaveLength(1);
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed email', async () => {
    const onSignIn = vi.fn(async () => {});
    renderSignIn(onSignIn);
    fillIn('  manager@example.com ', 'password123');
    await vi.waitFor(() => expect(onSignIn).toHaveBeenCalledWith({ email: 'manager@example.com', password: 'password123' }));
  });

  it("shows the server's message when signing in fails", async () => {
    renderSignIn(async () => {
      throw new Error('These credentials do not match our records.');
    });
    fillIn('manager@example.com', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('These credentials do not match our records.');
    expect(document.title).toBe('Demo Bistro | Manager');
  });
});
