import Type, { type Static } from 'typebox';
import { NullSchema, PageSchema, pagedProperties, type StaticRequest } from '../contract/common';
import { adminRoute, ADMIN_ONLY } from './AdminRouteDefinition';

/** The longest 敏感词 the list takes, in characters. */
export const SENSITIVE_WORD_MAX_LENGTH = 32;

/** Schema of `SensitiveWord`. */
export const SensitiveWordSchema = Type.Object({
  /** The word's id. */
  id: Type.String(),
  /** The word as it was added. */
  word: Type.String(),
  /** What is matched: the word after the search's normalisation (NFKC, lower case, simplified), letters and digits only. */
  normalized: Type.String(),
  /** 登录名 of who added it. */
  createdBy: Type.String(),
  /** When (ISO 8601). */
  createdAt: Type.String({ format: 'date-time' }),
});

/** One word of the 敏感词 list. */
export type SensitiveWord = Static<typeof SensitiveWordSchema>;

/** Schema of `SensitiveWordListQuery`. */
export const SensitiveWordListQuerySchema = Type.Object(
  pagedProperties({
    /** Part of the word (normalised as the matching is). */
    keyword: Type.Optional(Type.String({ maxLength: SENSITIVE_WORD_MAX_LENGTH })),
  }),
);

/** The 敏感词 list's search. */
export type SensitiveWordListQuery = StaticRequest<typeof SensitiveWordListQuerySchema>;

/** Schema of `SensitiveWordAddRequest`. */
export const SensitiveWordAddRequestSchema = Type.Object({
  /** The word: at least one letter or digit once normalised. */
  word: Type.String({ minLength: 1, maxLength: SENSITIVE_WORD_MAX_LENGTH }),
});

/** 新建 a 敏感词. */
export type SensitiveWordAddRequest = StaticRequest<typeof SensitiveWordAddRequestSchema>;

/** Schema of `SensitiveWordDeleteRequest`. */
export const SensitiveWordDeleteRequestSchema = Type.Object({
  /** The word's id. */
  id: Type.String({ pattern: '^[0-9]{1,10}$' }),
});

/** 删除 a 敏感词. */
export type SensitiveWordDeleteRequest = StaticRequest<typeof SensitiveWordDeleteRequestSchema>;

/** 敏感词 (管理员 only): a change reaches every instance's matching within 5 s. */
export const sensitiveWordRoutes = [
  adminRoute({
    name: 'sensitiveWords.list',
    method: 'GET',
    path: '/sensitiveWords/list',
    roles: ADMIN_ONLY,
    reads: true,
    query: SensitiveWordListQuerySchema,
    data: PageSchema(SensitiveWordSchema),
  }),
  adminRoute({
    name: 'sensitiveWords.add',
    method: 'POST',
    path: '/sensitiveWords/add',
    roles: ADMIN_ONLY,
    reads: false,
    body: SensitiveWordAddRequestSchema,
    data: SensitiveWordSchema,
  }),
  adminRoute({
    name: 'sensitiveWords.delete',
    method: 'POST',
    path: '/sensitiveWords/delete',
    roles: ADMIN_ONLY,
    reads: false,
    body: SensitiveWordDeleteRequestSchema,
    data: NullSchema,
  }),
] as const;
