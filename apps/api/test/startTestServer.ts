import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, type ApiClient } from '@art-portal/api-client';
import { inject } from 'vitest';
import { buildApp, type App, type BuildOptions } from '../src/app/buildApp';
import { loadConfig, type ApiConfig } from '../src/config/loadConfig';
import { openDatabase, type Database } from '../src/db/openDatabase';
import { eq } from 'drizzle-orm';
import { issueToken } from '../src/auth/tokens';
import { customers } from '../src/db/schema';
import { clonePostgres } from './templates';

/** One entry of `GET /__dev/outbox`. */
type OutboxEntry = { to: string; code: string; purpose: string; createdAt: string };

/** A running API on a free loopback port, over a fresh seeded database of the project's kind. */
export type TestServer = {
  origin: string;
  apiUrl: string;
  app: App;
  config: ApiConfig;
  /** A client of the API, logged in when a token is given. */
  client: (token?: string | null) => ApiClient;
  outbox: () => Promise<OutboxEntry[]>;
  /** Solves an image challenge through the outbox, as a browser test would. */
  imageCode: (api: ApiClient) => Promise<{ code: string; codeId: string }>;
  /** Logs a phone in by SMS code and returns its token. */
  login: (phone: string) => Promise<string>;
  /** A token for a customer, issued directly (for tests about something other than logging in). */
  tokenFor: (phone: string) => Promise<string>;
  /** A client that has made its first GET, so it holds the XSRF cookie as a browser would. */
  ready: (token?: string | null) => Promise<ApiClient>;
  close: () => Promise<void>;
};

/** Which database the current Vitest project runs on. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.API_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * Starts the API with demo content and the dev outbox; `env` overrides configuration variables, and `config`
 * values no variable can give (an empty `apiPrefix`).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  overrides: Partial<ApiConfig> = {},
  options: Pick<BuildOptions, 'renderPortal'> = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'art-portal-api-test-'));
  await cp(inject('templateDataDir'), dataDir, { recursive: true });
  const base = process.env.TEST_DATABASE_URL;
  const pgDb =
    testDatabaseKind() === 'postgres' && base ? await clonePostgres(base, inject('templateDatabase')) : null;
  const config: ApiConfig = {
    ...loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      API_DEV_OUTBOX: '1',
      WARM_SEED_IMAGES: '0',
      LOG_LEVEL: 'warn',
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
      ...env,
    }),
    ...overrides,
  };
  const database: Database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  const app = await buildApp(config, { database, logger: false, ...options });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  config.publicUrl = origin;
  const apiUrl = `${origin}${config.apiPrefix}`;
  const client = (token?: string | null) =>
    createApiClient({ baseURL: apiUrl, getToken: () => token ?? null });
  const outbox = async () => (await (await fetch(`${origin}/__dev/outbox`)).json()) as OutboxEntry[];
  const imageCode = async (api: ApiClient) => {
    const { codeId } = await api.auth.getImageCode();
    const entry = (await outbox()).find((e) => e.purpose === 'captcha' && e.to === codeId);
    if (!entry) throw new Error('captcha not in the outbox');
    return { code: entry.code, codeId };
  };
  const latestCode = async (purpose: string, to: string) => {
    const entry = (await outbox()).find((e) => e.purpose === purpose && e.to === to);
    if (!entry) throw new Error(`no ${purpose} code for ${to}`);
    return entry.code;
  };
  const login = async (phone: string) => {
    const api = client();
    await api.auth.sendSmsCode({ phone, ...(await imageCode(api)) });
    const token = await api.auth.loginBySms({ phone, code: await latestCode('sms', phone) });
    return token.access_token;
  };
  const tokenFor = async (phone: string) => {
    const [customer] = await database.db.select().from(customers).where(eq(customers.phone, phone));
    if (!customer) throw new Error(`no customer ${phone}`);
    return (await issueToken(database.db, customer.id, 3600)).access_token;
  };
  const ready = async (token?: string | null) => {
    const api = client(token);
    await api.home.countVisit();
    return api;
  };
  return {
    origin,
    tokenFor,
    ready,
    apiUrl,
    app,
    config,
    client,
    outbox,
    imageCode,
    login,
    close: async () => {
      const closed = app.close();
      // Every test's request has been answered by now, but a keep-alive connection whose answer was still streaming
      // when close began (a compressed body the test never read) would hold close() for the 72 s keep-alive timeout.
      app.server.closeAllConnections();
      await closed;
      await database.close();
      await pgDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest code of a purpose sent to an address, read from the dev outbox. */
export async function codeFor(server: TestServer, purpose: 'sms' | 'email', to: string): Promise<string> {
  const entry = (await server.outbox()).find((e) => e.purpose === purpose && e.to === to);
  if (!entry) throw new Error(`no ${purpose} code for ${to}`);
  return entry.code;
}
