import { routes, type RouteDefinition } from '@art-portal/api-client/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/queryRows';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let token: string;
const xsrf = 'property-test-xsrf';

beforeAll(async () => {
  server = await startTestServer();
  token = await server.tokenFor('13800000003');
});
afterAll(() => server?.close());

/** Everything a customer or visitor can change, read straight from the tables. */
async function snapshot(): Promise<string> {
  const rows = await queryRows<{ state: string }>(
    server.app.database.db,
    sql`select json_build_object(
    'customers', (select json_agg(c order by c.id) from customers c),
    'tokens', (select count(*) from tokens where revoked_at is null),
    'messages', (select count(*) from messages),
    'comments', (select count(*) from course_comments),
    'checkIns', (select count(*) from course_check_ins),
    'homeworks', (select count(*) from homeworks),
    'entries', (select count(*) from activity_entries),
    'artworks', (select json_agg(json_build_array(a.id, a.title, a.published) order by a.id) from artworks a)
  )::text as state`,
  );
  return rows[0]?.state ?? '';
}

const nasty = fc.oneof(
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      "' OR 1=1 --",
      '1; drop table customers; --',
      '../../../../etc/passwd',
      '\u0000',
      'a\u0000b',
      '\ud800',
      '😀𝕏\u202e',
      '%',
      '_',
      '\\',
    ),
    weight: 3,
  },
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '1; drop table customers; --',
    '../../../../etc/passwd',
    '..%2f..%2fpackage.json',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '😀𝕏\u202e',
    '<script>alert(1)</script>',
    '1e309',
    '-1',
    '0',
    '99999999999999999999999',
    'NaN',
    '%',
    '_',
    '\\',
    '',
  ),
  fc.string({ minLength: 2000, maxLength: 6000 }),
);

/** A value no schema field accepts, even with Ajv's type coercion. */
const wrongType = fc.oneof(
  fc.dictionary(fc.string({ maxLength: 5 }), nasty, { maxKeys: 3 }),
  fc.constant({}),
  fc.array(fc.array(nasty), { minLength: 2, maxLength: 3 }),
);

function fieldNames(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

function requiredNames(schema: unknown): string[] {
  return (schema as { required?: string[] } | undefined)?.required ?? [];
}

const table: readonly RouteDefinition[] = routes;

/** A request to one call that no schema accepts (for calls that change data) or anything at all (reads). */
function badRequest(route: RouteDefinition) {
  const queryKeys = [...fieldNames(route.query), 'x'];
  const anyQuery = fc.dictionary(
    fc.constantFrom(...queryKeys),
    fc.oneof(nasty, fc.integer({ min: -5, max: 3_000_000_000 }).map(String)),
    { maxKeys: 4 },
  );
  const required = requiredNames(route.body);
  const changesData =
    route.login ||
    route.path.startsWith('/auth/') ||
    route.path.includes('register') ||
    route.path.includes('resetPassword');
  const fieldValue = fc.oneof(
    nasty,
    nasty,
    fc.integer({ min: -5, max: 3_000_000_000 }),
    fc.constantFrom(1, 2, 10, 100),
  );
  const shaped = fc
    .record(
      Object.fromEntries(
        fieldNames(route.body).map((name) => [
          name,
          name.startsWith('page') ? fc.constantFrom(1, 2, 10) : fieldValue,
        ]),
      ),
    )
    .map((v) => JSON.stringify(v));
  const body = fc.oneof(
    ...(changesData ? [] : [shaped]),
    fc.constantFrom(
      '{',
      '{"pageNum":',
      'null',
      '[]',
      '"text"',
      '12',
      'true',
      '{"__proto__":{"admin":true}}',
      '\u0000',
    ),
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    required.length
      ? fc
          .record({
            field: fc.constantFrom(...required),
            value: wrongType,
            rest: fc.dictionary(fc.constantFrom(...fieldNames(route.body)), nasty),
          })
          .map(({ field, value, rest }) => JSON.stringify({ ...rest, [field]: value }))
      : fc.constant('{}'),
  );
  const query =
    route.login && route.query
      ? fc
          .record({
            field: fc.constantFrom(...requiredNames(route.query)),
            value: fc.oneof(fc.constant(undefined), fc.constant('')),
            rest: anyQuery,
          })
          .map(({ field, value, rest }) => {
            const q: Record<string, string> = { ...rest };
            if (value === undefined) delete q[field];
            else q[field] = value;
            return q;
          })
      : anyQuery;
  const takesInput = Boolean(route.query ?? route.body);
  return fc.record({ query, body, auth: takesInput || !changesData ? fc.boolean() : fc.constant(false) });
}

describe('bad input', () => {
  it('never gets a 5xx, a stack trace or a data change, on any call', async () => {
    const before = await snapshot();
    const requests = fc.oneof(
      ...table.map((route) => badRequest(route).map((request) => ({ route, ...request }))),
    );
    await fc.assert(
      fc.asyncProperty(requests, async ({ route, query, body, auth }) => {
        const url = new URL(`${server.apiUrl}${route.path}`);
        for (const [key, value] of Object.entries(query)) url.searchParams.append(key, value);
        const response = await fetch(url, {
          method: route.method,
          headers: {
            cookie: `XSRF-TOKEN=${xsrf}`,
            'x-xsrf-token': xsrf,
            ...(auth ? { authorization: `Bearer ${token}` } : {}),
            ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          ...(route.method === 'POST' ? { body } : {}),
        });
        const text = await response.text();
        expect(
          response.status,
          `${route.name} ${url.search} ${body.slice(0, 80)} → ${text.slice(0, 200)}`,
        ).toBeLessThan(500);
        const envelope = JSON.parse(text) as { code: unknown; msg: unknown };
        expect(typeof envelope.msg).toBe('string');
        expect(String(envelope.msg)).not.toMatch(/\bat .+:\d+:\d+|Error:|SELECT|select /);
      }),
      { numRuns: 400, interruptAfterTimeLimit: 120_000 },
    );
    expect(JSON.parse(await snapshot())).toEqual(JSON.parse(before));
  }, 180_000);

  it('answers unknown paths, traversal tricks, oversized and non-JSON bodies with an envelope', async () => {
    const headers = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
    const cases: [string, RequestInit, number][] = [
      [`${server.apiUrl}/portal/nothing`, {}, 404],
      [`${server.apiUrl}/auth/code/sendLoginCode?phone=13800000001&code=a&codeId=a%00b`, {}, 400],
      [
        `${server.apiUrl}/portal/production/selectAuthList`,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ pageNum: 1, pageSize: 10, keyword: 'a\u0000b' }),
        },
        400,
      ],
      [`${server.apiUrl}/portal/%2e%2e/%2e%2e/package.json`, {}, 404],
      [
        `${server.apiUrl}/portal/banner/selectList`,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: `{"x":"${'y'.repeat(1_100_000)}"}`,
        },
        413,
      ],
      [
        `${server.apiUrl}/portal/customer/register`,
        { method: 'POST', headers: { ...headers, 'content-type': 'text/plain' }, body: 'phone=1' },
        400,
      ],
      [
        `${server.apiUrl}/portal/customer/register`,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'phone=1',
        },
        400,
      ],
    ];
    for (const [url, init, code] of cases) {
      const response = await fetch(url, init);
      expect(response.status).toBeLessThan(500);
      expect(((await response.json()) as { code: number }).code).toBe(code);
    }
  });
});
