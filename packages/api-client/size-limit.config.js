/**
 * Uploads `import('axios')` and the storage code on first use; the main entry must not pull them in statically.
 * This plugin leaves only dynamic imports out of the bundle, so a static import of either would be measured (and fail).
 */
const lazyAxios = {
  name: 'lazy-axios',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};
const withLazyAxios = (config) => ({ ...config, plugins: [...(config.plugins ?? []), lazyAxios] });

/**
 * `ignore: []` leaves nothing out of the bundle (a static import of typebox or axios would be measured), but makes
 * size-limit discount the `require` shim its IIFE adds for the lazy axios import, as it did while typebox was a
 * peer dependency: an app's ESM bundler adds no such shim, and the figures stay comparable with earlier ones.
 */
const measured = (check) => ({ ignore: [], ...check });

export default [
  {
    name: 'the validation rules (password, phone, code and text limits), minified + brotli',
    path: 'dist/index.js',
    import:
      '{ passwordProblem, phoneProblem, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, PHONE_PATTERN, SMS_CODE_LENGTH, EMAIL_CODE_LENGTH, TEXT_LIMITS }',
    limit: '0.55 kB',
  },
  {
    name: 'every call: createApiClient, minified + brotli (axios, loaded by uploads, left out)',
    path: 'dist/index.js',
    import: '{ createApiClient }',
    modifyEsbuildConfig: withLazyAxios,
    limit: '4.0 kB',
  },
  {
    name: 'the whole entry (every call, ApiError helpers, rules, pictures), minified + brotli (axios left out)',
    path: 'dist/index.js',
    import: '*',
    modifyEsbuildConfig: withLazyAxios,
    limit: '4.7 kB',
  },
  {
    name: 'the whole entry after the first upload, with axios, minified + brotli',
    path: 'dist/index.js',
    import: '*',
    // 25.2 before the storage code became a chunk of its own (2026-12-02): the split costs 60 B here.
    limit: '25.3 kB',
  },
  {
    name: 'the back office: createAdminClient and its route table (@art-portal/api-client/admin), minified + brotli',
    path: 'dist/admin/index.js',
    import: '{ createAdminClient }',
    // 20.2 kB when it was added (2026-12-05): the route table's schemas bring typebox's builder (a staff tool, not the portal).
    // 21.3 kB with 敏感词, 评论管理 and 作业批阅's nine calls (session 33): each review area adds its schemas.
    // 23.35 kB with 实名认证, 投稿审核, 站内消息, 预览 and six more content kinds (session 34).
    // 24.02 kB with 页面 (its list and choice fields) and the back office's uploads (session 35).
    limit: '25 kB',
  },
].map(measured);
