import { expect, type APIRequestContext } from '@playwright/test';
import { portalURL } from './portalCustomer';

type Envelope<T> = { code: number | string; msg: string; data: T };

/** A portal call as the customer (or as no one), with the XSRF header the API wants on a POST. */
export async function portalCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; data?: object; params?: Record<string, string | number> } = {},
): Promise<T> {
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await request.fetch(`${portalURL}/api${path}`, {
    method,
    headers: {
      'x-xsrf-token': xsrf,
      'cache-control': 'no-cache',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.data ? { data: options.data } : {}),
    ...(options.params ? { params: options.params } : {}),
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
}
