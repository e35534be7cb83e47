import type { Rolldown } from 'vite';

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };

function staticallyReached(from: string, graph: ModuleGraph): Set<string> {
  const reached = new Set([from]);
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (!reached.has(imported)) {
        reached.add(imported);
        pending.push(imported);
      }
    }
  }
  return reached;
}

const preloadHelper = /vite[\\/]preload-helper/;

/** A chunk loaded before the first render: `root`, a module the entry imports dynamically, and what it imports. */
export type InitialChunk = { name: string; root: string };

/**
 * The chunks that load before the first render. `entry-deps` holds what the entry itself imports statically (and
 * Vite's preload helper), so the entry runs without waiting for anything else. Each of `chunks` holds its root and
 * every module the root imports statically that no earlier chunk holds: one file that costs one request and
 * compresses well, instead of a few dozen small shared chunks.
 * The graph is walked before tree-shaking, so a barrel file drags in everything it re-exports: `lazyOnly`
 * names the modules a root reaches that way but only lazy chunks use, to leave them to those chunks.
 */
export function initialChunkGroups(
  entry: string,
  chunks: readonly InitialChunk[],
  lazyOnly: RegExp,
): Rolldown.CodeSplittingGroup[] {
  let owners: Map<string, string> | undefined;
  const ownerOf = (moduleId: string, ctx: ModuleGraph): string | undefined => {
    if (!owners) {
      owners = new Map([...staticallyReached(entry, ctx)].map((id) => [id, 'entry-deps']));
      for (const { name, root } of chunks) {
        for (const id of staticallyReached(root, ctx)) if (!owners.has(id)) owners.set(id, name);
      }
      owners.delete(entry);
    }
    return owners.get(moduleId);
  };
  return [
    {
      debugName: 'entry-deps',
      name: (moduleId, ctx) =>
        ownerOf(moduleId, ctx) === 'entry-deps' || preloadHelper.test(moduleId) ? 'entry-deps' : null,
      priority: 1,
    },
    ...chunks.map(
      ({ name }): Rolldown.CodeSplittingGroup => ({
        debugName: name,
        name: (moduleId, ctx) => (ownerOf(moduleId, ctx) === name && !lazyOnly.test(moduleId) ? name : null),
      }),
    ),
  ];
}
