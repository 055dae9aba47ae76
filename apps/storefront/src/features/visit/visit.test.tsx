import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('the visit record', () => {
  afterEach(() => localStorage.clear());

  it('is sent in catalogue-only mode too: a catalogue is visited like any storefront', async () => {
    const { api } = renderApp({ path: '/menu', pageData: { features: { catalogueOnly: true } } });
    await screen.findByRole('main');
    await waitFor(() => expect(api.calls.filter((call) => call === 'restaurant/website-view')).toHaveLength(1));
  });
});
