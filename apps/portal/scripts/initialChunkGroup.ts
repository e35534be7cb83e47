import type { Rolldown } from 'vite';

/**
 * One chunk for every module the entry imports statically: those load before the first render anyway, and
 * as one file they cost one request and compress together, instead of a few dozen small shared chunks.
 * The graph is walked before tree-shaking, so a barrel file drags in everything it re-exports: `lazyOnly`
 * names the modules the entry reaches that way but only lazy chunks use, to leave them to those chunks.
 */
export function initialChunkGroup(entry: string, lazyOnly: RegExp): Rolldown.CodeSplittingGroup {
  let initial: Set<string> | undefined;
  return {
    name(moduleId, ctx) {
      if (!initial) {
        initial = new Set();
        const pending = [entry];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) {
            if (!initial.has(imported)) {
              initial.add(imported);
              pending.push(imported);
            }
          }
        }
      }
      return initial.has(moduleId) && !lazyOnly.test(moduleId) ? 'shell' : null;
    },
  };
}
