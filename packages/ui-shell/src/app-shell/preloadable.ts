import { createElement, useEffect, useSyncExternalStore, type ComponentType } from 'react';

/** A part whose code loads on demand, and which can be fetched before its first render. */
export interface Preloadable<P> {
  /**
   * Renders the part once its chunk has arrived, and its fallback or nothing before. A chunk that fails to arrive
   * (offline, a dropped connection) leaves the fallback or nothing in its place, never an error that would take the
   * page with it; it is asked for again when the part next mounts or the browser comes back online.
   */
  Component: ComponentType<P>;
  /** Starts fetching the chunk; a failed fetch is retried by the next call. */
  preload: () => void;
}

/**
 * Wraps a dynamic import for rendering on demand and for ahead-of-time fetching (on intent, or when idle); `fallback`
 * renders in its place until the code has arrived.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback?: ComponentType<P>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const preload = () => {
    if (loaded || pending) return;
    pending = load().then(
      (component) => {
        loaded = component;
        listeners.forEach((listener) => listener());
      },
      () => {
        pending = undefined;
      },
    );
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const current = () => loaded;
  const onServer = () => undefined;

  function OnDemand(props: P) {
    const component = useSyncExternalStore(subscribe, current, onServer);
    useEffect(() => {
      if (component) return;
      preload();
      window.addEventListener('online', preload);
      return () => window.removeEventListener('online', preload);
    }, [component]);
    const shown = component ?? fallback;
    return shown ? createElement(shown, props) : null;
  }
  return { Component: OnDemand, preload };
}
