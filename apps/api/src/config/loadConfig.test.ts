import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './loadConfig';

describe('loadConfig', () => {
  it('fills in the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3001,
      host: '127.0.0.1',
      apiPrefix: '/api',
      devOutbox: false,
      corsOrigins: [],
      staticDir: null,
      databaseUrl: null,
    });
    expect(config.publicUrl).toBe('http://127.0.0.1:3001');
    expect(config.dataDir).toMatch(/apps\/api\/\.data$/);
    expect(config).toMatchObject({ readCacheTtlMs: 5000, readCacheMax: 1000, viewFlushMs: 1000 });
    expect(loadConfig({ API_PREFIX: '' }).apiPrefix).toBe('/api');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '4173',
      API_DEV_OUTBOX: '1',
      CORS_ORIGINS: 'http://a.test, http://b.test',
      PUBLIC_URL: 'https://art.example.com/',
      API_PREFIX: '/v1',
      READ_CACHE_TTL_MS: '0',
      VIEW_FLUSH_MS: '0',
    });
    expect(config).toMatchObject({
      port: 4173,
      devOutbox: true,
      corsOrigins: ['http://a.test', 'http://b.test'],
      publicUrl: 'https://art.example.com',
      apiPrefix: '/v1',
      readCacheTtlMs: 0,
      viewFlushMs: 0,
    });
  });

  it('reads where uploads are signed for and how many each customer may make', () => {
    expect(loadConfig({})).toMatchObject({
      storageHost: null,
      storageAccessId: 'art-portal-local',
      uploadSignHourlyCap: 60,
      uploadDailyCap: 100,
    });
    const config = loadConfig({
      STORAGE_HOST: 'https://bucket.oss-cn-hangzhou.aliyuncs.com/',
      STORAGE_ACCESS_ID: 'LTAI5tExampleId',
      UPLOAD_SIGN_HOURLY_CAP: '10',
      UPLOAD_DAILY_CAP: '20',
    });
    expect(config).toMatchObject({
      storageHost: 'https://bucket.oss-cn-hangzhou.aliyuncs.com',
      storageAccessId: 'LTAI5tExampleId',
      uploadSignHourlyCap: 10,
      uploadDailyCap: 20,
    });
    expect(() => loadConfig({ STORAGE_HOST: 'bucket' })).toThrow(/STORAGE_HOST/);
    expect(() => loadConfig({ UPLOAD_DAILY_CAP: '0' })).toThrow(/UPLOAD_DAILY_CAP/);
  });

  it('refuses unusable values with the variable name', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ API_DEV_OUTBOX: 'maybe' })).toThrow(/API_DEV_OUTBOX/);
    expect(() => loadConfig({ API_PREFIX: 'api/../x' })).toThrow(/API_PREFIX/);
    expect(() => loadConfig({ READ_CACHE_TTL_MS: '-1' })).toThrow(/READ_CACHE_TTL_MS/);
    expect(() => loadConfig({ VIEW_FLUSH_MS: 'soon' })).toThrow(/VIEW_FLUSH_MS/);
  });

  it('says at start which variable is unusable, what it takes and what it got', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'PORT must be an integer between 0 and 65535, got "eighty"',
    );
    expect(() => loadConfig({ SMTP_URL: 'mail host' })).toThrow('SMTP_URL must be a URL, got "mail host"');
    expect(() => loadConfig({ STORAGE_HOST: 'ftp://bucket' })).toThrow(
      'STORAGE_HOST must be an http(s) URL, got "ftp://bucket"',
    );
    expect(() => loadConfig({ SEED_DEMO: ' maybe ' })).toThrow('SEED_DEMO must be 1 or 0, got "maybe"');
    expect(() => loadConfig({ API_PREFIX: 'api' })).toThrow('API_PREFIX must look like "/api", got "api"');
  });

  it('serves metrics only when METRICS_PORT is set', () => {
    expect(loadConfig({ METRICS_HOST: '0.0.0.0' }).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9100' }).metrics).toEqual({ host: '127.0.0.1', port: 9100 });
    expect(() => loadConfig({ METRICS_PORT: '65536' })).toThrow(/METRICS_PORT/);
  });

  it('reads TRUST_PROXY as a hop count or the proxies\' addresses, never as "trust everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toEqual(['10.0.0.1']);
    expect(
      loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.0.0/255.255.0.0 ,::1,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.0.0/255.255.0.0', '::1', 'fd00::/8', 'loopback']);
    for (const bad of [
      'true',
      'yes',
      '-1',
      '1.5',
      '10.0.0.300',
      '10.0.0.0/33',
      '::1/129',
      'proxy.internal',
      '10.0.0.1,,10.0.0.2',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('caps image challenges per client address and purges on a schedule', () => {
    expect(loadConfig({})).toMatchObject({ imageCodeHourlyCapPerIp: 300, purgeIntervalMs: 600_000 });
    expect(loadConfig({ IMAGE_CODE_HOURLY_CAP_PER_IP: '5', PURGE_INTERVAL_MS: '0' })).toMatchObject({
      imageCodeHourlyCapPerIp: 5,
      purgeIntervalMs: 0,
    });
    expect(() => loadConfig({ IMAGE_CODE_HOURLY_CAP_PER_IP: '0' })).toThrow(/IMAGE_CODE_HOURLY_CAP_PER_IP/);
    expect(() => loadConfig({ PURGE_INTERVAL_MS: 'hourly' })).toThrow(/PURGE_INTERVAL_MS/);
  });

  it('seeds demo content unless NODE_ENV is production, where only SEED_DEMO=1 asks for it', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });
});
