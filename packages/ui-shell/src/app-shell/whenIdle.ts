/** Runs `task` once the browser is idle (or after a short delay where `requestIdleCallback` is missing); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 2000);
  return () => clearTimeout(timer);
}
