import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport.ts';

class Observer {
  static last: Observer | null = null;
  disconnected = false;
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.options = options;
    Observer.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is near once the element comes within the margin, and stays so', () => {
    vi.stubGlobal('IntersectionObserver', Observer);
    const { result } = renderHook(() => useNearViewport<HTMLDivElement>('300px'));
    act(() => result.current.ref(document.createElement('div')));
    const observer = Observer.last as Observer;
    expect(observer.options.rootMargin).toBe('300px 0px');
    observer.report(false);
    expect(result.current.near).toBe(false);
    observer.report(true);
    expect(result.current.near).toBe(true);
    expect(observer.disconnected).toBe(true);
  });

  it('is near at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useNearViewport());
    expect(result.current.near).toBe(true);
  });
});
