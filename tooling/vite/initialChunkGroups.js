function staticallyReached(from, graph) {
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
// The store's libraries and the two packages under it: nothing of MUI, the router or the shell.
const storeModules =
  /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|immer|reselect|redux|redux-thunk|react-redux|redux-persist|use-sync-external-store)[\\/]|[\\/]packages[\\/](state|api-client)[\\/]src[\\/]/;

/** The initial chunks' names, each after the chunks it imports: the order in which they can be evaluated one by one. */
export const INITIAL_CHUNK_ORDER = ['entry-deps', 'store', 'shell'];

/**
 * Three chunks for what loads before the first render: `shell` holds `root` (what the entry imports to render the
 * app) and every module it imports statically, as one file that costs one request and compresses well instead of
 * a few dozen small shared chunks, less `store` (the store's libraries, the state and the API client), which is
 * evaluated in a task of its own before it; `entry-deps` holds what the entry itself imports statically (and Vite's
 * preload helper), so the entry runs without waiting for the shell.
 * The graph is walked before tree-shaking, so a barrel file drags in everything it re-exports: `lazyOnly`
 * names the modules the root reaches that way but only lazy chunks use, to leave them to those chunks.
 */
export function initialChunkGroups(entry, root, lazyOnly) {
  let inEntry;
  let inShell;
  const graphs = (ctx) => {
    inEntry ??= staticallyReached(entry, ctx);
    const entryDeps = inEntry;
    inShell ??= new Set([...staticallyReached(root, ctx)].filter((id) => !entryDeps.has(id)));
    return { entryDeps, shell: inShell };
  };
  return [
    {
      debugName: 'entry-deps',
      name: (moduleId, ctx) => {
        const { entryDeps } = graphs(ctx);
        return moduleId !== entry && (entryDeps.has(moduleId) || preloadHelper.test(moduleId))
          ? 'entry-deps'
          : null;
      },
      priority: 1,
    },
    {
      debugName: 'store',
      name: (moduleId, ctx) =>
        graphs(ctx).shell.has(moduleId) && storeModules.test(moduleId) && !lazyOnly.test(moduleId)
          ? 'store'
          : null,
      priority: 1,
    },
    {
      debugName: 'shell',
      name: (moduleId, ctx) => (graphs(ctx).shell.has(moduleId) && !lazyOnly.test(moduleId) ? 'shell' : null),
    },
  ];
}
