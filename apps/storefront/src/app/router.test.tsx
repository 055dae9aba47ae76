import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

describe('storefront routes', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('sends / to the menu and titles the page with the restaurant and route', async () => {
    const { router } = renderApp({ path: '/' });
    await waitFor(() => expect(router.location.pathname).toBe('/menu'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Demo Bistro' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Demo Bistro | Menu'));
  });

  it('sends / to the landing page when has-landing is on', async () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
    renderApp({ path: '/', pageData: { features: { hasLanding: true } } });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/landing.html'));
  });

  it('turns every route away to the landing page when has-shop is off', async () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
    renderApp({ path: '/menu', pageData: { features: { hasShop: false } } });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/landing.html'));
  });

  it('shows the not-found page titled Error for an unknown path, with the way back', async () => {
    const { router } = renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Demo Bistro | Error'));
    fireEvent.click(screen.getByRole('link', { name: 'Back to the menu' }));
    await waitFor(() => expect(router.location.pathname).toBe('/menu'));
  });

  it('switches to Arabic right to left from the language menu, and remembers it', async () => {
    renderApp({ path: '/menu', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Demo Bistro' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Sprache/ }));
    // The menu's code loads on this first click: wait for it outside `act`, which would hold its render back.
    fireEvent.click(await screen.findByRole('menuitem', { name: 'العربية' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'مرحبًا بكم في Demo Bistro' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('platter:language')).toBe('ar');
    await waitFor(() => expect(document.title).toBe('Demo Bistro | القائمة'));
  });
});
