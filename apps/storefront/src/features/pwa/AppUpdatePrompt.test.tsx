import { pageDataSchema } from '@platter/contract';
import { createI18n } from '@platter/i18n';
import { AppProviders } from '@platter/ui-kit';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PAGE_DATA } from '../../test/render-app.tsx';
import { AppUpdatePrompt } from './AppUpdatePrompt.tsx';
import type { ServiceWorkerContainerLike } from './register-service-worker.ts';

/** A browser where a new version already waits behind the running one. */
function containerWithWaitingVersion() {
  const waiting = Object.assign(new EventTarget(), { state: 'installed', postMessage: vi.fn() });
  const registration = Object.assign(new EventTarget(), { waiting, installing: null, update: vi.fn(async () => undefined) });
  const target = Object.assign(new EventTarget(), { controller: {}, register: vi.fn(async () => registration) });
  return { container: target as unknown as ServiceWorkerContainerLike, target, waiting };
}

function renderPrompt(props: Parameters<typeof AppUpdatePrompt>[0]) {
  return render(
    <AppProviders pageData={pageDataSchema.parse(DEMO_PAGE_DATA)} i18n={createI18n({ language: 'de' })} env="test">
      <AppUpdatePrompt {...props} />
    </AppProviders>,
  );
}

describe('AppUpdatePrompt', () => {
  it('asks to refresh when a new version waits, and hands over to it on confirmation', async () => {
    const { container, target, waiting } = containerWithWaitingVersion();
    const reload = vi.fn();
    renderPrompt({ enabled: true, container, reload });
    const dialog = await screen.findByRole('dialog', { name: 'Wir haben Neuerungen' });
    expect(dialog.textContent).toContain('Wir haben Neuerungen, bitte lade die Seite neu.');
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt neu laden' }));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the running version when the guest says later', async () => {
    const { container, waiting } = containerWithWaitingVersion();
    renderPrompt({ enabled: true, container, reload: vi.fn() });
    fireEvent.click(await screen.findByRole('button', { name: 'Später' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });

  it('registers nothing outside production builds', () => {
    const { container, target } = containerWithWaitingVersion();
    renderPrompt({ enabled: false, container });
    expect(target.register).not.toHaveBeenCalled();
  });
});
