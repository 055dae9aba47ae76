import { announcementKey } from '@platter/basket-core';
import { pageDataSchema } from '@platter/contract';
import { createI18n } from '@platter/i18n';
import { createOrderingServices, OrderingProvider, overlayStore } from '@platter/ordering';
import { createFakeApi, fakeRecaptcha } from '@platter/ordering/testing';
import { AppProviders } from '@platter/ui-kit';
import { memoryRoutes } from '@platter/ui-kit/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PAGE_DATA, renderApp } from '../../test/render-app.tsx';
import { LEGAL, TESTIMONIALS, validationFailure } from './content-test-data.ts';
import { addDays, restaurantNow } from './opening-hours.ts';
import { TestimonialsSection } from './TestimonialsSection.tsx';

const EVERYTHING = {
  has_blog: true,
  allergies: true,
  reservation_table: true,
  deliveryTypes: [1, 2, 3] as Array<1 | 2 | 3>,
  legal: { about_us: true, privacy_policy: false, imprint: true, terms_and_conditions: true },
};

/** The header's entries, in order: the bar's, then those behind More (the phone menu repeats them). */
async function headerEntries(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Restaurant information' });
  const more = within(nav).queryByRole('button', { name: 'More' });
  const bar = Array.from(nav.querySelectorAll('a, button'))
    .filter((element) => element !== more)
    .map((element) => element.textContent ?? '')
    .filter((label) => label !== '');
  if (!more) return bar;
  fireEvent.click(more);
  // The menu's code loads on its first click.
  const behindMore = (await within(nav).findAllByRole('menuitem')).map((item) => item.textContent ?? '');
  // The loaded menu brings its own (same-looking) button.
  fireEvent.keyDown(within(nav).getByRole('button', { name: 'More' }), { key: 'Escape' });
  return [...bar, ...behindMore];
}

async function openFromHeader(label: string) {
  const nav = await screen.findByRole('navigation', { name: 'Restaurant information' });
  const inBar = within(nav).queryByRole('button', { name: label });
  if (inBar) return fireEvent.click(inBar);
  fireEvent.click(within(nav).getByRole('button', { name: 'More' }));
  fireEvent.click(await within(nav).findByRole('menuitem', { name: label }));
}

describe('the content header entries', () => {
  afterEach(() => localStorage.clear());

  it('lists blog, opening hours, reservation and contact, then allergies and the legal texts that exist behind More', async () => {
    renderApp({ path: '/menu', api: { restaurant: EVERYTHING } });
    expect(await headerEntries()).toEqual([
      'Blog',
      'Opening hours',
      'Reserve a table',
      'Contact',
      'Log in',
      'Register',
      'Allergies',
      'About us',
      'Terms and conditions',
      'Imprint',
    ]);
  });

  it('leaves out what the restaurant does not offer', async () => {
    renderApp({
      path: '/menu',
      api: {
        restaurant: {
          ...EVERYTHING,
          has_blog: false,
          allergies: false,
          deliveryTypes: [1, 2],
          meta: { show_open_hours: false, foot_note: null },
        },
      },
    });
    const entries = await headerEntries();
    expect(entries).not.toContain('Blog');
    expect(entries).not.toContain('Opening hours');
    expect(entries).not.toContain('Reserve a table');
    expect(entries).not.toContain('Allergies');
    expect(entries).toContain('Contact');
  });

  it('hides opening hours and table reservation in ticketing mode', async () => {
    renderApp({ path: '/menu', api: { restaurant: { ...EVERYTHING, ticketingSystem: true } } });
    const entries = await headerEntries();
    expect(entries).not.toContain('Opening hours');
    expect(entries).not.toContain('Reserve a table');
    expect(entries).toContain('Allergies');
  });

  it('goes to the blog inside the app', async () => {
    const { router } = renderApp({
      path: '/menu',
      api: { restaurant: EVERYTHING, routes: { blogs: () => ({ items: [], page: 1, limit: 12, total: 0 }) } },
    });
    const nav = await screen.findByRole('navigation', { name: 'Restaurant information' });
    const blog = within(nav).getByRole('link', { name: 'Blog' });
    expect(blog.getAttribute('href')).toBe('/blogs');
    fireEvent.click(blog);
    await waitFor(() => expect(router.location.pathname).toBe('/blogs'));
  });
});

describe('the content overlays', () => {
  afterEach(() => localStorage.clear());

  it('shows the imprint in a panel whose dark layer closes it', async () => {
    renderApp({ path: '/menu', api: { restaurant: EVERYTHING, routes: { 'restaurant/imprint': () => LEGAL } } });
    await openFromHeader('Imprint');
    const panel = await screen.findByRole('dialog', { name: 'Imprint' });
    expect(await within(panel).findByText('Demo Bistro GmbH, Torstraße 125')).toBeTruthy();
    fireEvent.click(screen.getByTestId('info-panel-layer'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Imprint' })).toBeNull());
    expect(overlayStore.getState().open).toBeNull();
  });

  it('sends the contact form and says the message arrived', async () => {
    let sent: unknown = null;
    renderApp({
      path: '/menu',
      api: {
        restaurant: EVERYTHING,
        routes: {
          contact: async (request) => {
            sent = await request.json();
            return null;
          },
        },
      },
    });
    await openFromHeader('Contact');
    const panel = await screen.findByRole('dialog', { name: 'Contact' });
    fireEvent.change(within(panel).getByRole('textbox', { name: /Your name/ }), { target: { value: 'Erika' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: /Email address/ }), { target: { value: 'erika@example.com' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: /Your message/ }), { target: { value: 'Habt ihr Plätze frei?' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send message' }));
    expect(await within(panel).findByText('Your message has been delivered successfully. We will get back to you soon.')).toBeTruthy();
    expect(sent).toEqual({ restaurantId: 1, name: 'Erika', email: 'erika@example.com', message: 'Habt ihr Plätze frei?' });
  });

  it('books a table for tomorrow and confirms it', async () => {
    let sent: Record<string, unknown> | null = null;
    const tomorrow = addDays(restaurantNow(new Date(), 'Europe/Berlin').date, 1);
    renderApp({
      path: '/menu',
      api: {
        restaurant: EVERYTHING,
        routes: {
          'restaurant/reserve-table': async (request) => {
            sent = (await request.json()) as Record<string, unknown>;
            return { id: 5, ...sent, created_at: new Date().toISOString() };
          },
        },
      },
    });
    await openFromHeader('Reserve a table');
    const dialog = await screen.findByRole('dialog', { name: 'Reserve a table' });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: tomorrow } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Time/ }), { target: { value: '19:00' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your name/ }), { target: { value: 'Erika' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Email address/ }), { target: { value: 'erika@example.com' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Phone number/ }), { target: { value: '030 1234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book table' }));
    expect(await within(dialog).findByText('Table booked!')).toBeTruthy();
    expect(sent).toMatchObject({ people: { adults: 2, children: 0 }, date: tomorrow, time: '19:00', name: 'Erika', phone: '030 1234567' });
    expect(sent).not.toHaveProperty('recaptcha');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reserve a table' })).toBeNull());
  });

  it('sends a recaptcha token with the reservation when the restaurant has a site key', async () => {
    let sent: Record<string, unknown> | null = null;
    const recaptcha = fakeRecaptcha();
    const tomorrow = addDays(restaurantNow(new Date(), 'Europe/Berlin').date, 1);
    renderApp({
      path: '/menu',
      loadScript: recaptcha.loadScript,
      api: {
        restaurant: { ...EVERYTHING, recaptcha_site_key: '6Lc-demo-key' },
        routes: {
          'restaurant/reserve-table': async (request) => {
            sent = (await request.json()) as Record<string, unknown>;
            return { id: 5, ...sent, created_at: new Date().toISOString() };
          },
        },
      },
    });
    await openFromHeader('Reserve a table');
    const dialog = await screen.findByRole('dialog', { name: 'Reserve a table' });
    await waitFor(() => expect(recaptcha.scripts).toEqual(['https://www.google.com/recaptcha/api.js?render=6Lc-demo-key']));
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: tomorrow } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Time/ }), { target: { value: '19:00' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your name/ }), { target: { value: 'Erika' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Email address/ }), { target: { value: 'erika@example.com' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Phone number/ }), { target: { value: '030 1234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book table' }));
    expect(await within(dialog).findByText('Table booked!')).toBeTruthy();
    expect(sent).toMatchObject({ name: 'Erika', recaptcha: 'token-1-reserve_table' });
  });

  it('says in the guest’s language why a reservation was refused', async () => {
    const tomorrow = addDays(restaurantNow(new Date(), 'Europe/Berlin').date, 1);
    renderApp({
      path: '/menu',
      api: {
        restaurant: EVERYTHING,
        routes: { 'restaurant/reserve-table': () => validationFailure('date', 'order_time_cannot_be_in_the_past') },
      },
    });
    await openFromHeader('Reserve a table');
    const dialog = await screen.findByRole('dialog', { name: 'Reserve a table' });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: tomorrow } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Time/ }), { target: { value: '12:00' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your name/ }), { target: { value: 'Erika' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Email address/ }), { target: { value: 'erika@example.com' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Phone number/ }), { target: { value: '030 1234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book table' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/past/i);
  });

  it('explains the allergen letters', async () => {
    renderApp({ path: '/menu', api: { restaurant: EVERYTHING } });
    await openFromHeader('Allergies');
    const dialog = await screen.findByRole('dialog', { name: 'Allergies' });
    expect(within(dialog).getByText('Gluten (cereals containing gluten)')).toBeTruthy();
    expect(within(dialog).getByText('Sesame')).toBeTruthy();
  });

  it('shows the week’s opening hours with today marked', async () => {
    renderApp({ path: '/menu', api: { restaurant: EVERYTHING } });
    await openFromHeader('Opening hours');
    const dialog = await screen.findByRole('dialog', { name: 'Opening hours' });
    expect(within(dialog).getAllByRole('rowheader')).toHaveLength(7);
    expect(within(dialog).getByText('Today')).toBeTruthy();
    expect(within(dialog).getAllByText('11:00 – 22:00').length).toBe(7);
  });
});

describe('the announcement', () => {
  afterEach(() => {
    localStorage.clear();
    // It shows once a visit (issue 16); each test is a new visit.
    sessionStorage.clear();
  });
  const announcing = { has_announcement: true, announcement: 'Closed from 24 to 26 December.' };

  it('shows once at the start and not again within 10 minutes after OK', async () => {
    const first = renderApp({ path: '/menu', api: { restaurant: announcing } });
    const dialog = await screen.findByRole('dialog', { name: 'Good to know' });
    expect(dialog.textContent).toContain('Closed from 24 to 26 December.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Good to know' })).toBeNull());
    expect(Number(localStorage.getItem(announcementKey('general')))).toBeGreaterThan(Date.now() + 9 * 60_000);
    first.unmount();

    renderApp({ path: '/menu', api: { restaurant: announcing } });
    await screen.findByRole('navigation', { name: 'Restaurant information' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Good to know' })).toBeNull();
  });

  it('is not shown when it is off or has no text', async () => {
    renderApp({ path: '/menu', api: { restaurant: { has_announcement: true, announcement: '  ' } } });
    await screen.findByRole('navigation', { name: 'Restaurant information' });
    expect(overlayStore.getState().open).toBeNull();
  });

  it('waits while another overlay is open', async () => {
    const api = createFakeApi({ restaurant: announcing });
    renderApp({ path: '/menu', api });
    overlayStore.getState().show('contact');
    expect(await screen.findByRole('dialog', { name: 'Contact' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Good to know' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Good to know' })).toBeTruthy();
  });

  it('before checkout: OK also leads to the cart and snoozes the checkout announcement', async () => {
    const { router } = renderApp({ path: '/menu', api: { restaurant: { ...announcing, announcement_before_checkout: true } } });
    const dialog = await screen.findByRole('dialog', { name: 'Good to know' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK, to my cart' }));
    await waitFor(() => expect(router.pathnames).toContain('/cart'));
    expect(localStorage.getItem(announcementKey('checkout'))).not.toBeNull();
    expect(localStorage.getItem(announcementKey('general'))).toBeNull();
  });
});

describe('the testimonials section', () => {
  function renderSection(api: ReturnType<typeof createFakeApi>) {
    const pageData = pageDataSchema.parse(DEMO_PAGE_DATA);
    const services = createOrderingServices({
      pageData,
      storage: window.localStorage,
      fetch: api.fetch,
      onUnauthenticated: () => undefined,
    });
    const router = memoryRoutes([{ path: '/', element: <TestimonialsSection /> }]);
    return render(
      <AppProviders pageData={pageData} i18n={createI18n({ language: 'en' })} env="test">
        <OrderingProvider services={services}>{router.element}</OrderingProvider>
      </AppProviders>,
    );
  }

  it('shows the guests’ reviews under its heading', async () => {
    renderSection(createFakeApi({ routes: { testimonials: () => ({ items: TESTIMONIALS, page: 1, limit: 6, total: 1 }) } }));
    expect(await screen.findByRole('heading', { name: 'What our guests say' })).toBeTruthy();
    expect(await screen.findByText('Die beste Pizza in Mitte!')).toBeTruthy();
    expect(screen.getByText('5 of 5 stars')).toBeTruthy();
  });

  it('shows nothing when there are no reviews or they cannot be loaded', async () => {
    const empty = createFakeApi({ routes: { testimonials: () => ({ items: [], page: 1, limit: 6, total: 0 }) } });
    const { unmount } = renderSection(empty);
    await waitFor(() => expect(empty.calls).toContain('testimonials'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'What our guests say' })).toBeNull());
    unmount();
    const failing = createFakeApi({ failing: ['testimonials'] });
    renderSection(failing);
    await waitFor(() => expect(failing.calls.filter((call) => call === 'testimonials').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'What our guests say' })).toBeNull());
  });
});
