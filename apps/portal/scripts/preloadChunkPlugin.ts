import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` to index.html for the chunk built from `moduleId` and the chunks it imports,
 * so a chunk the entry imports dynamically is fetched while the HTML is parsed, not after the entry has run.
 */
export function preloadChunkPlugin(moduleId: string): Plugin {
  return {
    name: 'art-portal:preload-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        // The module's own chunk, or (when rolldown puts the module straight into a group) the chunk that holds it.
        const root =
          chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
          chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
        if (!root) throw new Error(`preloadChunkPlugin: no chunk is built from ${moduleId}`);
        const files = new Set([root.fileName]);
        for (const file of files) {
          for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? [])
            files.add(imported);
        }
        return [...files]
          .filter((file) => !html.includes(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
