import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

type OutboxEntry = { to: string; code: string; purpose: 'captcha' | 'sms' | 'email'; createdAt: string };
type Envelope<T> = { code: number | string; msg: string; data: T };

/** The `data` of a successful envelope; fails the test with the server's `msg` otherwise. */
export async function envelope<T>(response: APIResponse): Promise<T> {
  expect(response.status(), response.url()).toBe(200);
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${response.url()}: ${body.msg}`).toBe(200);
  return body.data;
}

/** The newest code the dev outbox (`API_DEV_OUTBOX=1`) holds for `to`, waiting for it to arrive. */
export async function outboxCode(
  request: APIRequestContext,
  purpose: OutboxEntry['purpose'],
  to: string,
  not: readonly string[] = [],
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const rows = (await (await request.get('/__dev/outbox')).json()) as OutboxEntry[];
        code = rows.find((row) => row.purpose === purpose && row.to === to && !not.includes(row.code))?.code;
        return code;
      },
      { message: `a ${purpose} code for ${to}` },
    )
    .toBeDefined();
  return code ?? '';
}

/** The XSRF double-submit header the API wants on every non-GET call. */
export async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  let cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) {
    await request.get('/api/auth/code/imgCode');
    cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  }
  if (!cookie) throw new Error('the API set no XSRF-TOKEN cookie');
  return { 'x-xsrf-token': cookie.value };
}

/** A phone number no one has used in this run. */
export function freshPhone(): string {
  return `15${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

/** An e-mail address no one has used in this run. */
export function freshEmail(): string {
  return `journey-${randomInt(0, 1e9)}@example.com`;
}

/** Sends an SMS code through the image challenge, as the portal does, and returns it. */
async function smsCodeFor(request: APIRequestContext, phone: string): Promise<string> {
  const challenge = await envelope<{ codeId: string }>(await request.get('/api/auth/code/imgCode'));
  const captcha = await outboxCode(request, 'captcha', challenge.codeId);
  await envelope<null>(
    await request.get('/api/auth/code/sendLoginCode', {
      params: { phone, code: captcha, codeId: challenge.codeId },
    }),
  );
  noteSent(phone);
  return outboxCode(request, 'sms', phone);
}

/** A customer registered through the API (a fresh phone), with the token the portal would keep. */
export async function registerCustomer(
  request: APIRequestContext,
  password = 'Journey2026',
): Promise<{ phone: string; token: string }> {
  const phone = freshPhone();
  const code = await smsCodeFor(request, phone);
  const token = await envelope<{ access_token: string }>(
    await request.post('/api/portal/customer/register', {
      headers: await xsrfHeaders(request),
      data: { phone, code, password },
    }),
  );
  return { phone, token: token.access_token };
}

/** A public POST (lists): the API still wants the XSRF header on it. */
export async function publicPost<T>(request: APIRequestContext, path: string, data: object = {}): Promise<T> {
  return envelope<T>(await request.post(path, { headers: await xsrfHeaders(request), data }));
}

/** A login-only call with the customer's token. */
export async function asCustomer<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: object = {},
): Promise<T> {
  return envelope<T>(
    await request.post(path, {
      headers: { ...(await xsrfHeaders(request)), authorization: `Bearer ${token}` },
      data,
    }),
  );
}

/** Ends the session on the server, as a logout elsewhere (or an expiry) would. */
export async function revokeToken(request: APIRequestContext, token: string): Promise<void> {
  await asCustomer<null>(request, token, '/api/portal/customer/logout');
}

const lastSent = new Map<string, number>();

/** Records that a code went to `target` (the API refuses another within 60 s). */
export function noteSent(target: string): void {
  lastSent.set(target, Date.now());
}

/** Waits out the API's 60-second resend gap for `target`, as a customer waits for the countdown. */
export async function resendGap(target: string): Promise<void> {
  const sent = lastSent.get(target);
  if (sent === undefined) return;
  const remaining = sent + 61_000 - Date.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
