import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

/** Issue 16 item 6: the announcement shows once a visit, and the guest can switch language before closing it. */
describe('the announcement, once', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const announcing = { has_announcement: true, announcement: 'Vom 24. bis 26. Dezember geschlossen.' };

  it('does not come back on the same visit after it was closed without OK (a payment return reloads the page)', async () => {
    const first = renderApp({ path: '/menu', api: { restaurant: announcing } });
    const dialog = await screen.findByRole('dialog', { name: 'Good to know' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Good to know' })).toBeNull());
    first.unmount();

    renderApp({ path: '/menu', api: { restaurant: announcing } });
    await screen.findByRole('navigation', { name: 'Restaurant information' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { name: 'Good to know' })).toBeNull();
  });

  it('does not show over the payment status page', async () => {
    renderApp({ path: '/paymentstatus?orderId=7', api: { restaurant: announcing } });
    await screen.findByRole('navigation', { name: 'Restaurant information' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { name: 'Good to know' })).toBeNull();
  });

  it('lets the guest switch the language while it is open', async () => {
    renderApp({ path: '/menu', api: { restaurant: announcing } });
    const dialog = await screen.findByRole('dialog', { name: 'Good to know' });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Language/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByRole('dialog', { name: 'Gut zu wissen' })).toBeTruthy();
    expect(localStorage.getItem('platter:language')).toBe('de');
  });
});
