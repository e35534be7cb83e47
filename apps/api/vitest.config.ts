import { sourceResolve, testDefaults } from '@art-portal/tooling/vitest';
import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl && process.env.CI) {
  throw new Error('TEST_DATABASE_URL must be set in CI: the API contract tests run on PostgreSQL as well as PGlite.');
}
if (!postgresUrl) console.warn('[api] TEST_DATABASE_URL is not set: contract tests run on PGlite only.');

const contract = ['test/**/*.test.ts'];
// Starts `dist/main.js` as production does: once, not once per database kind, and after `build` (see turbo.json).
const built = ['test/builtServer.test.ts'];

export default defineConfig({
  ...sourceResolve,
  test: {
    ...testDefaults,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'built', include: built } },
      { extends: true, test: { name: 'pglite', include: contract, exclude: built, env: { API_TEST_DB: 'pglite' }, globalSetup: ['test/globalSetup.ts'] } },
      ...(postgresUrl ? [{ extends: true as const, test: { name: 'postgres', include: contract, exclude: built, env: { API_TEST_DB: 'postgres' }, globalSetup: ['test/globalSetup.ts'] } }] : []),
    ],
  },
});
