import { buildApp } from './app/buildApp';
import { ConfigError, loadConfig } from './config/loadConfig';
import { seedDatabase } from './seed/seedDatabase';
import { warmSeedPictures } from './seed/warmSeedPictures';
import { loadPortalRenderer } from './portal/loadPortalRenderer';

try {
  const config = loadConfig();
  const renderPortal = await loadPortalRenderer(config);
  const app = await buildApp(config, renderPortal ? { renderPortal } : {});
  if (config.seedDemo) {
    const seeded = await seedDatabase(app.database.db, { dataDir: config.dataDir });
    if (seeded) app.log.info('seeded the empty database with demo content');
  } else {
    app.log.info(
      'NODE_ENV=production: no demo content is seeded (SEED_DEMO=1 or the seed command asks for it)',
    );
  }
  await app.listen({ port: config.port, host: config.host });
  if (config.devOutbox) app.log.warn('API_DEV_OUTBOX=1: codes are readable at GET /__dev/outbox');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      // A response still streaming to a client that stopped reading (a video) must not hold the process open.
      setTimeout(() => app.server.closeAllConnections(), 10_000).unref();
      void app.close().then(() => process.exit(0));
    });
  }
  if (config.warmSeedImages)
    void warmSeedPictures(app.database.db, config.dataDir).catch((error: unknown) =>
      app.log.warn({ err: error }, 'warming seed pictures failed'),
    );
} catch (error) {
  console.error(error instanceof ConfigError ? `[api] ${error.message}` : error);
  process.exit(1);
}
