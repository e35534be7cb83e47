/**
 * Uploads `import('axios')` on first use; the main entry must not pull it in statically. This plugin leaves
 * only that dynamic import out of the bundle, so a static import of axios would be measured (and fail).
 */
const lazyAxios = {
  name: 'lazy-axios',
  setup(build) {
    build.onResolve({ filter: /^axios$/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: 'axios', external: true } : undefined,
    );
  },
};

export default [
  {
    name: '@art-portal/api-client: what an app loads up front, minified + brotli (axios, loaded by uploads, left out)',
    path: 'dist/index.js',
    import: '*',
    modifyEsbuildConfig: (config) => ({ ...config, plugins: [...(config.plugins ?? []), lazyAxios] }),
    limit: '3.7 kB',
  },
  {
    name: '@art-portal/api-client: after the first upload, with axios, minified + brotli',
    path: 'dist/index.js',
    import: '*',
    limit: '24.5 kB',
  },
];
