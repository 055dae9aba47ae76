import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.tsx';

const greeting = () =>
  preloadable(async () => ({ name }: { name: string }) => <p>Hello {name}</p>);

describe('preloadable', () => {
  it('renders at once, without suspending, once its code has loaded', async () => {
    const { Component, preload } = greeting();
    await preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends as React.lazy does when rendered before its code has come', async () => {
    const { Component } = greeting();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('loads its code once for every caller', async () => {
    let loads = 0;
    const { preload } = preloadable(async () => {
      loads += 1;
      return () => null;
    });
    await Promise.all([preload(), preload()]);
    await preload();
    expect(loads).toBe(1);
  });
});
