import { createFakeApi } from '@platter/ordering/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('the review screen', () => {
  afterEach(() => localStorage.clear());

  it('sends a guest’s general review and thanks them', async () => {
    const api = createFakeApi();
    renderApp({ path: '/review', api });
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Your name/ }), { target: { value: 'Erika' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Your review/ }), { target: { value: 'Crisp crust.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Thank you for your review!')).toBeTruthy();
    expect(api.calls).toContain('testimonials/create');
    await waitFor(() => expect(document.title).toBe('Demo Bistro | Review'));
  });

  it('says why the server refused the review, in the guest’s language', async () => {
    renderApp({ path: '/review?orderId=7', api: { failing: ['testimonials/create'] } });
    expect(await screen.findByText('Order #7')).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Your name/ }), { target: { value: 'Erika' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Your review/ }), { target: { value: 'Nice.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong.');
  });

  it('is not there when reviews are off', async () => {
    renderApp({ path: '/review', pageData: { features: { reviews: false } } });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
