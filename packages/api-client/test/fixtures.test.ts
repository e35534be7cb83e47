import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { describe, expect, test } from 'vitest';
import { ExhibitionHallDetailSchema, routes, UserInfoSchema } from '../src/contract/index';
import {
  exhibitionHallDetail,
  exhibitionHalls,
  pageOf,
  pendingUserInfo,
  registeredUserInfo,
  sampleAnswers,
  sampleRequests,
} from '../src/fixtures/index';

/** Where `value` breaks `schema`, one line per error; empty when it conforms. */
function problems(schema: TSchema, value: unknown): string[] {
  return [...Value.Errors(schema, value)].map((error) => `${error.instancePath || '/'} ${error.message}`);
}

describe('the fixtures conform to the contract', () => {
  test.each(routes.map((route) => [route.name, route] as const))(
    "%s: the sample answer matches the call's data schema",
    (name, route) => {
      expect(problems(route.data, sampleAnswers[name])).toEqual([]);
    },
  );

  test.each(
    routes.flatMap((route) => {
      const schema = 'query' in route ? route.query : 'body' in route ? route.body : undefined;
      return schema ? [[route.name, schema] as const] : [];
    }),
  )("%s: the sample argument matches the call's request schema", (name, schema) => {
    expect(problems(schema, sampleRequests[name as keyof typeof sampleRequests])).toEqual([]);
  });

  test('every call that takes an argument has a sample argument, and no other', () => {
    const taking = routes.filter((route) => 'query' in route || 'body' in route).map((route) => route.name);
    expect(Object.keys(sampleRequests).sort()).toEqual([...taking].sort());
  });

  test('every hall has a detail that matches its schema', () => {
    for (const hall of exhibitionHalls) {
      expect(problems(ExhibitionHallDetailSchema, exhibitionHallDetail(String(hall.id)))).toEqual([]);
    }
    expect(exhibitionHallDetail('0')).toBeUndefined();
  });

  test('the customer in each verification state matches its schema', () => {
    for (const customer of [registeredUserInfo, pendingUserInfo]) {
      expect(problems(UserInfoSchema, customer)).toEqual([]);
    }
    expect([
      registeredUserInfo.authStatus,
      pendingUserInfo.authStatus,
      sampleAnswers['customer.getInfo'].authStatus,
    ]).toEqual([null, 0, 1]);
  });

  test('a broken record is caught: the check can fail', () => {
    const [route] = routes.filter((r) => r.name === 'artworks.get');
    expect(problems(route!.data, { ...sampleAnswers['artworks.get'], viewCount: '12' })).not.toEqual([]);
  });
});

describe('pageOf', () => {
  test('cuts the page asked for and counts every row', () => {
    const rows = Array.from({ length: 25 }, (_, index) => index);
    expect(pageOf(rows, { pageNum: 3, pageSize: 10 })).toEqual({ rows: [20, 21, 22, 23, 24], total: 25 });
    expect(pageOf(rows, {}).rows).toHaveLength(10);
  });
});
