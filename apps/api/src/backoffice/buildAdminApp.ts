import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import { adminRoutes, type AdminRouteDefinition } from '@art-portal/api-client/admin';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { errorBody } from '../app/buildApp';
import { repeatEvery } from '../app/repeatEvery';
import type { ApiConfig } from '../config/loadConfig';
import type { Database } from '../db/openDatabase';
import type { PortalRenderer } from '../portal/PortalRenderer';
import { BusinessError } from '../http/BusinessError';
import { requestLogSerializer } from '../http/requestLogSerializer';
import { registerEntryFiles } from '../reviews/registerEntryFiles';
import type { AdminDeps, AdminHandlers } from './AdminHandlers';
import { ADMIN_API_PREFIX } from './adminApiPrefix';
import { adminContentSecurityPolicy } from './adminContentSecurityPolicy';
import { registerAdminPages } from './adminPages';
import { createAdminHandlers } from './createAdminHandlers';
import { registerAdminRoutes } from './registerAdminRoutes';
import { registerPreviewPage } from './previewPage';
import { purgeStaffSessions, sessionCookieName } from './staffSessions';

/** Options of {@link buildAdminApp}. */
export type AdminBuildOptions = {
  /** The database the portal's app opened: one database, one process, two origins. */
  database: Database;
  logger?: boolean;
  /** Another route table (tests of the gate); defaults to the contract's `adminRoutes`. */
  routes?: readonly AdminRouteDefinition[];
  /** Other handlers (with `routes`). */
  handlers?: AdminHandlers;
  /** The portal's renderer of drafts, for 预览 (`LoadedPortal.renderPreview`); without it 预览 answers 503. */
  renderPreview?: PortalRenderer;
};

/** The back office's origin: `new URL(config.admin.publicUrl).origin`, read at each call (tests set it after listening). */
function originOf(config: ApiConfig): () => string {
  return () => new URL(config.admin.publicUrl).origin;
}

/**
 * The back office on its own Fastify instance, for its own port (admin.md § Where it lives): `adminRoutes` under
 * `/api`, each behind its roles; the built `apps/admin` at `/`; its OpenAPI at `/openapi.json`. No CORS plugin: no
 * other origin (the portal's included) may read its answers, and its writes refuse any other `Origin`.
 */
export async function buildAdminApp(config: ApiConfig, options: AdminBuildOptions): Promise<FastifyInstance> {
  const { database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, serializers: { req: requestLogSerializer }, name: 'admin' },
    bodyLimit: 1024 * 1024,
    return503OnClosing: false,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, allErrors: false, verbose: true } },
  });
  const adminOrigin = originOf(config);
  const secure = () => adminOrigin().startsWith('https:');
  const deps: AdminDeps = {
    db: database.db,
    config,
    log: app.log,
    adminOrigin,
    ...(options.renderPreview && { renderPreview: options.renderPreview }),
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

  await app.register(cookie);
  // Uploads stream to the storage (uploads.file sets each file's limit); no part is ever buffered whole.
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1 } });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: adminContentSecurityPolicy(config) },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: secure() ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, code, msg } = errorBody(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).header('cache-control', 'no-store').send({ code, msg });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 404, msg: '请求的资源不存在' }));

  await app.register(swagger, {
    openapi: {
      info: {
        title: '数字艺术门户 管理后台 API',
        version: '1.0.0',
        description:
          '管理后台的接口（仅在管理后台的域名上）：每个响应都是信封 { code, msg, data }；未登录 HTTP 401，角色不符 HTTP 403。',
      },
      components: {
        securitySchemes: {
          staffSession: { type: 'apiKey', in: 'cookie', name: sessionCookieName(secure()) },
        },
      },
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());

  await app.register(
    (api, _opts, done) => {
      registerAdminRoutes(api, {
        db: database.db,
        adminOrigin,
        cookieName: () => sessionCookieName(secure()),
        routes: options.routes ?? adminRoutes,
        handlers: options.handlers ?? createAdminHandlers(deps),
      });
      done();
    },
    { prefix: ADMIN_API_PREFIX },
  );
  registerPreviewPage(app, {
    db: database.db,
    config,
    cookieName: () => sessionCookieName(secure()),
    renderPreview: options.renderPreview,
  });
  await app.register(
    (api) =>
      registerEntryFiles(api, {
        config,
        gate: { db: database.db, adminOrigin, cookieName: () => sessionCookieName(secure()) },
      }),
    { prefix: ADMIN_API_PREFIX },
  );
  await registerAdminPages(app, {
    staticDir: config.admin.staticDir,
    apiPrefix: ADMIN_API_PREFIX,
    // Records keep `/storage/…` of the portal's own storage host (the local bucket), whatever STORAGE_HOST says.
    storageBase: () => config.publicUrl.replace(/\/+$/, ''),
  });

  const purge =
    config.purgeIntervalMs > 0
      ? repeatEvery(
          config.purgeIntervalMs,
          async () => {
            const purged = await purgeStaffSessions(database.db);
            if (purged > 0) app.log.info({ purged }, 'purged ended staff sessions');
          },
          (error) => app.log.error({ err: error }, 'purging ended staff sessions failed'),
        )
      : null;
  app.addHook('onClose', async () => {
    await purge?.stop();
  });
  await app.ready();
  return app;
}
