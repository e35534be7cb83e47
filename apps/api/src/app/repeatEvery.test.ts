import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatEvery } from './repeatEvery';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('repeatEvery', () => {
  it('runs the task once per period and stops for good', async () => {
    const task = vi.fn(() => Promise.resolve());
    const schedule = repeatEvery(1000, task, () => undefined);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(3);
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('never runs two at once, and stop waits for the run under way', async () => {
    let finish = () => undefined as void;
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const schedule = repeatEvery(1000, task, () => undefined);
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = schedule.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('hands a failure to onError and keeps going', async () => {
    const onError = vi.fn();
    const task = vi.fn(() => Promise.reject(new Error('database away')));
    const schedule = repeatEvery(1000, task, onError);
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'database away' }));
    await schedule.stop();
  });
});
