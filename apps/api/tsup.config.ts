import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';

/*
 * The server as production runs it: `node dist/main.js`, plus the operators' commands `dist/seed.js` and
 * `dist/review.js`, `dist/staff.js`. Only this package's own code is bundled; every dependency (Fastify, PGlite, sharp, pg …) and the
 * workspace's `@art-portal/api-client` stay imports, resolved by Node to their installed or built `dist` files.
 */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    seed: 'src/seed/seedCommand.ts',
    review: 'src/admin/reviewCommand.ts',
    staff: 'src/backoffice/staffCommand.ts',
    reindex: 'src/search/reindexCommand.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // The migrations' SQL goes beside the bundle, where openDatabase looks for it (`./migrations` of the running file).
  onSuccess: async () => {
    await cp('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
