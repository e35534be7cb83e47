import { sourceResolve, testDefaults } from '@art-portal/tooling/vitest';
import { defineConfig } from 'vitest/config';

// Without it the contract tests run on PGlite only; in CI that fails in test/globalSetup.ts (not here, so that tools
// loading this file, such as knip, work in any environment).
const postgresUrl = process.env.TEST_DATABASE_URL;

const contract = ['test/**/*.test.ts'];
// Starts `dist/main.js` as production does: once, not once per database kind, and after `build` (see turbo.json).
const built = ['test/builtServer.test.ts'];
// What only a database server does (ending its sessions); PGlite runs in the process.
const postgresOnly = ['test/connectionLoss.test.ts'];
/*
 * PGlite is PostgreSQL's own engine in WebAssembly: the same SQL answers the same, about five times slower here (15 of
 * CI's minutes for the whole suite, against 3 on PostgreSQL). With API_TEST_PGLITE=sample (the repository's `npm test`)
 * and a PostgreSQL, PGlite runs what depends on its driver and its single connection: the staff's rules the issues name
 * on both (roles, audit, lockout, TOTP, sessions, the scheduler), customers' logins and sends, the portal's calls and
 * search. Without a PostgreSQL, or with API_TEST_PGLITE=all, it runs everything.
 */
const pgliteSample = [
  'test/backoffice/roleTable.test.ts',
  'test/backoffice/auditTransaction.test.ts',
  'test/backoffice/staffLogin.test.ts',
  'test/backoffice/staffTotp.test.ts',
  'test/backoffice/staffSessions.test.ts',
  'test/content/scheduledPublishing.test.ts',
  'test/content/newsPublishing.test.ts',
  'test/accountCalls.test.ts',
  'test/customerSubmissions.test.ts',
  'test/contentCalls.test.ts',
  'test/search.test.ts',
  'test/healthAndMetrics.test.ts',
];
const pgliteFiles = postgresUrl && process.env.API_TEST_PGLITE === 'sample' ? pgliteSample : contract;

// Vitest hands the server conditions to Node as --conditions; with `module`, prom-client's require of
// @opentelemetry/api gets its ESM build, which Node cannot load. Node's own conditions suffice here.
const serverConditions = sourceResolve.ssr.resolve.conditions.filter((condition) => condition !== 'module');

export default defineConfig({
  ...sourceResolve,
  ssr: { resolve: { conditions: serverConditions } },
  test: {
    ...testDefaults,
    // Each file starts its own server over its own database and leaves no global behind (xsrfColdClient unstubs
    // its globals), so the files of a worker share one module graph: importing the app (Fastify, PGlite, sharp,
    // jieba) once per worker instead of once per file took about 30 % of this suite's time.
    isolate: false,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'built', include: built } },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: pgliteFiles,
          exclude: [...built, ...postgresOnly],
          env: { API_TEST_DB: 'pglite' },
          globalSetup: ['test/globalSetup.ts'],
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: contract,
                exclude: built,
                env: { API_TEST_DB: 'postgres' },
                globalSetup: ['test/globalSetup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
