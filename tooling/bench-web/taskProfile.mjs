// What a main-thread task ran, from a trace recorded with V8's sampling profiler (`disabled-by-default-v8.cpu_profiler`):
// the functions its samples fall in, by time inclusive of what they call, named by the scripts' source maps
// (fetched beside each script, as the portal serves them) so that a minified name reads as the library's or our own.
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** The renderer's samples in time order, each with the chain of frames it was taken in (innermost first). */
function samplesOf(traceEvents, pid) {
  const nodes = new Map();
  const samples = [];
  let at = 0;
  for (const event of traceEvents) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') at = event.args.data.startTime;
    if (event.name !== 'ProfileChunk') continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, index) => {
      at += timeDeltas[index] ?? 0;
      samples.push({ at, id });
    });
  }
  samples.sort((a, b) => a.at - b.at);
  return { nodes, samples };
}

const skipped = /^\((root|program|idle|garbage collector)\)$/;

/**
 * Returns `describe(task)`: the `top` functions a task spent its time in, as "ms name file:line", leaving out the
 * runtime's own frames and, when `hide` is given, frames whose name matches it (React's work loop, say).
 */
export async function taskProfile(traceEvents, pid, { top = 6, hide } = {}) {
  const { nodes, samples } = samplesOf(traceEvents, pid);
  const maps = new Map();
  const names = new Map();
  const urls = new Set(
    [...nodes.values()].map((node) => node.callFrame.url).filter((url) => /^https?:.*\.js$/.test(url ?? '')),
  );
  await Promise.all(
    [...urls].map(async (url) => {
      const response = await fetch(`${url}.map`).catch(() => null);
      if (response?.ok) maps.set(url, new TraceMap(await response.text()));
    }),
  );
  const nameOf = (id) => {
    if (names.has(id)) return names.get(id);
    const { functionName, url = '', lineNumber = 0, columnNumber = 0 } = nodes.get(id).callFrame;
    const map = maps.get(url);
    const position = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }) : null;
    const file = (position?.source ?? url.replace(/^.*\//, ''))
      .replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '')
      .replace(/^.*\/packages\//, '');
    const name = `${position?.name ?? (functionName || '(anonymous)')} ${file}${position?.line ? `:${position.line}` : ''}`;
    names.set(id, skipped.test(functionName) ? null : name);
    return names.get(id);
  };
  return (task) => {
    const inside = samples.filter(({ at }) => at >= task.ts && at < task.ts + task.dur);
    const totals = new Map();
    inside.forEach(({ at, id }, index) => {
      const ms = ((inside[index + 1]?.at ?? task.ts + task.dur) - at) / 1000;
      const seen = new Set();
      for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
        const name = nameOf(node.id);
        if (name === null || seen.has(name) || hide?.test(name)) continue;
        seen.add(name);
        totals.set(name, (totals.get(name) ?? 0) + ms);
      }
    });
    return [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `${ms.toFixed(1).padStart(6)} ms  ${name}`);
  };
}
