/** A task on a timer, and how to stop it. */
export type Repeating = { stop: () => Promise<void> };

/**
 * Runs `task` every `everyMs` on a timer that never keeps the process alive, skipping a turn while the previous
 * run is under way; a failed run goes to `onError` and the next turn runs as usual. `stop` waits for the run under
 * way, so what it uses (the database) can close after it.
 */
export function repeatEvery(
  everyMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): Repeating {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= task()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
