import Type, { type TSchema } from 'typebox';

/**
 * An opaque id: a numeric string or an integer. Query parameters arrive as strings: with Ajv's type
 * coercion (Fastify's default) a numeric value passes and anything else is refused. The string form comes
 * first, so coercion hands the server every id as its digits (no precision lost on large ids).
 */
export const IdSchema = Type.Union([Type.String({ pattern: '^[0-9]+$' }), Type.Integer()]);

/** Paging fields of every paged list request (`pageNum` starts at 1). */
export const pageQueryProperties = {
  pageNum: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
};

/** Schema of `PageQuery`. */
export const PageQuerySchema = Type.Object(pageQueryProperties);

/** Schema of `IdQuery`: `?id=`. */
export const IdQuerySchema = Type.Object({ id: IdSchema });

/** Schema of `Page<T>`. */
export function PageSchema<T extends TSchema>(row: T) {
  return Type.Object({ rows: Type.Array(row), total: Type.Integer({ minimum: 0 }) });
}

/** Schema of `Envelope<T>`: the body of every response. */
export function EnvelopeSchema<T extends TSchema>(data: T) {
  return Type.Object({
    code: Type.Union([Type.Number(), Type.String()]),
    msg: Type.String(),
    data: Type.Optional(Type.Union([data, Type.Null()])),
  });
}

/** `data` of a call that returns nothing. */
export const NullSchema = Type.Null();
