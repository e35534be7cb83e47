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
          include: contract,
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
