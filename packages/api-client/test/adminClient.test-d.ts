import type { Static, TSchema } from 'typebox';
import { describe, expectTypeOf, test } from 'vitest';
import type { AdminClient, AdminRouteName, AdminRouteOf, CallOptions } from '../src/admin/index';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type ClientFunction<N extends AdminRouteName> = N extends `${infer R extends keyof AdminClient}.${infer F}`
  ? F extends keyof AdminClient[R]
    ? AdminClient[R][F]
    : never
  : never;

type Request<N extends AdminRouteName> =
  AdminRouteOf<N> extends { query: infer Q extends TSchema }
    ? [Static<Q>, CallOptions?]
    : AdminRouteOf<N> extends { body: infer B extends TSchema }
      ? [Static<B>, CallOptions?]
      : [CallOptions?];

type Parameters_<F> = F extends (...args: infer P) => unknown ? P : never;
type Result<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;

describe('the admin client matches adminRoutes', () => {
  test('every route has a client function', () => {
    expectTypeOf<
      { [N in AdminRouteName]: ClientFunction<N> extends never ? N : never }[AdminRouteName]
    >().toBeNever();
  });
  test('each takes its route request and resolves to its data', () => {
    expectTypeOf<
      {
        [N in AdminRouteName]: Equal<Result<ClientFunction<N>>, Static<AdminRouteOf<N>['data']>> extends true
          ? never
          : N;
      }[AdminRouteName]
    >().toBeNever();
    expectTypeOf<
      {
        [N in AdminRouteName]: Parameters_<ClientFunction<N>>['length'] extends Request<N>['length']
          ? never
          : N;
      }[AdminRouteName]
    >().toBeNever();
  });
  test('a staff member has a role of three', () => {
    expectTypeOf<Awaited<ReturnType<AdminClient['session']['current']>>['role']>().toEqualTypeOf<
      'admin' | 'editor' | 'reviewer'
    >();
  });
});
