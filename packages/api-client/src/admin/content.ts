import Type, { type Static, type TObject, type TProperties, type TSchema } from 'typebox';
import { NullSchema, PageSchema, pagedProperties, type StaticRequest } from '../contract/common';
import { adminRoute, EDITORS } from './AdminRouteDefinition';

/** Schema of `PublishState`: 草稿 · 待发布 · 已发布 · 已下线. */
export const PublishStateSchema = Type.Union([
  Type.Literal('draft'),
  Type.Literal('scheduled'),
  Type.Literal('published'),
  Type.Literal('withdrawn'),
]);

/** A record's 状态: only `published` is on the portal. */
export type PublishState = Static<typeof PublishStateSchema>;

/** The 状态 as the back office names them. */
export const publishStateLabels: Readonly<Record<PublishState, string>> = {
  draft: '草稿',
  scheduled: '待发布',
  published: '已发布',
  withdrawn: '已下线',
};

/** What a save answers when someone else saved the record after it was read (HTTP 409). */
export const STALE_VERSION_MESSAGE = '此内容已被他人修改，请刷新后再编辑';

const RecordIdSchema = Type.String({ pattern: '^[0-9]{1,10}$' });
const VersionSchema = Type.Integer({ minimum: 1 });
const Time = Type.String({ format: 'date-time' });

/** The publishing fields every record of content answers with, beside its own. */
export const contentMetaProperties = {
  /** The record's id. */
  id: Type.String(),
  /** 状态. */
  state: PublishStateSchema,
  /** The version a save of this record must carry (the optimistic lock). */
  version: Type.Integer({ minimum: 1 }),
  /** When a 定时发布 is due (ISO 8601), else null. */
  publishAt: Type.Union([Time, Type.Null()]),
  /** 登录名 of whoever saved it last (null for content from before the back office). */
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  /** When it was last saved (ISO 8601). */
  updatedAt: Time,
};

/** Schema of `ContentListQuery`. */
export const ContentListQuerySchema = Type.Object(
  pagedProperties({
    /** Part of the 标题. */
    keyword: Type.Optional(Type.String({ maxLength: 64 })),
    /** Only this 状态. */
    state: Type.Optional(PublishStateSchema),
  }),
);

/** A content list's search and filters. */
export type ContentListQuery = StaticRequest<typeof ContentListQuerySchema>;

/** Schema of `ContentIdQuery`. */
export const ContentIdQuerySchema = Type.Object({
  /** The record's id. */
  id: RecordIdSchema,
});

/** Names one record of content. */
export type ContentIdQuery = StaticRequest<typeof ContentIdQuerySchema>;

/** Schema of `ContentVersionRequest`. */
export const ContentVersionRequestSchema = Type.Object({
  /** The record's id. */
  id: RecordIdSchema,
  /** The version the staff member saw (a stale one is refused with {@link STALE_VERSION_MESSAGE}). */
  version: VersionSchema,
});

/** 发布, 下线 or 删除 of the version the staff member saw. */
export type ContentVersionRequest = StaticRequest<typeof ContentVersionRequestSchema>;

/** Schema of `ContentScheduleRequest`. */
export const ContentScheduleRequestSchema = Type.Object({
  /** The record's id. */
  id: RecordIdSchema,
  /** The version the staff member saw. */
  version: VersionSchema,
  /** When to publish it (ISO 8601, in the future). */
  publishAt: Time,
});

/** 定时发布. */
export type ContentScheduleRequest = StaticRequest<typeof ContentScheduleRequestSchema>;

/** Schema of `ContentRestoreRequest`. */
export const ContentRestoreRequestSchema = Type.Object({
  /** The record's id. */
  id: RecordIdSchema,
  /** The record's current version (the optimistic lock). */
  version: VersionSchema,
  /** The version to restore: its fields become a new 草稿. */
  from: VersionSchema,
});

/** 恢复此版本. */
export type ContentRestoreRequest = StaticRequest<typeof ContentRestoreRequestSchema>;

/** Schema of `ContentVersion`. */
export const ContentVersionSchema = Type.Object({
  /** The version's number (1 for the first save). */
  version: Type.Integer({ minimum: 1 }),
  /** The 状态 the save left the record in. */
  state: PublishStateSchema,
  /** 登录名 of who saved it (系统 for 定时发布). */
  loginName: Type.String(),
  /** When (ISO 8601). */
  at: Time,
  /** The fields that differ from the version before (all of them for the first). */
  changed: Type.Array(Type.String()),
  /** The record's fields as this version saved them. */
  fields: Type.Record(Type.String(), Type.Unknown()),
});

/** One entry of 历史版本. */
export type ContentVersion = Static<typeof ContentVersionSchema>;

/**
 * The calls of one kind of content, all for 编辑 and 管理员: the list (search by 标题, filter by 状态), one record,
 * 新建 (a 草稿), 保存草稿 (with the version it edited), 发布, 定时发布, 下线, 历史版本, 恢复此版本 and 删除 (drafts only).
 * `record` is the whole record as the form reads it, `row` a list row, `fields` what the form sends.
 */
export function contentRoutes<
  const R extends string,
  Rec extends TSchema,
  Row extends TSchema,
  F extends TProperties,
>(resource: R, schemas: { record: Rec; row: Row; fields: F }) {
  const { record, row, fields } = schemas;
  const saved = Type.Object({ ...fields, id: RecordIdSchema, version: VersionSchema }) as TObject<
    F & { id: typeof RecordIdSchema; version: typeof VersionSchema }
  >;
  return [
    adminRoute({
      name: `${resource}.list`,
      method: 'GET',
      path: `/${resource}/list`,
      roles: EDITORS,
      reads: true,
      query: ContentListQuerySchema,
      data: PageSchema(row),
    }),
    adminRoute({
      name: `${resource}.get`,
      method: 'GET',
      path: `/${resource}/get`,
      roles: EDITORS,
      reads: true,
      query: ContentIdQuerySchema,
      data: record,
    }),
    adminRoute({
      name: `${resource}.create`,
      method: 'POST',
      path: `/${resource}/create`,
      roles: EDITORS,
      reads: false,
      body: Type.Object(fields),
      data: record,
    }),
    adminRoute({
      name: `${resource}.update`,
      method: 'POST',
      path: `/${resource}/update`,
      roles: EDITORS,
      reads: false,
      body: saved,
      data: record,
    }),
    adminRoute({
      name: `${resource}.publish`,
      method: 'POST',
      path: `/${resource}/publish`,
      roles: EDITORS,
      reads: false,
      body: ContentVersionRequestSchema,
      data: record,
    }),
    adminRoute({
      name: `${resource}.schedule`,
      method: 'POST',
      path: `/${resource}/schedule`,
      roles: EDITORS,
      reads: false,
      body: ContentScheduleRequestSchema,
      data: record,
    }),
    adminRoute({
      name: `${resource}.withdraw`,
      method: 'POST',
      path: `/${resource}/withdraw`,
      roles: EDITORS,
      reads: false,
      body: ContentVersionRequestSchema,
      data: record,
    }),
    adminRoute({
      name: `${resource}.versions`,
      method: 'GET',
      path: `/${resource}/versions`,
      roles: EDITORS,
      reads: true,
      query: ContentIdQuerySchema,
      data: Type.Array(ContentVersionSchema),
    }),
    adminRoute({
      name: `${resource}.restore`,
      method: 'POST',
      path: `/${resource}/restore`,
      roles: EDITORS,
      reads: false,
      body: ContentRestoreRequestSchema,
      data: record,
    }),
    adminRoute({
      name: `${resource}.delete`,
      method: 'POST',
      path: `/${resource}/delete`,
      roles: EDITORS,
      reads: false,
      body: ContentVersionRequestSchema,
      data: NullSchema,
    }),
  ] as const;
}
