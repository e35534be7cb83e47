import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../src/db/schema';
import { startTestServer, type TestServer } from './startTestServer';

/** The client address the server records for a request carrying `forwardedFor` (an image challenge's row). */
async function seenAs(server: TestServer, forwardedFor?: string): Promise<string | undefined> {
  const response = await fetch(`${server.apiUrl}/auth/code/imgCode`, {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  const { data } = (await response.json()) as { data: { codeId: string } };
  const [row] = await server.app.database.db
    .select({ ip: verificationCodes.ip })
    .from(verificationCodes)
    .where(eq(verificationCodes.target, data.codeId));
  return row?.ip;
}

/** Sends an SMS code to `phone` as a request that reached the API with `forwardedFor`; answers the envelope's msg. */
async function sendThrough(server: TestServer, phone: string, forwardedFor: string): Promise<string> {
  const challenge = await server.imageCode(server.client());
  const url = new URL(`${server.apiUrl}/auth/code/sendLoginCode`);
  for (const [key, value] of Object.entries({ phone, ...challenge })) url.searchParams.set(key, value);
  const response = await fetch(url, { headers: { 'x-forwarded-for': forwardedFor } });
  return ((await response.json()) as { msg: string }).msg;
}

// A client that writes its own X-Forwarded-For gets it passed on with each proxy's entry appended.
const invented = '1.2.3.4, 5.6.7.8';
const servers: { trustProxy: string | null; seen: [forwardedFor: string, client: string][] }[] = [
  { trustProxy: null, seen: [[`${invented}, 203.0.113.7`, '127.0.0.1']] },
  {
    trustProxy: '1',
    seen: [
      [`${invented}, 203.0.113.7`, '203.0.113.7'],
      ['203.0.113.8', '203.0.113.8'],
    ],
  },
  { trustProxy: '2', seen: [[`${invented}, 203.0.113.7, 10.0.0.2`, '203.0.113.7']] },
  {
    trustProxy: '127.0.0.1/8, 10.0.0.0/8',
    seen: [
      [`${invented}, 203.0.113.7, 10.0.0.2`, '203.0.113.7'],
      [`${invented}, 203.0.113.7`, '203.0.113.7'],
    ],
  },
];

describe.each(servers)('TRUST_PROXY=$trustProxy', ({ trustProxy, seen }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(trustProxy === null ? {} : { TRUST_PROXY: trustProxy });
  });
  afterAll(() => server?.close());

  it('takes the client address from the hops it trusts, never from what the client wrote', async () => {
    for (const [forwardedFor, client] of seen) {
      expect({ forwardedFor, seenAs: await seenAs(server, forwardedFor) }).toEqual({
        forwardedFor,
        seenAs: client,
      });
    }
    expect(await seenAs(server)).toBe('127.0.0.1');
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1', CODE_HOURLY_CAP_PER_IP: '1' });
  });
  afterAll(() => server?.close());

  it('counts the per-address code cap on the address the proxy appended', async () => {
    expect(await sendThrough(server, '13900000101', '1.1.1.1, 203.0.113.9')).toBe('操作成功');
    expect(await sendThrough(server, '13900000102', '2.2.2.2, 203.0.113.9')).toBe(
      '验证码发送次数过多，请1小时后再试',
    );
    expect(await sendThrough(server, '13900000103', '203.0.113.9')).toBe('验证码发送次数过多，请1小时后再试');
    expect(await sendThrough(server, '13900000104', '2.2.2.2, 203.0.113.10')).toBe('操作成功');
  });
});
