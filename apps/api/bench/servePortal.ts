import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app/buildApp';
import { loadConfig } from '../src/config/loadConfig';
import { loadPortalRenderer } from '../src/portal/loadPortalRenderer';
import { seedDatabase } from '../src/seed/seedDatabase';

/** The portal's build the benches serve: `apps/portal/build`, or `BENCH_PORTAL_BUILD` (a copy, to alternate builds). */
export const portalBuild = resolve(
  process.env.BENCH_PORTAL_BUILD ?? fileURLToPath(new URL('../../portal/build', import.meta.url)),
);

/**
 * The API with the portal's renderer, as `npm start` serves them (PGlite and the demo content, in a fresh folder), on
 * loopback at `port`; resolves to its URL.
 */
export async function servePortal(port: number): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'art-portal-bench-ssr-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'error',
    WARM_SEED_IMAGES: '0',
    STATIC_DIR: join(portalBuild, 'client'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const portal = await loadPortalRenderer(config, {
    PORTAL_SERVER: join(portalBuild, 'server', 'index.js'),
  });
  const app = await buildApp(config, { logger: false, ...(portal ? { renderPortal: portal.render } : {}) });
  portal?.readThrough(app);
  await seedDatabase(app.database.db, { dataDir });
  return app.listen({ port, host: '127.0.0.1' });
}
