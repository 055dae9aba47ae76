import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { once } from '../preloadable.tsx';
import { usePreloadWhenIdle } from './load-product-choice.ts';

describe('once', () => {
  it('loads once for every caller', async () => {
    const load = vi.fn(async () => 'chunk');
    const loadOnce = once(load);
    const [first, second] = await Promise.all([loadOnce(), loadOnce()]);
    expect([first, second, await loadOnce()]).toEqual(['chunk', 'chunk', 'chunk']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failure', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('chunk');
    const loadOnce = once(load);
    await expect(loadOnce()).rejects.toThrow('offline');
    expect(await loadOnce()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('usePreloadWhenIdle', () => {
  const idle: Array<() => void> = [];
  const realRequest = window.requestIdleCallback;
  const realCancel = window.cancelIdleCallback;

  function stubIdleCallbacks() {
    idle.length = 0;
    window.requestIdleCallback = (run) => idle.push(() => run({ didTimeout: false, timeRemaining: () => 50 }));
    window.cancelIdleCallback = (handle) => {
      idle[handle - 1] = () => undefined;
    };
  }

  afterEach(() => {
    // jsdom has no requestIdleCallback of its own.
    if (realRequest) window.requestIdleCallback = realRequest;
    else Reflect.deleteProperty(window, 'requestIdleCallback');
    if (realCancel) window.cancelIdleCallback = realCancel;
    else Reflect.deleteProperty(window, 'cancelIdleCallback');
    vi.useRealTimers();
  });

  it('loads when the page is idle, not while it renders', () => {
    stubIdleCallbacks();
    const load = vi.fn(async () => undefined);
    renderHook(() => usePreloadWhenIdle(load, true));
    expect(load).not.toHaveBeenCalled();
    for (const run of idle) run();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when not enabled, or when gone before the page was idle', () => {
    stubIdleCallbacks();
    const load = vi.fn(async () => undefined);
    renderHook(() => usePreloadWhenIdle(load, false));
    const view = renderHook(() => usePreloadWhenIdle(load, true));
    view.unmount();
    for (const run of idle) run();
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps a failed load to itself (the first tap loads again and reports it)', async () => {
    stubIdleCallbacks();
    const load = vi.fn(async () => Promise.reject(new Error('offline')));
    renderHook(() => usePreloadWhenIdle(load, true));
    for (const run of idle) run();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits a moment where there is no requestIdleCallback (Safari)', () => {
    vi.useFakeTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    const load = vi.fn(async () => undefined);
    renderHook(() => usePreloadWhenIdle(load, true));
    expect(load).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
