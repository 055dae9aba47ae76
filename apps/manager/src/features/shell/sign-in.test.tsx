import { TOKEN_KEYS } from '@platter/api-client';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeManagerServer } from '../../testing/fake-manager-server.ts';
import { BISTRO, CAFE, renderManagerApp } from '../../testing/render-manager-app.tsx';

async function logIn(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('manager sign-in', () => {
  it('checks the fields before asking the server', async () => {
    const server = createFakeManagerServer({ restaurants: [BISTRO] });
    renderManagerApp({ server });
    await logIn('manager@', 'short');
    expect(await screen.findByText(/valid email/i)).toBeTruthy();
    expect(server.calls.some((call) => call.path === 'auth/login')).toBe(false);
  });

  it("shows the server's message for wrong credentials", async () => {
    const server = createFakeManagerServer({ restaurants: [BISTRO] });
    renderManagerApp({ server });
    await logIn('manager@example.com', 'wrong-password');
    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEYS.managerToken)).toBeNull();
  });

  it('logs in with the manager flag, keeps the manager token under its own key, and shows the board', async () => {
    const server = createFakeManagerServer({ restaurants: [BISTRO] });
    renderManagerApp({ server });
    await logIn(' manager@example.com ', 'password123');
    expect(await screen.findByRole('heading', { name: "Today's orders" })).toBeTruthy();
    expect(server.calls.find((call) => call.path === 'auth/login')?.body).toMatchObject({ email: 'manager@example.com', manager: true });
    expect(localStorage.getItem(TOKEN_KEYS.managerToken)).toMatch(/\./);
    expect(localStorage.getItem(TOKEN_KEYS.privateToken)).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Manager sections' })).toBeTruthy();
  });

  it('signs out: the token goes and the sign-in comes back', async () => {
    const server = createFakeManagerServer({ restaurants: [BISTRO] });
    renderManagerApp({ server, signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEYS.managerToken)).toBeNull();
  });

  it('lets a manager of several restaurants pick one, and remembers it', async () => {
    const server = createFakeManagerServer({ restaurants: [BISTRO, CAFE] });
    renderManagerApp({ server, signedIn: true, path: '/orders' });
    const picker = (await screen.findByRole('combobox', { name: 'Restaurant' })) as HTMLSelectElement;
    const chosen = () => within(picker).getByRole<HTMLOptionElement>('option', { selected: true }).textContent;
    expect(chosen()).toBe('Demo Bistro');
    fireEvent.change(picker, { target: { value: within(picker).getByRole<HTMLOptionElement>('option', { name: 'Café Zürich' }).value } });
    await vi.waitFor(() =>
      expect(server.calls.some((call) => call.path === 'managers/order' && call.query.restaurantId === '2')).toBe(true),
    );
    expect(chosen()).toBe('Café Zürich');
    expect(localStorage.getItem('platter:manager-restaurant')).toBe('2');
  });

  it('says so when the account manages no restaurant', async () => {
    renderManagerApp({ server: createFakeManagerServer({ restaurants: [] }), signedIn: true });
    expect(await screen.findByText('This account does not manage any restaurant.')).toBeTruthy();
  });
});

describe('manager sign-in in German (issue 16)', () => {
  it('names the password eye in German', async () => {
    // Signed out: no manager token left by an earlier test.
    localStorage.clear();
    renderManagerApp({ server: createFakeManagerServer({ restaurants: [BISTRO] }), language: 'de' });
    expect(await screen.findByRole('button', { name: 'Passwort anzeigen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Toggle password visibility' })).toBeNull();
  });
});
