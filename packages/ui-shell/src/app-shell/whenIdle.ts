function afterIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 2000);
  return () => clearTimeout(timer);
}

/**
 * Runs `task` once the page has loaded and the browser is idle (or after a short delay where
 * `requestIdleCallback` is missing), so it never competes with the page's own pictures and calls; returns a cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (document.readyState === 'complete') return afterIdle(task);
  let cancel = () => window.removeEventListener('load', onLoad);
  function onLoad() {
    cancel = afterIdle(task);
  }
  window.addEventListener('load', onLoad, { once: true });
  return () => cancel();
}
