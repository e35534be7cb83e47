import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A `React.lazy` component whose chunk can be fetched before its first render. */
export interface Preloadable<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts fetching the chunk; a failed fetch is retried by the next call or render. */
  preload: () => void;
}

/** Wraps a dynamic import for `React.lazy` and for ahead-of-time fetching (on intent, or when idle). */
export function preloadable<P>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const once = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return {
    Component: lazy(() => once().then((component) => ({ default: component }))),
    preload: () => {
      once().catch(() => undefined);
    },
  };
}
