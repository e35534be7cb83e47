import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routes, type RouteName } from '../src/contract/index';
import { createApiClient, type ApiClient } from '../src/index';
import { calls } from './sampleCalls';

interface Seen {
  query: unknown;
  body: unknown;
}

let app: FastifyInstance;
let baseURL: string;
let api: ApiClient;
const seen = new Map<RouteName, Seen>();

/** A Fastify server (default Ajv, type coercion on) validating every call with the route table's schemas. */
beforeAll(async () => {
  app = Fastify();
  for (const route of routes) {
    app.route({
      method: route.method,
      url: `/api${route.path}`,
      schema: {
        ...('query' in route && { querystring: route.query }),
        ...('body' in route && { body: route.body }),
      },
      handler: (request) => {
        seen.set(route.name, { query: request.query, body: request.body });
        return { code: 200, msg: '成功', data: null };
      },
    });
  }
  baseURL = await app.listen({ port: 0, host: '127.0.0.1' });
  api = createApiClient({ baseURL: `${baseURL}/api` });
});
afterAll(() => app.close());

describe('the route table validates what the client sends (Fastify + Ajv)', () => {
  test.each(routes.map((r) => r.name))('%s passes validation', async (name) => {
    await expect(calls[name].call(api)).resolves.toBeNull();
    expect(seen.has(name)).toBe(true);
  });

  test('query strings are coerced: paging arrives as numbers, ids as their digits', async () => {
    await calls['artworks.get'].call(api);
    expect(seen.get('artworks.get')?.query).toEqual({ id: '11' });
    await calls['courses.listComments'].call(api);
    expect(seen.get('courses.listComments')?.query).toEqual({ courseId: '41', pageNum: 2, pageSize: 12 });
  });

  test('ids in a JSON body, numbers or numeric strings, arrive as their digits', async () => {
    await calls['customer.updateInfo'].call(api);
    expect(seen.get('customer.updateInfo')?.body).toMatchObject({ authProject: '7' });
    await calls['courses.comment'].call(api);
    expect(seen.get('courses.comment')?.body).toEqual({ courseId: '41', content: '很好' });
  });

  test('a new password breaking the rule and a malformed phone are refused with 400; an old password is not checked', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${baseURL}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const register = (password: string, phone = '13800000000') =>
      post('/portal/customer/register', { phone, code: '123456', password });
    expect((await register('abc12')).status).toBe(400);
    expect((await register('x'.repeat(31) + '12')).status).toBe(400);
    expect((await register('abcdefgh')).status).toBe(400);
    expect((await register('12345678')).status).toBe(400);
    expect((await register('abc123')).status).toBe(200);
    expect((await register('abc123', '12345678901')).status).toBe(400);
    expect(
      (await post('/portal/customer/changePassword', { oldPassword: 'x', newPassword: 'short' })).status,
    ).toBe(400);
    expect(
      (await post('/portal/customer/changePassword', { oldPassword: 'x', newPassword: 'long enough 1' }))
        .status,
    ).toBe(200);
  });

  test('a malformed e-mail address is refused with 400 by both e-mail calls', async () => {
    const send = (email: string) =>
      fetch(
        `${baseURL}/api/portal/email/send?${new URLSearchParams({ email, code: 'ab12', codeId: 'c' }).toString()}`,
        {
          method: 'POST',
        },
      );
    const update = (email: string) =>
      fetch(`${baseURL}/api/portal/customer/updateEmail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, code: '123456' }),
      });
    for (const call of [send, update]) {
      expect((await call('chen@example')).status).toBe(400);
      expect((await call(`${'a'.repeat(64)}@${'b'.repeat(180)}.${'c'.repeat(9)}`)).status).toBe(400);
      expect((await call('chen@example.com')).status).toBe(200);
    }
  });

  test('a non-numeric id, a missing field or a bad status is refused with 400', async () => {
    expect((await fetch(`${baseURL}/api/portal/production/getInfo?id=abc`)).status).toBe(400);
    expect((await fetch(`${baseURL}/api/auth/code/sendLoginCode?phone=1&code=2`)).status).toBe(400);
    const badStatus = await fetch(`${baseURL}/api/portal/pass/activity/selectPageList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageNum: 1, pageSize: 10, status: 4 }),
    });
    expect(badStatus.status).toBe(400);
    const noPage = await fetch(`${baseURL}/api/portal/customerMessage/myList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageNum: 0, pageSize: 10 }),
    });
    expect(noPage.status).toBe(400);
  });
});
