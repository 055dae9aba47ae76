import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

/** Issue 16 item 6: the announcement shows once a visit, and the guest can switch language before closing it. */
describe('the announcement, once', () => {
  // The announcement opens when the page is idle; jsdom has no requestIdleCallback, so these tests
  // lend it one: its callbacks wait until `idle()`, and run at once after it.
  let waiting: Array<() => void> = [];
  let idleNow = false;
  const idle = () => {
    idleNow = true;
    act(() => {
      for (const run of waiting.splice(0)) run();
    });
  };
  beforeEach(() => {
    idleNow = false;
    window.requestIdleCallback = (run) => {
      const call = () => run({ didTimeout: false, timeRemaining: () => 50 });
      if (idleNow) return window.setTimeout(call);
      waiting.push(call);
      return 0;
    };
    window.cancelIdleCallback = () => undefined;
  });
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    waiting = [];
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });
  const announcing = { has_announcement: true, announcement: 'Vom 24. bis 26. Dezember geschlossen.' };

  it('opens once the page is idle, not with the menu’s first render (issue 18: its scroll lock measured the new page in that task)', async () => {
    renderApp({ path: '/menu', api: { restaurant: announcing } });
    await screen.findByRole('navigation', { name: 'Restaurant information' });
    await expect(screen.findByRole('dialog', { name: 'Good to know' }, { timeout: 1000 })).rejects.toThrow();
    idle();
    expect(await screen.findByRole('dialog', { name: 'Good to know' })).toBeTruthy();
  });

  it('does not come back on the same visit after it was closed without OK (a payment return reloads the page)', async () => {
    const first = renderApp({ path: '/menu', api: { restaurant: announcing } });
    await screen.findByRole('navigation', { name: 'Restaurant information' });
    idle();
    const dialog = await screen.findByRole('dialog', { name: 'Good to know' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Good to know' })).toBeNull());
    first.unmount();

    renderApp({ path: '/menu', api: { restaurant: announcing } });
    await screen.findByRole('navigation', { name: 'Restaurant information' });
    idle();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { name: 'Good to know' })).toBeNull();
  });

  it('does not show over the payment status page', async () => {
    renderApp({ path: '/paymentstatus?orderId=7', api: { restaurant: announcing } });
    await screen.findByRole('navigation', { name: 'Restaurant information' });
    idle();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { name: 'Good to know' })).toBeNull();
  });

  it('lets the guest switch the language while it is open', async () => {
    renderApp({ path: '/menu', api: { restaurant: announcing } });
    await screen.findByRole('navigation', { name: 'Restaurant information' });
    idle();
    const dialog = await screen.findByRole('dialog', { name: 'Good to know' });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Language/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByRole('dialog', { name: 'Gut zu wissen' })).toBeTruthy();
    expect(localStorage.getItem('platter:language')).toBe('de');
  });
});
