import { expect, type APIRequestContext } from '@playwright/test';

type OutboxEntry = { to: string; code: string; purpose: 'captcha' | 'sms' | 'email'; createdAt: string };
type Envelope<T> = { code: number | string; msg: string; data: T };

async function envelope<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), response.url()).toBe(200);
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${response.url()}: ${body.msg}`).toBe(200);
  return body.data;
}

/** The newest code the API's development outbox (`API_DEV_OUTBOX=1`) holds for `to`. */
async function outboxCode(
  request: APIRequestContext,
  purpose: OutboxEntry['purpose'],
  to: string,
): Promise<string> {
  const response = await request.get('/__dev/outbox');
  expect(response.status()).toBe(200);
  const entry = ((await response.json()) as OutboxEntry[]).find(
    (row) => row.purpose === purpose && row.to === to,
  );
  if (!entry) throw new Error(`no ${purpose} code for ${to} in the dev outbox`);
  return entry.code;
}

/** The XSRF double-submit header the API wants on every non-GET call, from the cookie it set. */
async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('the API set no XSRF-TOKEN cookie');
  return { 'x-xsrf-token': cookie.value };
}

/** A phone number nobody has used yet in this run: the per-number resend gap never bites. */
export function freshPhone(): string {
  return `139${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/**
 * Registers a new customer the way a person does (image challenge → SMS code → 注册), reading both codes
 * from the dev outbox, and returns the access token.
 */
export async function registerThroughOutbox(request: APIRequestContext, phone: string): Promise<string> {
  const challenge = await envelope<{ codeId: string }>(await request.get('/api/auth/code/imgCode'));
  const captcha = await outboxCode(request, 'captcha', challenge.codeId);
  await envelope<null>(
    await request.get('/api/auth/code/sendLoginCode', {
      params: { phone, code: captcha, codeId: challenge.codeId },
    }),
  );
  const sms = await outboxCode(request, 'sms', phone);
  const token = await envelope<{ access_token: string }>(
    await request.post('/api/portal/customer/register', {
      headers: await xsrfHeaders(request),
      data: { phone, code: sms, password: 'Quality2026ok' },
    }),
  );
  return token.access_token;
}
