import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

describe('whenIdle', () => {
  afterEach(() => {
    setReadyState('complete');
    vi.unstubAllGlobals();
  });

  it('waits for the page to load, then for an idle moment', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    setReadyState('loading');
    const task = vi.fn();
    whenIdle(task);
    expect(idle).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]?.();
    expect(task).toHaveBeenCalledOnce();
  });

  it('asks for an idle moment at once on a loaded page', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const task = vi.fn();
    whenIdle(task);
    idle[0]?.();
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs a task cancelled before the page loaded', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    setReadyState('loading');
    const cancel = whenIdle(vi.fn());
    cancel();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
  });
});
