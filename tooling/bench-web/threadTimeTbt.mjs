// Total blocking time taken from each main-thread task's *thread* time (the CPU the renderer's main thread really
// used) instead of its wall-clock duration, which Lighthouse reads and which grows whenever the machine hands the CPU to
// something else. Same rule as Lighthouse's TBT otherwise: tasks after the first contentful paint, each slowed by the
// profile's CPU multiplier, counting what they take past 50 ms.

const BLOCKING_MS = 50;

/** What a task spent its time on: its largest child events on the main thread, with the script each ran if any. */
export function describeTask(traceEvents, task) {
  const inside = traceEvents.filter(
    (child) =>
      child.pid === task.pid &&
      child.tid === task.tid &&
      child.ph === 'X' &&
      child.name !== 'RunTask' &&
      child.dur > 1000 &&
      child.ts >= task.ts &&
      child.ts < task.ts + task.dur,
  );
  const totals = new Map();
  for (const child of inside) {
    const script = child.args?.data?.url?.replace(/^.*\//, '');
    const key = script ? `${child.name} ${script}` : child.name;
    totals.set(key, Math.max(totals.get(key) ?? 0, child.dur / 1000));
  }
  return [...totals]
    .filter(([name]) => !/RunTask|ThreadController|Receive mojo|PerformMicrotaskCheckpoint/.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ');
}

/**
 * The renderer main thread's tasks after the first contentful paint that block at `slowdown`× (by thread time), each
 * with when it started (ms after the paint), its thread time and the trace event.
 */
export function blockingTasks(traceEvents, slowdown) {
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  const onMain = traceEvents.filter(
    (event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X',
  );
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ts >= paint.ts);
  return tasks
    .map((task) => ({ at: (task.ts - paint.ts) / 1000, ms: (task.tdur ?? task.dur) / 1000, task }))
    .filter(({ ms }) => ms * slowdown > BLOCKING_MS);
}

/** The blocking time, in ms, of {@link blockingTasks}. */
export function threadTimeTbt(tasks, slowdown) {
  return tasks.reduce((sum, { ms }) => sum + ms * slowdown - BLOCKING_MS, 0);
}
