import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { Ajv } from 'ajv';
import envSchema from 'env-schema';
import Type, { type Static } from 'typebox';
import { localAccessId } from '../storage/uploadPolicy';
import { apiPackageDir } from './apiPackageDir';

/** Everything the server reads from its environment, validated, with defaults filled in. */
export type ApiConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  apiPrefix: string;
  devOutbox: boolean;
  corsOrigins: string[];
  staticDir: string | null;
  storageSecret: string | null;
  /** Where browsers send uploads (an OSS bucket or CDN host); null signs for this server's `PUBLIC_URL/storage`. */
  storageHost: string | null;
  /** The access id signed policies carry: the OSS AccessKey id whose secret is `STORAGE_SECRET`. */
  storageAccessId: string;
  /** Upload policies a customer may ask for in an hour. */
  uploadSignHourlyCap: number;
  /** Files a customer may store through this server's storage host in a day. */
  uploadDailyCap: number;
  smtpUrl: string | null;
  mailFrom: string;
  smsWebhookUrl: string | null;
  smsWebhookToken: string | null;
  codeHourlyCapPerIp: number;
  /** Image challenges a client address may fetch in an hour. */
  imageCodeHourlyCapPerIp: number;
  /** How often expired codes, challenges and tokens are deleted; 0 never. */
  purgeIntervalMs: number;
  /** How often each instance publishes the 定时发布 records that are due (0: never; the scheduler is off). */
  publishCheckMs: number;
  /** How often each instance checks whether content was published or taken down elsewhere (0: never). */
  contentWatchMs: number;
  /**
   * Which hops in front of the server may name the client: none (`false`), the last `n` (1 = one proxy, which
   * must then be the only way in), or the proxies' addresses, CIDRs or proxy-addr's names (`loopback` …).
   */
  trustProxy: false | number | string[];
  /** Seed the demo content (with its demo customers) into an empty database at start. */
  seedDemo: boolean;
  tokenTtlSeconds: number;
  uploadMaxBytes: number;
  /** The largest video the back office stores (a 课程's); its pictures have customers' `uploadMaxBytes`. */
  videoMaxBytes: number;
  logLevel: string;
  /** Pre-render every seeded picture in the background after start. */
  warmSeedImages: boolean;
  /** How long a public read is served from memory; 0 disables the read cache. */
  readCacheTtlMs: number;
  /** How many public reads the cache holds at most (least recently used go first). */
  readCacheMax: number;
  /** How often counted views are written; 0 writes each view in its own request. */
  viewFlushMs: number;
  /** How many rows of a public list can be paged through; a page past them is refused, `total` stops there. */
  listDepth: number;
  /** How many records of one kind a sitemap part holds at most (sitemaps.org allows 50 000 URLs). */
  sitemapPartSize: number;
  /** Where Prometheus metrics are served (`GET /metrics`), apart from the public port; null serves none. */
  metrics: { host: string; port: number } | null;
  /** How long `/readyz` answers 503 after SIGTERM before the server stops taking connections. */
  drainMs: number;
  /**
   * The back office's own origin, served by this process on its own port (admin.md § Where it lives): `publicUrl`
   * is what browsers reach it at (`ADMIN_PUBLIC_URL`), which every write's `Origin` must equal.
   */
  admin: { port: number; host: string; publicUrl: string; staticDir: string };
};

/** Thrown when an environment variable has a value the server cannot use. */
export class ConfigError extends Error {}

const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, `address/prefix` or IPv4 `address/netmask`, as proxy-addr takes them. */
function isProxyRange(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', mask, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (mask === undefined) return true;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(mask) === 4;
}

const flagValues = { on: ['1', 'true', 'yes', 'on'], off: ['0', 'false', 'no', 'off'] };

/** The string formats of {@link variables}, as Ajv checks them. */
const formats = {
  url: (raw: string) => URL.canParse(raw),
  'http-url': (raw: string) => URL.canParse(raw) && /^https?:\/\//i.test(raw),
  flag: (raw: string) => [...flagValues.on, ...flagValues.off].includes(raw.toLowerCase()),
  'trust-proxy': (raw: string) =>
    /^\d+$/.test(raw) ? Number(raw) <= 10 : raw.split(',').every((entry) => isProxyRange(entry.trim())),
};

// Each variable's `description` is the end of the message that refuses a value it does not accept.
const integer = (fallback: number | undefined, minimum: number, maximum: number) =>
  Type.Integer({
    default: fallback,
    minimum,
    maximum,
    description: `must be an integer between ${minimum} and ${maximum}`,
  });
const url = Type.Optional(Type.String({ format: 'url', description: 'must be a URL' }));
const flag = Type.Optional(Type.String({ format: 'flag', description: 'must be 1 or 0' }));
const text = Type.Optional(Type.String());

/** The environment variables the server reads, their defaults and the values each accepts. */
const variables = Type.Object({
  PORT: integer(3001, 0, 65535),
  HOST: Type.String({ default: '127.0.0.1' }),
  DATA_DIR: text,
  DATABASE_URL: url,
  PUBLIC_URL: url,
  API_PREFIX: Type.String({
    default: '/api',
    pattern: '^(/[A-Za-z0-9._~-]+)*$',
    description: 'must look like "/api"',
  }),
  API_DEV_OUTBOX: flag,
  CORS_ORIGINS: text,
  STATIC_DIR: text,
  STORAGE_SECRET: text,
  STORAGE_HOST: Type.Optional(Type.String({ format: 'http-url', description: 'must be an http(s) URL' })),
  STORAGE_ACCESS_ID: Type.String({ default: localAccessId }),
  UPLOAD_SIGN_HOURLY_CAP: integer(60, 1, 1_000_000),
  UPLOAD_DAILY_CAP: integer(100, 1, 1_000_000),
  SMTP_URL: url,
  MAIL_FROM: Type.String({ default: '数字艺术门户 <no-reply@art-portal.local>' }),
  SMS_WEBHOOK_URL: url,
  SMS_WEBHOOK_TOKEN: text,
  CODE_HOURLY_CAP_PER_IP: integer(60, 1, 1_000_000),
  IMAGE_CODE_HOURLY_CAP_PER_IP: integer(300, 1, 1_000_000),
  PURGE_INTERVAL_MS: integer(600_000, 0, 86_400_000),
  PUBLISH_CHECK_MS: integer(2000, 0, 3_600_000),
  CONTENT_WATCH_MS: integer(1000, 0, 60_000),
  TRUST_PROXY: Type.Optional(
    Type.String({
      format: 'trust-proxy',
      description:
        "must be a hop count (1 = one proxy) or the proxies' addresses or CIDRs separated by commas",
    }),
  ),
  NODE_ENV: text,
  SEED_DEMO: flag,
  TOKEN_TTL_SECONDS: integer(7 * 24 * 3600, 60, 365 * 24 * 3600),
  UPLOAD_MAX_BYTES: integer(20 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
  VIDEO_MAX_BYTES: integer(1024 * 1024 * 1024, 1024, 16 * 1024 * 1024 * 1024),
  LOG_LEVEL: Type.String({ default: 'info' }),
  WARM_SEED_IMAGES: flag,
  READ_CACHE_TTL_MS: integer(5000, 0, 3_600_000),
  READ_CACHE_MAX: integer(1000, 1, 1_000_000),
  VIEW_FLUSH_MS: integer(1000, 0, 60_000),
  LIST_DEPTH: integer(10_000, 10, 1_000_000),
  SITEMAP_PART_SIZE: integer(50_000, 2, 50_000),
  METRICS_PORT: Type.Optional(integer(undefined, 0, 65535)),
  METRICS_HOST: Type.String({ default: '127.0.0.1' }),
  DRAIN_MS: integer(5000, 0, 120_000),
  ADMIN_PORT: Type.Optional(integer(undefined, 0, 65535)),
  ADMIN_HOST: text,
  ADMIN_PUBLIC_URL: Type.Optional(Type.String({ format: 'http-url', description: 'must be an http(s) URL' })),
  ADMIN_STATIC_DIR: text,
});
type Variables = Static<typeof variables>;
type VariableName = keyof Variables;

/** The set variables, trimmed: an empty one is unset. */
function setVariables(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).flatMap(([name, raw]) => (raw?.trim() ? [[name, raw.trim()]] : [])),
  );
}

let ajv: Ajv | undefined;

/**
 * Env-schema's Ajv settings with our {@link formats}, made once: env-schema would make an Ajv for each call, which
 * costs more than the rest of the server's configuration.
 */
function formatsAjv(): Ajv {
  ajv ??= new Ajv({
    allErrors: true,
    removeAdditional: true,
    useDefaults: true,
    coerceTypes: true,
    formats,
  });
  return ajv;
}

/** Validates the environment against {@link variables}, refusing the first unusable value by its variable's name. */
function readVariables(env: NodeJS.ProcessEnv): Variables {
  const data = setVariables(env);
  try {
    return envSchema<Variables>({ schema: variables, data, env: false, ajv: formatsAjv() });
  } catch (error) {
    const [first] = (error as { errors?: { instancePath: string }[] }).errors ?? [];
    const name = first?.instancePath.slice(1) as VariableName | undefined;
    if (!name || !(name in variables.properties)) throw error;
    const { description } = variables.properties[name] as { description?: string };
    throw new ConfigError(`${name} ${description ?? 'is not usable'}, got "${data[name] ?? ''}"`);
  }
}

function isOn(raw: string | undefined, fallback: boolean): boolean {
  return raw === undefined ? fallback : flagValues.on.includes(raw.toLowerCase());
}

function trustProxy(raw: string | undefined): false | number | string[] {
  if (raw === undefined) return false;
  if (/^\d+$/.test(raw)) return Number(raw) || false;
  return raw.split(',').map((entry) => entry.trim());
}

/**
 * Reads the server configuration from environment variables.
 * @throws ConfigError when a variable is set to an unusable value.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const v = readVariables(env);
  const host = v.HOST;
  const admin = adminOrigin(v);
  const corsOrigins = (v.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  // A portal page's script must never reach the back office (admin.md § Where it lives).
  if (corsOrigins.some((origin) => origin.replace(/\/+$/, '') === new URL(admin.publicUrl).origin))
    throw new ConfigError(`CORS_ORIGINS must not name the back office's origin (${admin.publicUrl})`);
  const publicUrl = (v.PUBLIC_URL ?? `http://${host.includes(':') ? `[${host}]` : host}:${v.PORT}`).replace(
    /\/+$/,
    '',
  );
  return {
    port: v.PORT,
    host,
    dataDir: v.DATA_DIR === undefined ? join(apiPackageDir, '.data') : resolve(v.DATA_DIR),
    databaseUrl: v.DATABASE_URL ?? null,
    publicUrl,
    apiPrefix: v.API_PREFIX,
    devOutbox: isOn(v.API_DEV_OUTBOX, false),
    corsOrigins,
    staticDir: v.STATIC_DIR === undefined ? null : resolve(v.STATIC_DIR),
    storageSecret: v.STORAGE_SECRET ?? null,
    storageHost: v.STORAGE_HOST?.replace(/\/+$/, '') ?? null,
    storageAccessId: v.STORAGE_ACCESS_ID,
    uploadSignHourlyCap: v.UPLOAD_SIGN_HOURLY_CAP,
    uploadDailyCap: v.UPLOAD_DAILY_CAP,
    smtpUrl: v.SMTP_URL ?? null,
    mailFrom: v.MAIL_FROM,
    smsWebhookUrl: v.SMS_WEBHOOK_URL ?? null,
    smsWebhookToken: v.SMS_WEBHOOK_TOKEN ?? null,
    codeHourlyCapPerIp: v.CODE_HOURLY_CAP_PER_IP,
    imageCodeHourlyCapPerIp: v.IMAGE_CODE_HOURLY_CAP_PER_IP,
    purgeIntervalMs: v.PURGE_INTERVAL_MS,
    publishCheckMs: v.PUBLISH_CHECK_MS,
    contentWatchMs: v.CONTENT_WATCH_MS,
    trustProxy: trustProxy(v.TRUST_PROXY),
    seedDemo: isOn(v.SEED_DEMO, v.NODE_ENV !== 'production'),
    tokenTtlSeconds: v.TOKEN_TTL_SECONDS,
    uploadMaxBytes: v.UPLOAD_MAX_BYTES,
    videoMaxBytes: v.VIDEO_MAX_BYTES,
    logLevel: v.LOG_LEVEL,
    warmSeedImages: isOn(v.WARM_SEED_IMAGES, true),
    readCacheTtlMs: v.READ_CACHE_TTL_MS,
    readCacheMax: v.READ_CACHE_MAX,
    viewFlushMs: v.VIEW_FLUSH_MS,
    listDepth: v.LIST_DEPTH,
    sitemapPartSize: v.SITEMAP_PART_SIZE,
    metrics: v.METRICS_PORT === undefined ? null : { host: v.METRICS_HOST, port: v.METRICS_PORT },
    drainMs: v.DRAIN_MS,
    admin,
  };
}

/** Where the back office listens: ADMIN_PORT (4174, or a free port like the API's when PORT is 0), ADMIN_HOST (HOST). */
function adminOrigin(v: Variables): ApiConfig['admin'] {
  const port = v.ADMIN_PORT ?? (v.PORT === 0 ? 0 : 4174);
  const host = v.ADMIN_HOST ?? v.HOST;
  const publicUrl = (
    v.ADMIN_PUBLIC_URL ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  ).replace(/\/+$/, '');
  const staticDir = resolve(v.ADMIN_STATIC_DIR ?? join(apiPackageDir, '..', 'admin', 'dist'));
  return { port, host, publicUrl, staticDir };
}
