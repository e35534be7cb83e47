import Type, {
  type Static,
  type TArray,
  type TInteger,
  type TLiteral,
  type TObject,
  type TOptional,
  type TProperties,
  type TSchema,
} from 'typebox';

/**
 * The type of a request schema: its `Static`, whose optional fields also take `undefined`, so an unset filter
 * can be passed as it is under `exactOptionalPropertyTypes`.
 */
export type StaticRequest<S extends TSchema, T = Static<S>> = {
  [K in keyof T]: object extends Pick<T, K> ? T[K] | undefined : T[K];
};

/**
 * An opaque id: a numeric string or an integer. Query parameters arrive as strings: with Ajv's type
 * coercion (Fastify's default) a numeric value passes and anything else is refused. The string form comes
 * first, so coercion hands the server every id as its digits (no precision lost on large ids).
 */
export const IdSchema = Type.Union([Type.String({ pattern: '^[0-9]+$' }), Type.Integer()]);

/** An opaque identifier: a JSON number or a numeric string. Never do arithmetic on it. */
export type Id = Static<typeof IdSchema>;

/** Schemas of the paging fields of every paged list request. */
export type PageQueryProperties = {
  /** 1-based page number. */
  pageNum: TInteger;
  /** Records per page. */
  pageSize: TInteger;
};

/** Paging fields of every paged list request (`pageNum` starts at 1). */
export const pageQueryProperties: PageQueryProperties = {
  pageNum: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
};

/**
 * The properties of a paged list request's schema: the paging fields, then `properties`. Typed by name, so the
 * paging fields' doc comments reach the declarations other modules' schemas are emitted with.
 */
export function pagedProperties<P extends TProperties>(properties: P): PageQueryProperties & P {
  return { ...pageQueryProperties, ...properties };
}

/** Schema of `PageQuery`. */
export const PageQuerySchema = Type.Object(pageQueryProperties);

/** The paging part of every paged list request. */
export type PageQuery = StaticRequest<typeof PageQuerySchema>;

/** Schema of `IdQuery`: `?id=`. */
export const IdQuerySchema = Type.Object({
  /** The record's id. */
  id: IdSchema,
});

/** A request that names one record. */
export type IdQuery = StaticRequest<typeof IdQuerySchema>;

/** Schemas of the fields of `Page<T>`. */
export type PageProperties<T extends TSchema> = {
  /** The records of this page. */
  rows: TArray<T>;
  /** How many records the whole list holds, or how far it can be paged when `totalCapped`. */
  total: TInteger;
  /** Present (true) when the list holds more than `total` records and only the first `total` can be paged. */
  totalCapped: TOptional<TLiteral<true>>;
};

/** Schema of `Page<T>`. */
export function PageSchema<T extends TSchema>(row: T): TObject<PageProperties<T>> {
  return Type.Object({
    rows: Type.Array(row),
    total: Type.Integer({ minimum: 0 }),
    totalCapped: Type.Optional(Type.Literal(true)),
  });
}

/** One page of a paged list: `Static` of `PageSchema(row)` for the row type `T`. */
export interface Page<T> {
  /** The records of this page. */
  rows: T[];
  /** How many records the whole list holds, or how far it can be paged when `totalCapped`. */
  total: number;
  /**
   * True when the list holds more than `total` records: the server pages through only its first `total`
   * (10 000 by default) and refuses a page past them; show the total as “10000+” and ask to narrow the list.
   */
  totalCapped?: true;
}

/** Schema of `Envelope<T>`: the body of every response. */
export function EnvelopeSchema<T extends TSchema>(data: T) {
  return Type.Object({
    /** 200 on success; a number, or the string `"403"` on a forbidden response. */
    code: Type.Union([Type.Number(), Type.String()]),
    /** A message in Chinese, ready to show. */
    msg: Type.String(),
    /** The payload; absent or `null` for calls that return nothing. */
    data: Type.Optional(Type.Union([data, Type.Null()])),
  });
}

/** The body of every API response: `Static` of `EnvelopeSchema(data)` for the payload type `T`. */
export interface Envelope<T> {
  /** 200 on success; a number, or the string `"403"` on a forbidden response. */
  code: number | string;
  /** A message in Chinese, ready to show. */
  msg: string;
  /** The payload; absent or `null` for calls that return nothing. */
  data?: T | null;
}

/** `data` of a call that returns nothing. */
export const NullSchema = Type.Null();

/** Schema of `ViewCount`. */
export const ViewCountSchema = Type.Object({
  /** The record's view count after counting this view. */
  viewCount: Type.Integer({ minimum: 0 }),
});

/** A record's view count, from `artworks.countView()`, `news.countView()` and `courses.countView()`. */
export type ViewCount = Static<typeof ViewCountSchema>;
