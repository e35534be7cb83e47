import { createAdminClient, type AdminClient } from '@art-portal/api-client/admin';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildAdminApp, type AdminBuildOptions } from '../../src/backoffice/buildAdminApp';
import { openStaffSession } from '../../src/backoffice/staffSessions';
import { totpCode } from '../../src/backoffice/staffTotp';
import type { Db } from '../../src/db/openDatabase';
import { staff } from '../../src/db/schema';
import { demoAdminTotpSecret } from '../../src/seed/demoStaff';
import { startTestServer, type TestServer } from '../startTestServer';

/** A browser's view of the admin origin: the session cookie it holds, and `Origin` on every request. */
export type StaffBrowser = {
  client: AdminClient;
  /** The `fetch` the client uses: it keeps cookies and sends the admin origin as `Origin`. */
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  /** The session cookie's value, when it holds one. */
  session: () => string | undefined;
};

/** The portal's test server with the back office beside it, on its own origin, over the same database. */
export type BackOfficeServer = {
  portal: TestServer;
  admin: FastifyInstance;
  /** The admin origin, e.g. http://127.0.0.1:40123. */
  origin: string;
  db: Db;
  /** A fresh browser at the admin origin (no session). */
  browser: (options?: { origin?: string | null; session?: string }) => StaffBrowser;
  /** A browser logged in as a demo staff member (the admin with the demo TOTP code). */
  loginAs: (loginName: 'admin' | 'editor' | 'reviewer') => Promise<StaffBrowser>;
  /** A browser holding a session opened directly (for tests about something other than logging in). */
  sessionFor: (loginName: string) => Promise<StaffBrowser>;
  close: () => Promise<void>;
};

/** Starts the portal's test server (seeded, with the demo staff) and the back office on a free port. */
export async function startBackOffice(
  env: Record<string, string> = {},
  options: Pick<AdminBuildOptions, 'renderPreview'> = {},
): Promise<BackOfficeServer> {
  const portal = await startTestServer({ ADMIN_PORT: '0', ...env });
  const db = portal.app.database.db;
  const admin = await buildAdminApp(portal.config, {
    database: portal.app.database,
    logger: false,
    ...options,
  });
  const origin = await admin.listen({ port: 0, host: '127.0.0.1' });
  portal.config.admin.publicUrl = origin;

  const browser = (options: { origin?: string | null; session?: string } = {}): StaffBrowser => {
    const jar = new Map<string, string>(options.session ? [['admin_session', options.session]] : []);
    const sendOrigin = options.origin === undefined ? origin : options.origin;
    const fetchIt = async (input: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
      if (sendOrigin !== null && init.method && init.method !== 'GET') headers.set('origin', sendOrigin);
      const response = await fetch(input, { ...init, headers });
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const [name = '', value = ''] = pair.split('=');
        const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
        if (!value || expired) jar.delete(name);
        else jar.set(name, value);
      }
      return response;
    };
    return {
      client: createAdminClient({ baseUrl: `${origin}/api`, fetch: fetchIt }),
      fetch: fetchIt,
      session: () => jar.get('admin_session'),
    };
  };

  // A TOTP code is accepted once: a test file logs the demo admin in by password and code once at most per 30 s
  // (the others use sessionFor).
  const loginAs = async (loginName: 'admin' | 'editor' | 'reviewer') => {
    const b = browser();
    const totp = loginName === 'admin' ? totpCode(demoAdminTotpSecret) : undefined;
    await b.client.session.login({ loginName, password: 'Admin2026demo', totpCode: totp });
    return b;
  };

  const sessionFor = async (loginName: string) => {
    const [row] = await db.select().from(staff).where(eq(staff.loginName, loginName));
    if (!row) throw new Error(`no staff ${loginName}`);
    const id = await openStaffSession(db, row.id, { address: '127.0.0.1', userAgent: 'test' });
    return browser({ session: id });
  };

  return {
    portal,
    admin,
    origin,
    db,
    browser,
    loginAs,
    sessionFor,
    close: async () => {
      const closed = admin.close();
      admin.server.closeAllConnections();
      await closed;
      await portal.close();
    },
  };
}
