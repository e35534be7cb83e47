import { buildApp } from './app/buildApp';
import { ConfigError, loadConfig } from './config/loadConfig';
import { seedDatabase } from './seed/seedDatabase';
import { warmSeedPictures, warmWorkPyramids } from './seed/warmSeedPictures';
import { pictureStore } from './storage/pictureStore';
import { serveMetrics } from './metrics/serveMetrics';
import { loadPortalRenderer } from './portal/loadPortalRenderer';
import { buildAdminApp } from './backoffice/buildAdminApp';
import { backOfficeBanner } from './backoffice/backOfficeBanner';

try {
  const config = loadConfig();
  const portal = await loadPortalRenderer(config);
  const app = await buildApp(config, portal ? { renderPortal: portal.render } : {});
  portal?.readThrough(app);
  if (config.seedDemo) {
    const seeded = await seedDatabase(app.database.db, { dataDir: config.dataDir });
    if (seeded) app.log.info('seeded the empty database with demo content');
  } else {
    app.log.info(
      'NODE_ENV=production: no demo content is seeded (SEED_DEMO=1 or the seed command asks for it)',
    );
  }
  const portalAddress = await app.listen({ port: config.port, host: config.host });
  // The back office: its own origin on its own port, over the same database (admin.md § Where it lives).
  const admin = await buildAdminApp(config, {
    database: app.database,
    ...(portal && { renderPreview: portal.renderPreview }),
  });
  const adminAddress = await admin.listen({
    port: config.admin.port,
    host: config.admin.host,
    // Not "Server listening at": tools that read the portal's address from the log find the portal's line only.
    listenTextResolver: (address) => `Back office listening at ${address}`,
  });
  if (config.admin.port === 0) config.admin.publicUrl = adminAddress;
  console.log(
    await backOfficeBanner(app.database.db, config, { portal: portalAddress, admin: adminAddress }),
  );
  if (config.devOutbox) app.log.warn('API_DEV_OUTBOX=1: codes are readable at GET /__dev/outbox');
  const metricsServer = config.metrics
    ? await serveMetrics(app.metrics.registry, config.metrics.host, config.metrics.port)
    : null;
  if (config.metrics) app.log.info(`metrics at http://${config.metrics.host}:${config.metrics.port}/metrics`);
  // SIGTERM: /readyz answers 503 for DRAIN_MS so that balancers stop sending, then the server stops taking
  // connections and exits once the requests in flight are answered.
  const shutdown = (reason: string, drainMs: number) => {
    app.log.info(`${reason}: draining for ${drainMs} ms, then closing`);
    app.readiness.drain();
    setTimeout(() => {
      setTimeout(() => admin.server.closeAllConnections(), 10_000).unref();
      // A response still streaming to a client that stopped reading (a video) must not hold the process open.
      setTimeout(() => app.server.closeAllConnections(), 10_000).unref();
      metricsServer?.close();
      void Promise.allSettled([admin.close(), app.close()]).then(() => process.exit(0));
    }, drainMs);
  };
  process.once('SIGTERM', () => shutdown('SIGTERM', config.drainMs));
  process.once('SIGINT', () => shutdown('SIGINT', 0));
  // Started with an IPC channel (`npm start`): the parent's end, even by SIGKILL, closes it, and this process follows.
  if (process.send) process.once('disconnect', () => shutdown('parent gone', 0));
  if (config.warmSeedImages)
    void warmSeedPictures(app.database.db, config.dataDir)
      .then(() =>
        warmWorkPyramids(app.database.db, config.dataDir, pictureStore(config, app.log, app.database.db).log),
      )
      .catch((error: unknown) => app.log.warn({ err: error }, 'warming seed pictures failed'));
} catch (error) {
  console.error(error instanceof ConfigError ? `[api] ${error.message}` : error);
  process.exit(1);
}
