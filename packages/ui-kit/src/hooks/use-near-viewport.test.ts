import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../test/fake-intersection-observer.ts';
import { useNearViewport } from './use-near-viewport.ts';

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is near once the element comes within the margin, and stays so', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { result } = renderHook(() => useNearViewport<HTMLDivElement>('300px'));
    act(() => result.current.ref(document.createElement('div')));
    const observer = FakeIntersectionObserver.last as FakeIntersectionObserver;
    expect(observer.options.rootMargin).toBe('300px 0px');
    act(() => observer.report({ isIntersecting: false }));
    expect(result.current.near).toBe(false);
    act(() => observer.report({ isIntersecting: true }));
    expect(result.current.near).toBe(true);
    expect(observer.disconnected).toBe(true);
  });

  it('is near at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useNearViewport());
    expect(result.current.near).toBe(true);
  });
});
