import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { overlayStore, useOverlay } from './overlays.ts';

describe('useOverlay', () => {
  afterEach(() => overlayStore.getState().close());

  it('opens and closes its overlay with the same functions on every render, so memoised parts taking them keep their props', () => {
    const { result, rerender } = renderHook(() => useOverlay('categories'));
    const { show, close } = result.current;
    act(() => result.current.show());
    expect(result.current.opened).toBe(true);
    rerender();
    expect(result.current.show).toBe(show);
    expect(result.current.close).toBe(close);
    act(() => result.current.close());
    expect(result.current.opened).toBe(false);
    expect(overlayStore.getState().open).toBeNull();
  });
});
