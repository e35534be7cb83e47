import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { desc, inArray } from 'drizzle-orm';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { registerAdminReview } from '../admin/registerAdminReview';
import { createCodeSender, type CodeSender } from '../auth/codeSenders';
import { purgeExpired } from '../auth/purgeExpired';
import { ReadCache } from '../cache/ReadCache';
import { ViewCounter, type ViewedTable } from '../cache/ViewCounter';
import type { ApiConfig } from '../config/loadConfig';
import { isDatabaseUnavailable } from '../db/isDatabaseUnavailable';
import { openDatabase, type Database } from '../db/openDatabase';
import { verificationCodes } from '../db/schema';
import { activitiesHandlers } from '../handlers/activitiesHandlers';
import { artworksHandlers } from '../handlers/artworksHandlers';
import { registerIiif } from '../iiif/registerIiif';
import { authHandlers } from '../handlers/authHandlers';
import { coursesHandlers } from '../handlers/coursesHandlers';
import { customerHandlers } from '../handlers/customerHandlers';
import { exhibitionsHandlers } from '../handlers/exhibitionsHandlers';
import { homeHandlers } from '../handlers/homeHandlers';
import { messagesHandlers } from '../handlers/messagesHandlers';
import { newsHandlers } from '../handlers/newsHandlers';
import { sitemapHandlers } from '../handlers/sitemapHandlers';
import { uploadHandlers } from '../handlers/uploadHandlers';
import { searchHandlers } from '../handlers/searchHandlers';
import { createPostgresSearchIndex } from '../search/createPostgresSearchIndex';
import { registerHealth, type Readiness } from '../health/registerHealth';
import { BusinessError } from '../http/BusinessError';
import { formatTime } from '../http/formatTime';
import { createApiMetrics, type ApiMetrics } from '../metrics/createApiMetrics';
import type { CachingPortalRenderer, PortalRenderer } from '../portal/PortalRenderer';
import { isPortalPath, renderPortal } from '../portal/registerPortal';
import { seedPictureKeys } from '../seed/warmSeedPictures';
import { registerStorage } from '../storage/registerStorage';
import { loadStorageSecret } from '../storage/uploadPolicy';
import type { Deps, Handlers } from './Handlers';
import { helmetOptions, isHttps } from './helmetOptions';
import { registerContractRoutes } from './registerContractRoutes';
import { repeatEvery } from './repeatEvery';
import { watchContent } from '../content/watchContent';
import { xsrfCookie, xsrfCookieOptions, xsrfHeader } from './requireXsrf';
import { storableByEveryone } from './storableByEveryone';
import { validationMessage } from './validationMessage';
import { requestLogSerializer } from '../http/requestLogSerializer';
import { stopPyramids } from '../storage/pyramidQueue';

/** Options of {@link buildApp} beyond the configuration. */
export type BuildOptions = {
  /** An already open database (tests); otherwise one is opened from the configuration and closed with the app. */
  database?: Database;
  /** Delivers codes; defaults to SMTP/SMS gateways when configured, else the log. */
  sender?: CodeSender;
  logger?: boolean;
  /**
   * The portal's renderer: pages are served from this process too (`npm start`, the e2e suites). Its kept pages are
   * dropped with the read cache when the content epoch moves.
   */
  renderPortal?: CachingPortalRenderer;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The database the app serves (open until the app closes). */
    database: Database;
    /** `/readyz`'s state: `drain()` on SIGTERM, before closing. */
    readiness: Readiness;
    /** Prometheus metrics of this app (`main.ts` serves them on their own address). */
    metrics: ApiMetrics;
  }
}

/** The API server with its database attached. */
export type App = FastifyInstance;

/**
 * Bad input at a known call is a refusal the customer should read, so it is answered like any business
 * refusal: HTTP 200 with a non-200 envelope code and a Chinese `msg` (the client shows `msg` only then).
 */
export function errorBody(error: FastifyError): { status: number; code: number | string; msg: string } {
  if (error instanceof BusinessError)
    return { status: error.httpStatus, code: error.code, msg: error.message };
  // The catalogue's message for any 5xx; 503 tells a proxy and a renderer that this is passing.
  if (isDatabaseUnavailable(error)) return { status: 503, code: 503, msg: '服务错误，请稍后重试' };
  if (error.validation) return { status: 200, code: 400, msg: validationMessage(error.validation) };
  const status = error.statusCode ?? 500;
  if (status === 413) return { status: 200, code: status, msg: '请求内容过大' };
  if (status === 415) return { status: 200, code: status, msg: '不支持的请求内容类型' };
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return { status: 200, code: 400, msg: '请求内容不是有效的 JSON' };
  if (status >= 400 && status < 500) return { status: 200, code: status, msg: '请求无效' };
  return { status: 500, code: 500, msg: '服务错误，请稍后重试' };
}

/**
 * Fastify 5 trusts no hop at all for a number (it cannot tell the proxy from a client), so a hop count is given
 * as the function proxy-addr calls with each address from the socket outwards: the socket's and the `hops - 1`
 * entries before it are proxies, and the entry the last of them appended is the client.
 */
function fastifyTrustProxy(
  trust: ApiConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Builds the Fastify app: the contract under `apiPrefix`, the storage host, docs, and optionally the portal. */
export async function buildApp(config: ApiConfig, options: BuildOptions = {}): Promise<App> {
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, serializers: { req: requestLogSerializer } },
    bodyLimit: 1024 * 1024,
    // While closing (after SIGTERM's drain), a request that still arrives on an open connection is answered, not
    // refused with 503: the proxy retries only connection failures, and a 503 here would reach the visitor.
    return503OnClosing: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // verbose: an error carries the refused value and its schema, for the messages of the contract's rules.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, allErrors: false, verbose: true } },
  });

  const readCache = new ReadCache({ ttlMs: config.readCacheTtlMs, max: config.readCacheMax });
  const counter = (table: ViewedTable) =>
    new ViewCounter(database.db, table, {
      flushMs: config.viewFlushMs,
      onFlushed: () => readCache.invalidate([table]),
      onError: (error) => app.log.error({ err: error }, `writing ${table} view counts failed`),
    });
  const views = { artworks: counter('artworks'), news: counter('news'), courses: counter('courses') };
  const metrics = createApiMetrics({ readCache, views, database, processMetrics: config.metrics !== null });
  const routeLabel = (route: string | undefined): string => {
    if (route === undefined) return 'unmatched';
    if (route === '/*') return 'page';
    const api = route.startsWith(`${config.apiPrefix}/`) || route.startsWith('/storage');
    return api || ['/healthz', '/readyz', '/openapi.json'].includes(route) ? route : 'static';
  };
  app.addHook('onResponse', async (request, reply) => {
    metrics.requests.observe(
      { method: request.method, route: routeLabel(request.routeOptions.url), status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
  const purge =
    config.purgeIntervalMs > 0
      ? repeatEvery(
          config.purgeIntervalMs,
          async () => {
            const purged = await purgeExpired(database.db);
            if (purged.codes + purged.tokens > 0) app.log.info(purged, 'purged expired codes and tokens');
          },
          (error) => app.log.error({ err: error }, 'purging expired codes and tokens failed'),
        )
      : null;
  const content = watchContent(database.db, config, {
    invalidate: () => {
      readCache.invalidateAll();
      options.renderPortal?.forget?.();
    },
    log: app.log,
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([
      ...Object.values(views).map((counter) => counter.stop()),
      purge?.stop(),
      content.stop(),
      stopPyramids(config.dataDir),
    ]);
    if (!options.database) await database.close();
  });

  let secret: Promise<string> | null = null;
  const storageSecret = () => (secret ??= loadStorageSecret(database.db, config.storageSecret));
  const sender = options.sender ?? createCodeSender(config, app.log);
  const search = createPostgresSearchIndex(database.db);
  const deps: Deps = {
    db: database.db,
    config,
    sender,
    log: app.log,
    storageSecret,
    readCache,
    views,
    search,
  };
  const handlers: Handlers = {
    ...authHandlers(deps),
    ...customerHandlers(deps),
    ...artworksHandlers(deps),
    ...exhibitionsHandlers(deps),
    ...newsHandlers(deps),
    ...homeHandlers(deps),
    ...coursesHandlers(deps),
    ...activitiesHandlers(deps),
    ...messagesHandlers(deps),
    ...sitemapHandlers(deps),
    ...uploadHandlers(deps),
    ...searchHandlers(deps),
  };

  const secureJson = app.getDefaultJsonParser('remove', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    void secureJson(request, text, (error, value) =>
      error ? done(new BusinessError(400, '请求内容不是有效的 JSON'), undefined) : done(null, value),
    );
  });
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  // Rendered pages and API answers go out compressed; the portal's built files carry their own .br/.gz.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: true,
    allowedHeaders: ['content-type', 'authorization', xsrfHeader],
  });

  await app.register(helmet, helmetOptions(config.publicUrl));
  const cookieOptions = xsrfCookieOptions(isHttps(config.publicUrl));
  // Pages, built files and stored files a CDN may keep for everyone get no cookie; the API's answers hand it out.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.cookies[xsrfCookie] && !storableByEveryone(reply.getHeader('cache-control'))) {
      reply.setCookie(xsrfCookie, randomBytes(18).toString('base64url'), cookieOptions);
    }
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, code, msg } = errorBody(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ code, msg });
  });
  const readiness = registerHealth(app, database.db);
  const { renderPortal: untimed } = options;
  const render: PortalRenderer | undefined = untimed
    ? async (request) => {
        const end = metrics.renders.startTimer();
        try {
          const response = await untimed(request);
          end({ status: response.status });
          return response;
        } catch (error) {
          end({ status: 500 });
          throw error;
        }
      }
    : undefined;
  const reserved = [
    config.apiPrefix,
    '/storage',
    '/docs',
    '/openapi.json',
    '/__dev',
    '/__admin',
    '/healthz',
    '/readyz',
  ];
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 404, msg: '请求的资源不存在' }));
  // Pages are a GET/HEAD route of their own, taking every path no other route or built file takes, so that the
  // compression hooks apply to them (the not-found handler has none).
  if (render) {
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      handler: (request, reply) =>
        isPortalPath(request, reserved)
          ? renderPortal(app, render, request, reply, config.publicUrl)
          : reply.callNotFound(),
    });
  }

  await app.register(swagger, {
    openapi: {
      info: {
        title: '数字艺术门户 API',
        version: '1.0.0',
        description: '数字艺术门户的接口：每个响应都是信封 { code, msg, data }。',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());

  await app.register(
    (api, _opts, done) => {
      registerContractRoutes(api, { db: database.db, handlers, readCache });
      registerIiif(api, { config, handlers });
      done();
    },
    { prefix: config.apiPrefix },
  );

  await app.register(async (storage) => {
    storage.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    await registerStorage(storage, {
      config,
      db: database.db,
      secret: storageSecret,
      seedPictureKeys: () => seedPictureKeys(database.db),
    });
  });

  if (config.devOutbox) {
    app.get('/__dev/outbox', { schema: { hide: true } }, async () => {
      const rows = await database.db
        .select()
        .from(verificationCodes)
        .where(inArray(verificationCodes.purpose, ['captcha', 'sms', 'email']))
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(200);
      return rows.map((r) => ({
        to: r.target,
        code: r.code,
        purpose: r.purpose,
        createdAt: formatTime(r.createdAt),
      }));
    });
  }

  // On PostgreSQL the review command opens the database itself, alongside the server.
  if (database.kind === 'pglite') registerAdminReview(app, { db: database.db, dataDir: config.dataDir });

  if (config.staticDir) {
    if (!existsSync(join(config.staticDir, 'assets')))
      app.log.warn(`STATIC_DIR ${config.staticDir} has no assets: is it the portal's build/client?`);
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      decorateReply: false,
      // A route per built file, listed once at start (a build does not change under its server). The wildcard route
      // read every directory on a file's path for each request, to check the path's spelling: 40 % of a file's CPU.
      wildcard: false,
      // Pages are rendered (renderPortal); only files are served from here.
      index: false,
      // The portal build writes .br/.gz next to its text assets; the headers follow the logical file.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, servedPath) => {
        const path = servedPath.replace(/\.(?:br|gz)$/, '');
        if (path.endsWith('/config.json')) {
          reply.header('cache-control', 'no-cache');
        } else if (path.includes(`${join(config.staticDir ?? '', 'assets')}/`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }

  app.decorate('database', database);
  app.decorate('readiness', readiness);
  app.decorate('metrics', metrics);
  await app.ready();
  return app;
}
