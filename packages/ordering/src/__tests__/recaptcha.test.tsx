import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactPanel, createRecaptcha, overlayStore, type RecaptchaApi } from '../index.ts';
import { bodyOf, fakeRecaptcha, renderOrderingApp } from '../testing/index.ts';

afterEach(() => {
  delete (globalThis as { grecaptcha?: RecaptchaApi }).grecaptcha;
  localStorage.clear();
});

describe('createRecaptcha', () => {
  it('loads the script of a site key once and asks for a fresh token per submission', async () => {
    const fake = fakeRecaptcha();
    const recaptcha = createRecaptcha({ loadScript: fake.loadScript });
    expect(await recaptcha.token('site-key', 'signup')).toBe('token-1-signup');
    expect(await recaptcha.token('site-key', 'contact')).toBe('token-2-contact');
    expect(fake.scripts).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key']);
    expect(fake.executed).toEqual(['site-key:signup', 'site-key:contact']);
  });

  it('gives no token when the script cannot be loaded, and tries again next time', async () => {
    const loadScript = vi.fn().mockRejectedValueOnce(new Error('blocked')).mockImplementation(fakeRecaptcha().loadScript);
    const recaptcha = createRecaptcha({ loadScript });
    expect(await recaptcha.token('site-key', 'signup')).toBeNull();
    expect(await recaptcha.token('site-key', 'signup')).toBe('token-1-signup');
    expect(loadScript).toHaveBeenCalledTimes(2);
  });

  it('gives no token when the script leaves no grecaptcha or never answers', async () => {
    expect(await createRecaptcha({ loadScript: async () => undefined }).token('site-key', 'contact')).toBeNull();
    const silent = createRecaptcha({ loadScript: () => new Promise(() => undefined), timeoutMs: 20 });
    expect(await silent.token('site-key', 'contact')).toBeNull();
  });
});

describe('the contact form’s bot protection', () => {
  function renderContact(siteKey: string | null) {
    const fake = fakeRecaptcha();
    const sent: Record<string, unknown>[] = [];
    renderOrderingApp({
      routes: [{ path: '/', element: <ContactPanel /> }],
      loadScript: fake.loadScript,
      api: {
        restaurant: { recaptcha_site_key: siteKey },
        routes: {
          contact: async (request) => {
            sent.push(await bodyOf(request));
            return null;
          },
        },
      },
    });
    overlayStore.getState().show('contact');
    return { fake, sent };
  }

  async function sendMessage() {
    const panel = await screen.findByRole('dialog', { name: 'Contact' });
    fireEvent.change(within(panel).getByRole('textbox', { name: /Your name/ }), { target: { value: 'Erika' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: /Email address/ }), { target: { value: 'erika@example.com' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: /Your message/ }), { target: { value: 'Habt ihr Plätze frei?' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send message' }));
    await within(panel).findByText('Your message has been delivered successfully. We will get back to you soon.');
  }

  it('loads the restaurant’s recaptcha when the form is shown and sends its token as `recaptcha`', async () => {
    const { fake, sent } = renderContact('6Lc-demo-key');
    await waitFor(() => expect(fake.scripts).toEqual(['https://www.google.com/recaptcha/api.js?render=6Lc-demo-key']));
    await sendMessage();
    expect(sent[0]).toMatchObject({ name: 'Erika', recaptcha: 'token-1-contact' });
    expect(fake.executed).toEqual(['6Lc-demo-key:contact']);
  });

  it('loads nothing and sends no token when the restaurant has no site key', async () => {
    const { fake, sent } = renderContact(null);
    await sendMessage();
    expect(sent[0]).not.toHaveProperty('recaptcha');
    expect(fake.scripts).toEqual([]);
  });
});
