import { type ComponentType, lazy, useState } from 'react';

/** `load` run once: its callers share one promise, and after a failure the next caller runs it again. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

export interface Preloadable<P extends object> {
  /** Renders the component: at once when its code has loaded, else as React.lazy does. */
  Component: ComponentType<P>;
  /** Loads the code (once; after a failure the next call tries again). */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A lazily loaded component that renders at once when its code is already there (preloaded when
 * the page was idle). React.lazy suspends on its first render even then, and the retry that shows
 * it has the lowest priority React has: behind every deferred render in progress (the steps of a
 * long menu), so a product panel preloaded seconds before still waited for them (issue 18, INP).
 * Each mount keeps the component it started with, so a panel opened before the code came is not
 * mounted anew when it does.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = once(async () => {
    loaded = await load();
    return loaded;
  });
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, as React.lazy's are, never while rendering.
  function PreloadableComponent(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Component: PreloadableComponent, preload };
}
