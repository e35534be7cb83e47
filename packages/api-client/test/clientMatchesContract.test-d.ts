import type { Static, TSchema } from 'typebox';
import { describe, expectTypeOf, test } from 'vitest';
import type { RouteName, RouteOf } from '../src/contract/index';
import type { ApiClient, CallOptions } from '../src/index';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type ClientFunction<N extends RouteName> = N extends `${infer R extends keyof ApiClient}.${infer F}`
  ? F extends keyof ApiClient[R]
    ? ApiClient[R][F]
    : never
  : never;

/** The route's request (when it has one), then the options every call takes. */
type Request<N extends RouteName> =
  RouteOf<N> extends { query: infer Q extends TSchema }
    ? [Static<Q>, CallOptions?]
    : RouteOf<N> extends { body: infer B extends TSchema }
      ? [Static<B>, CallOptions?]
      : [CallOptions?];

type Parameters_<F> = F extends (...args: infer P) => unknown ? P : never;
type Result<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;

/** Route names whose client function does not take the route's request type. */
type RequestMismatches = {
  [N in RouteName]: Equal<Parameters_<ClientFunction<N>>, Request<N>> extends true ? never : N;
}[RouteName];

/** Route names whose client function does not resolve to the route's `data` type. */
type ResultMismatches = {
  [N in RouteName]: Equal<Result<ClientFunction<N>>, Static<RouteOf<N>['data']>> extends true ? never : N;
}[RouteName];

describe('client functions match the route table', () => {
  test('every route has a client function', () => {
    expectTypeOf<{ [N in RouteName]: ClientFunction<N> extends never ? N : never }[RouteName]>().toBeNever();
  });
  test('each takes the request of its route, then the call options', () => {
    expectTypeOf<RequestMismatches>().toBeNever();
  });
  test('each resolves to the data of its route', () => {
    expectTypeOf<ResultMismatches>().toBeNever();
  });
});
