import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { AnnouncementModal } from './AnnouncementModal.tsx';

/** An external store, as the app's overlay store is: its updates render synchronously. */
const openedStore = {
  opened: false,
  listeners: new Set<() => void>(),
  subscribe(listener: () => void) {
    openedStore.listeners.add(listener);
    return () => openedStore.listeners.delete(listener);
  },
  get: () => openedStore.opened,
  set(opened: boolean) {
    openedStore.opened = opened;
    for (const listener of openedStore.listeners) listener();
  },
};

function OpenedFromStore() {
  const opened = useSyncExternalStore(openedStore.subscribe, openedStore.get);
  return <AnnouncementModal opened={opened} message="Hi" onConfirm={() => {}} onClose={() => {}} />;
}

describe('AnnouncementModal', () => {
  it('shows the restaurant’s message and confirms with OK', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<AnnouncementModal opened message="Closed from 24 to 26 December." onConfirm={onConfirm} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Good to know' }).textContent).toContain('Closed from 24 to 26 December.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('puts the focus on OK, and Escape closes it without confirming', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<AnnouncementModal opened message="Hi" onConfirm={onConfirm} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Good to know' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    // The browser sends `cancel` to a modal dialog on Escape.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps the page behind from scrolling while it is open', () => {
    const { rerender } = render(<AnnouncementModal opened message="Hi" onConfirm={() => {}} onClose={() => {}} />);
    expect(document.documentElement.hasAttribute('data-announcement-open')).toBe(true);
    rerender(<AnnouncementModal opened={false} message="Hi" onConfirm={() => {}} onClose={() => {}} />);
    expect(document.documentElement.hasAttribute('data-announcement-open')).toBe(false);
  });

  it('is not on the page while closed', () => {
    render(<AnnouncementModal opened={false} message="Hi" onConfirm={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens in a render and a task after the update that asks for it, not in that update (issue 18, TBT)', async () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const original = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal');
    HTMLDialogElement.prototype.showModal = showModal;
    render(<OpenedFromStore />);
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      openedStore.set(true);
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
      expect(showModal).not.toHaveBeenCalled();
      await waitFor(() => expect(showModal).toHaveBeenCalledOnce());
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
      if (original) Object.defineProperty(HTMLDialogElement.prototype, 'showModal', original);
      else Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
      openedStore.set(false);
    }
  });

  it('takes another OK text', () => {
    render(<AnnouncementModal opened message="Hi" onConfirm={() => {}} onClose={() => {}} confirmLabel="OK, to my cart" />);
    expect(screen.getByRole('button', { name: 'OK, to my cart' })).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { baseElement } = render(<AnnouncementModal opened message="Hi" onConfirm={() => {}} onClose={() => {}} />);
    expect(await axeViolations(baseElement)).toEqual([]);
  });
});
