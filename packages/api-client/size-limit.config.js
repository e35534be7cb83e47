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
const withLazyAxios = (config) => ({ ...config, plugins: [...(config.plugins ?? []), lazyAxios] });

export default [
  {
    name: 'one call: createApiConnection + createMessagesResource (messages.list), minified + brotli',
    path: 'dist/index.js',
    import: '{ createApiConnection, createMessagesResource }',
    modifyEsbuildConfig: withLazyAxios,
    limit: '2.6 kB',
  },
  {
    name: 'every call: createApiClient, minified + brotli (axios, loaded by uploads, left out)',
    path: 'dist/index.js',
    import: '{ createApiClient }',
    modifyEsbuildConfig: withLazyAxios,
    limit: '4.2 kB',
  },
  {
    name: 'the whole entry (every call, ApiError helpers, pictures), minified + brotli (axios left out)',
    path: 'dist/index.js',
    import: '*',
    modifyEsbuildConfig: withLazyAxios,
    limit: '4.6 kB',
  },
  {
    name: 'the whole entry after the first upload, with axios, minified + brotli',
    path: 'dist/index.js',
    import: '*',
    limit: '25.2 kB',
  },
];
