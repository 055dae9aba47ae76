import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { PreferenceControls } from './PreferenceControls.tsx';

describe('PreferenceControls', () => {
  afterEach(() => localStorage.clear());

  it('changes and remembers the language, and the page turns right to left for Arabic', async () => {
    const { i18n } = render(<PreferenceControls />);
    fireEvent.click(screen.getByRole('button', { name: /^Language/ }));
    // Waits the Testing Library way, never inside `act`: there React holds back renders until the
    // callback ends, so a menu whose code loads on its first click would never show to a findBy.
    fireEvent.click(await screen.findByRole('menuitem', { name: 'العربية' }));
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(localStorage.getItem('platter:language')).toBe('ar');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });

  it('offers the dark scheme while light', () => {
    render(<PreferenceControls />);
    expect(screen.getByRole('button', { name: 'Colour scheme: Dark' })).toBeTruthy();
  });
});
