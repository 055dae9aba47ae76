import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmission } from './use-submission.ts';

describe('useSubmission', () => {
  it('is sending while the send is on its way and resolves to true when it succeeds', async () => {
    let finish = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSubmission('Failed'));
    expect(result.current.sending).toBe(false);

    let outcome: Promise<boolean> = Promise.resolve(false);
    act(() => {
      outcome = result.current.run(send);
    });
    expect(result.current.sending).toBe(true);
    await act(async () => finish());
    await expect(outcome).resolves.toBe(true);
    expect(result.current.sending).toBe(false);
    expect(result.current.failure).toBeNull();
  });

  it('never sends twice while a send is on its way', async () => {
    let finish = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSubmission('Failed'));

    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      void result.current.run(send);
      second = result.current.run(send);
    });
    await expect(second).resolves.toBe(false);
    expect(send).toHaveBeenCalledOnce();

    await act(async () => finish());
    act(() => {
      void result.current.run(send);
    });
    expect(send).toHaveBeenCalledTimes(2);
    await act(async () => finish());
  });

  it("shows the rejection's own message, else the fallback, until it is cleared", async () => {
    const { result } = renderHook(() => useSubmission('Sending failed'));

    let outcome = true;
    await act(async () => {
      outcome = await result.current.run(() => Promise.reject(new Error('Email already taken')));
    });
    expect(outcome).toBe(false);
    expect(result.current.failure).toBe('Email already taken');
    expect(result.current.sending).toBe(false);

    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('')));
    });
    expect(result.current.failure).toBe('Sending failed');

    act(() => result.current.clearFailure());
    expect(result.current.failure).toBeNull();
  });
});
