import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

/** The portal's origin of this run (the config hands it down). */
export const portalURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

type Envelope<T> = { code: number | string; msg: string; data: T };

async function envelope<T>(response: APIResponse): Promise<T> {
  expect(response.status(), response.url()).toBe(200);
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${response.url()}: ${body.msg}`).toBe(200);
  return body.data;
}

/** The newest code of `purpose` the dev outbox holds for `to` (the run's API has API_DEV_OUTBOX=1). */
async function outboxCode(request: APIRequestContext, purpose: string, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const rows = (await (await request.get(`${portalURL}/__dev/outbox`)).json()) as {
        to: string;
        code: string;
        purpose: string;
      }[];
      code = rows.find((row) => row.purpose === purpose && row.to === to)?.code;
      return code;
    })
    .toBeDefined();
  return code ?? '';
}

/** A customer registered through the portal's API with a fresh phone, and the token the portal keeps. */
export async function registerCustomer(
  request: APIRequestContext,
): Promise<{ phone: string; token: string }> {
  const phone = `15${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const challenge = await envelope<{ codeId: string }>(
    await request.get(`${portalURL}/api/auth/code/imgCode`),
  );
  const captcha = await outboxCode(request, 'captcha', challenge.codeId);
  await envelope<null>(
    await request.get(`${portalURL}/api/auth/code/sendLoginCode`, {
      params: { phone, code: captcha, codeId: challenge.codeId },
    }),
  );
  const code = await outboxCode(request, 'sms', phone);
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const { access_token: token } = await envelope<{ access_token: string }>(
    await request.post(`${portalURL}/api/portal/customer/register`, {
      headers: { 'x-xsrf-token': xsrf },
      data: { phone, code, password: 'Journey2026' },
    }),
  );
  return { phone, token };
}

/** Opens a portal page in a tab that holds the customer's token, as after a login. */
export async function openAsCustomer(page: Page, token: string, path: string): Promise<void> {
  await page.goto(`${portalURL}/home`);
  await page.evaluate((value) => window.sessionStorage.setItem('art-portal-token', value), token);
  await page.goto(`${portalURL}${path}`);
}
