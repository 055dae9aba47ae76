import { cleanNotifications, notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';
import { Snackbars } from './Snackbars.tsx';

describe('Snackbars', () => {
  afterEach(() => act(() => cleanNotifications()));

  it('renders no container until the first snackbar', () => {
    render(<Snackbars />);
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
  });

  it('shows a snackbar shown before its container had loaded, letting taps through but on its close button, named in the language', async () => {
    render(<Snackbars />, { language: 'de' });
    act(() => {
      notifications.show({ message: 'Gespeichert' });
    });
    const snackbar = (await screen.findByText('Gespeichert')).closest('.mantine-Notification-root') as HTMLElement;
    // It takes no taps but on its close button: a snackbar over a dialog's bottom button took
    // the tap meant for it, and the hover the tap left paused its closing.
    expect(getComputedStyle(snackbar).pointerEvents).toBe('none');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Hinweis schließen' })).pointerEvents).toBe('auto');
    fireEvent.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    await waitFor(() => expect(screen.queryByText('Gespeichert')).toBeNull());
  });
});
