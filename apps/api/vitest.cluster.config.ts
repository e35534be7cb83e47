import { sourceResolve } from '@art-portal/tooling/vitest';
import { defineConfig } from 'vitest/config';

// `pnpm test:cluster`: the built API and portal as a deployment (cluster/cluster.test.ts). Its checks run in order
// on one cluster; each has a time limit and the whole run stays within four minutes.
export default defineConfig({
  ...sourceResolve,
  // See vitest.config.ts: without `module`, prom-client's require of @opentelemetry/api gets its CommonJS build.
  ssr: {
    resolve: { conditions: sourceResolve.ssr.resolve.conditions.filter((c) => c !== 'module') },
  },
  test: {
    include: ['cluster/**/*.test.ts'],
    // A check with no limit of its own: 5 s (Vitest's default) is less than a 定时发布 takes on a loaded machine.
    testTimeout: 30_000,
    hookTimeout: 200_000,
    teardownTimeout: 60_000,
    sequence: { concurrent: false },
  },
});
