import type { Static, TSchema } from 'typebox';
import { describe, expectTypeOf, test } from 'vitest';
import type { CallName, calls } from './calls';
import type { Envelope, Page, StaticRequest } from './common';
import type * as c from './index';
import type { RouteOf } from './routes';

/** The property names of the call's query or body schema, `never` when it takes none. */
type SchemaFields<N extends CallName> =
  RouteOf<N> extends { query: infer Q extends TSchema } | { body: infer Q extends TSchema }
    ? keyof Static<Q>
    : never;

/** The names in the call's `fields`, `never` when it has none. */
type ListedFields<N extends CallName> = (typeof calls)[N] extends { fields: readonly (infer F)[] }
  ? F
  : never;

describe("types that are not one schema's Static", () => {
  test('Page<T> and Envelope<T> are the Static of PageSchema and EnvelopeSchema for any row or payload', () => {
    expectTypeOf<Static<ReturnType<typeof c.PageSchema<typeof c.BannerSchema>>>>().toEqualTypeOf<
      Page<Static<typeof c.BannerSchema>>
    >();
    expectTypeOf<Static<ReturnType<typeof c.EnvelopeSchema<typeof c.TokenSchema>>>>().toEqualTypeOf<
      Envelope<Static<typeof c.TokenSchema>>
    >();
  });

  test('StaticRequest is the Static of its schema (optional fields taking undefined changes nothing here)', () => {
    expectTypeOf<StaticRequest<typeof c.ArtworkListQuerySchema>>().toEqualTypeOf<
      Static<typeof c.ArtworkListQuerySchema>
    >();
    expectTypeOf<StaticRequest<typeof c.UpdateEmailRequestSchema>>().toEqualTypeOf<
      Static<typeof c.UpdateEmailRequestSchema>
    >();
  });
});

describe('calls', () => {
  test('each call lists exactly the fields of its query or body schema', () => {
    type Mismatches = {
      [N in CallName]: [SchemaFields<N>] extends [ListedFields<N>]
        ? [ListedFields<N>] extends [SchemaFields<N>]
          ? never
          : N
        : N;
    }[CallName];
    expectTypeOf<Mismatches>().toBeNever();
  });
});
