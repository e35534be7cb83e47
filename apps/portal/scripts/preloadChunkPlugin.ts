import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` to index.html for the chunks built from `moduleIds` and the chunks they import,
 * so the chunks the entry imports dynamically are fetched while the HTML is parsed, not after the entry has run.
 */
export function preloadChunkPlugin(moduleIds: readonly string[]): Plugin {
  return {
    name: 'art-portal:preload-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const files = new Set<string>();
        for (const moduleId of moduleIds) {
          const root =
            chunks.find((chunk) => chunk.facadeModuleId === moduleId) ?? chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
          if (!root) throw new Error(`preloadChunkPlugin: no chunk is built from ${moduleId}`);
          files.add(root.fileName);
        }
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
