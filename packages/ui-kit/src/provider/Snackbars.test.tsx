import { cleanNotifications, notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';
import { Snackbars } from './Snackbars.tsx';

/** The pointer-events a hit test sees: the element's own, else the nearest ancestor's (the property inherits). */
function pointerEventsOf(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const own = node instanceof HTMLElement ? node.style.pointerEvents : '';
    if (own) return own;
  }
  return 'auto';
}

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
    // Nor do the boxes around it: the container and each snackbar's transition box covered an add
    // button at the bottom of a phone's menu while "Added" showed.
    const container = document.querySelector('.mantine-Notifications-root') as HTMLElement;
    const close = screen.getByRole('button', { name: 'Hinweis schließen' });
    const tapped = [container, ...container.querySelectorAll('*')].filter((element) => !close.contains(element));
    expect(tapped.filter((element) => pointerEventsOf(element) !== 'none').map((element) => element.outerHTML.slice(0, 80))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    await waitFor(() => expect(screen.queryByText('Gespeichert')).toBeNull());
  });
});
