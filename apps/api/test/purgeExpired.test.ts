import { isApiError } from '@art-portal/api-client';
import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueToken, revokeToken } from '../src/auth/tokens';
import { tokens, verificationCodes } from '../src/db/schema';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ PURGE_INTERVAL_MS: '200' });
});
afterAll(() => server?.close());

const minute = 60 * 1000;

describe('the scheduled purge', () => {
  it('deletes expired codes, challenges and tokens, and keeps live ones and those a limit still counts', async () => {
    const { db } = server.app.database;
    const now = Date.now();
    const code = (target: string, purpose: string, createdAgoMs: number, expiresInMs: number) => ({
      purpose,
      target,
      code: '123456',
      ip: '198.51.100.1',
      createdAt: new Date(now - createdAgoMs),
      expiresAt: new Date(now + expiresInMs),
    });
    await db
      .insert(verificationCodes)
      .values([
        code('purge-old-captcha', 'captcha', 125 * minute, -120 * minute),
        code('purge-old-sms', 'sms', 180 * minute, -175 * minute),
        code('purge-old-email', 'email', 90 * minute, -85 * minute),
        code('purge-recent-sms', 'sms', 6 * minute, -1 * minute),
        code('purge-live-sms', 'sms', 1 * minute, 4 * minute),
        code('purge-live-captcha', 'captcha', 0, 5 * minute),
      ]);
    const live = await issueToken(db, 3, 3600);
    const revoked = await issueToken(db, 3, 3600);
    await revokeToken(db, revoked.access_token);
    const expired = await issueToken(db, 4, 3600);
    await db
      .update(tokens)
      .set({ expiresAt: new Date(now - minute) })
      .where(inArray(tokens.customerId, [4]));

    const targets = async () =>
      (
        await db
          .select({ target: verificationCodes.target })
          .from(verificationCodes)
          .where(
            inArray(verificationCodes.target, [
              'purge-old-captcha',
              'purge-old-sms',
              'purge-old-email',
              'purge-recent-sms',
              'purge-live-sms',
              'purge-live-captcha',
            ]),
          )
          .orderBy(asc(verificationCodes.target))
      ).map((r) => r.target);
    await vi.waitFor(
      async () =>
        expect(await targets()).toEqual(['purge-live-captcha', 'purge-live-sms', 'purge-recent-sms']),
      { timeout: 8_000, interval: 100 },
    );
    await vi.waitFor(
      async () =>
        expect(await db.select({ customerId: tokens.customerId }).from(tokens)).toEqual([{ customerId: 3 }]),
      { timeout: 8_000, interval: 100 },
    );

    const api = await server.ready(live.access_token);
    expect((await api.customer.getInfo()).phone).toBe('13800000003');
    for (const gone of [revoked, expired]) {
      const refused = await (
        await server.ready(gone.access_token)
      ).customer
        .getInfo()
        .catch((error: unknown) => error);
      expect(isApiError(refused) && refused.code).toBe(10001);
    }
  });
});
