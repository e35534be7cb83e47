import Type, { type TSchema } from 'typebox';

/**
 * An opaque id: an integer, or a numeric string. Query parameters arrive as strings; with Ajv's type
 * coercion (Fastify's default) a numeric query value passes, anything else is refused.
 */
export const IdSchema = Type.Union([Type.Integer(), Type.String({ pattern: '^[0-9]+$' })]);

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
