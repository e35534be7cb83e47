import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
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
  /**
   * Which hops in front of the server may name the client: none (`false`), the last `n` (1 = one proxy, which
   * must then be the only way in), or the proxies' addresses, CIDRs or proxy-addr's names (`loopback` …).
   */
  trustProxy: false | number | string[];
  /** Seed the demo content (with its demo customers) into an empty database at start. */
  seedDemo: boolean;
  tokenTtlSeconds: number;
  uploadMaxBytes: number;
  logLevel: string;
  /** Pre-render every seeded picture in the background after start. */
  warmSeedImages: boolean;
  /** How long a public read is served from memory; 0 disables the read cache. */
  readCacheTtlMs: number;
  /** How many public reads the cache holds at most (least recently used go first). */
  readCacheMax: number;
  /** How often counted views are written; 0 writes each view in its own request. */
  viewFlushMs: number;
  /** Where Prometheus metrics are served (`GET /metrics`), apart from the public port; null serves none. */
  metrics: { host: string; port: number } | null;
  /** How long `/readyz` answers 503 after SIGTERM before the server stops taking connections. */
  drainMs: number;
};

/** Thrown when an environment variable has a value the server cannot use. */
export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function text(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

function url(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = text(env, name);
  if (raw === null) return null;
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  return raw;
}

function httpUrl(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = url(env, name);
  if (raw === null) return null;
  if (!/^https?:\/\//i.test(raw)) throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = text(env, name);
  if (raw === null) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${raw}"`);
}

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

function trustProxy(env: NodeJS.ProcessEnv): false | number | string[] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === null) return false;
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 0, 0, 10) || false;
  const ranges = raw.split(',').map((entry) => entry.trim());
  if (ranges.every(isProxyRange)) return ranges;
  throw new ConfigError(
    `TRUST_PROXY must be a hop count (1 = one proxy) or the proxies' addresses or CIDRs separated by commas, got "${raw}"`,
  );
}

/**
 * Reads the server configuration from environment variables.
 * @throws ConfigError when a variable is set to an unusable value.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = integer(env, 'PORT', 3001, 0, 65535);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  const dataDirRaw = text(env, 'DATA_DIR');
  const dataDir =
    dataDirRaw === null
      ? join(apiPackageDir, '.data')
      : isAbsolute(dataDirRaw)
        ? dataDirRaw
        : resolve(dataDirRaw);
  const prefix = text(env, 'API_PREFIX') ?? '/api';
  if (!/^(\/[A-Za-z0-9._~-]+)*$/.test(prefix))
    throw new ConfigError(`API_PREFIX must look like "/api", got "${prefix}"`);
  const publicUrl = (
    url(env, 'PUBLIC_URL') ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  ).replace(/\/+$/, '');
  const staticDir = text(env, 'STATIC_DIR');
  return {
    port,
    host,
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL'),
    publicUrl,
    apiPrefix: prefix,
    devOutbox: flag(env, 'API_DEV_OUTBOX', false),
    corsOrigins: (text(env, 'CORS_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    staticDir: staticDir === null ? null : resolve(staticDir),
    storageSecret: text(env, 'STORAGE_SECRET'),
    storageHost: httpUrl(env, 'STORAGE_HOST'),
    storageAccessId: text(env, 'STORAGE_ACCESS_ID') ?? localAccessId,
    uploadSignHourlyCap: integer(env, 'UPLOAD_SIGN_HOURLY_CAP', 60, 1, 1_000_000),
    uploadDailyCap: integer(env, 'UPLOAD_DAILY_CAP', 100, 1, 1_000_000),
    smtpUrl: url(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? '数字艺术门户 <no-reply@art-portal.local>',
    smsWebhookUrl: url(env, 'SMS_WEBHOOK_URL'),
    smsWebhookToken: text(env, 'SMS_WEBHOOK_TOKEN'),
    codeHourlyCapPerIp: integer(env, 'CODE_HOURLY_CAP_PER_IP', 60, 1, 1_000_000),
    imageCodeHourlyCapPerIp: integer(env, 'IMAGE_CODE_HOURLY_CAP_PER_IP', 300, 1, 1_000_000),
    purgeIntervalMs: integer(env, 'PURGE_INTERVAL_MS', 600_000, 0, 86_400_000),
    trustProxy: trustProxy(env),
    seedDemo: flag(env, 'SEED_DEMO', env.NODE_ENV !== 'production'),
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 7 * 24 * 3600, 60, 365 * 24 * 3600),
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 20 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    warmSeedImages: flag(env, 'WARM_SEED_IMAGES', true),
    readCacheTtlMs: integer(env, 'READ_CACHE_TTL_MS', 5000, 0, 3_600_000),
    readCacheMax: integer(env, 'READ_CACHE_MAX', 1000, 1, 1_000_000),
    viewFlushMs: integer(env, 'VIEW_FLUSH_MS', 1000, 0, 60_000),
    metrics: text(env, 'METRICS_PORT')
      ? {
          host: text(env, 'METRICS_HOST') ?? '127.0.0.1',
          port: integer(env, 'METRICS_PORT', 0, 0, 65535),
        }
      : null,
    drainMs: integer(env, 'DRAIN_MS', 5000, 0, 120_000),
  };
}
