import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyUpdate, type ServiceWorkerContainerLike, UPDATE_CHECK_INTERVAL_MS, watchServiceWorker } from './register-service-worker.ts';

/** A service worker that records its messages and can change state. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  /** The browser found a new sw.js and installs it. */
  findUpdate(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
}

class FakeContainer extends EventTarget {
  controller: ServiceWorker | null;
  registration = new FakeRegistration();
  register = vi.fn(async (_url: string, _options?: RegistrationOptions) => this.registration as unknown as ServiceWorkerRegistration);
  constructor(controlled: boolean) {
    super();
    this.controller = controlled ? (new FakeWorker() as unknown as ServiceWorker) : null;
  }
}

const asContainer = (fake: FakeContainer) => fake as unknown as ServiceWorkerContainerLike;
const asWorker = (fake: FakeWorker) => fake as unknown as ServiceWorker;

describe('watchServiceWorker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('registers /sw.js for the whole site, bypassing the HTTP cache, and checks for updates every 70 seconds', async () => {
    const container = new FakeContainer(true);
    const stop = watchServiceWorker({ container: asContainer(container), scriptUrl: '/sw.js', onUpdateReady: vi.fn() });
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' }));
    await Promise.resolve();
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(70_000);
    vi.advanceTimersByTime(69_999);
    expect(container.registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(container.registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(140_000);
    expect(container.registration.update).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(140_000);
    expect(container.registration.update).toHaveBeenCalledTimes(3);
  });

  it('announces a new version once it is installed and waiting behind the running one', async () => {
    const container = new FakeContainer(true);
    const onUpdateReady = vi.fn();
    watchServiceWorker({ container: asContainer(container), scriptUrl: '/sw.js', onUpdateReady });
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    await Promise.resolve();
    const worker = container.registration.findUpdate();
    expect(onUpdateReady).not.toHaveBeenCalled();
    container.registration.waiting = worker;
    worker.become('installed');
    expect(onUpdateReady).toHaveBeenCalledWith(worker);
  });

  it('announces a version that was already waiting when the page loaded', async () => {
    const container = new FakeContainer(true);
    container.registration.waiting = new FakeWorker();
    const onUpdateReady = vi.fn();
    watchServiceWorker({ container: asContainer(container), scriptUrl: '/sw.js', onUpdateReady });
    await vi.waitFor(() => expect(onUpdateReady).toHaveBeenCalledWith(container.registration.waiting));
  });

  it('does not announce the very first install: there is nothing to update', async () => {
    const container = new FakeContainer(false);
    const onUpdateReady = vi.fn();
    watchServiceWorker({ container: asContainer(container), scriptUrl: '/sw.js', onUpdateReady });
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    await Promise.resolve();
    const worker = container.registration.findUpdate();
    worker.become('installed');
    expect(onUpdateReady).not.toHaveBeenCalled();
  });

  it('reports a failed registration and runs on', async () => {
    const container = new FakeContainer(true);
    container.register.mockRejectedValueOnce(new Error('SecurityError'));
    const onError = vi.fn();
    watchServiceWorker({ container: asContainer(container), scriptUrl: '/sw.js', onUpdateReady: vi.fn(), onError });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'SecurityError' })));
  });
});

describe('applyUpdate', () => {
  it('tells the waiting version to take over and reloads once it controls the page', () => {
    const container = new FakeContainer(true);
    const waiting = new FakeWorker();
    const reload = vi.fn();
    applyUpdate(asWorker(waiting), asContainer(container), reload);
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    waiting.become('activated');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads when the waiting version is activated, even without a controller change', () => {
    const container = new FakeContainer(true);
    const waiting = new FakeWorker();
    const reload = vi.fn();
    applyUpdate(asWorker(waiting), asContainer(container), reload);
    waiting.become('activated');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads at once when no worker controls the page', () => {
    const container = new FakeContainer(false);
    const waiting = new FakeWorker();
    const reload = vi.fn();
    applyUpdate(asWorker(waiting), asContainer(container), reload);
    expect(reload).toHaveBeenCalledOnce();
  });
});
