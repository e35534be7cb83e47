import { bigserial, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** 草稿 · 待发布 · 已发布 · 已下线, as stored. */
export type PublishState = 'draft' | 'scheduled' | 'published' | 'withdrawn';

/**
 * The publishing columns every kind of content has (migration 0005_publishing): its 状态, when a 定时发布 is due, the
 * version a save must carry (the optimistic lock), and who saved it last.
 */
export const publishingColumns = () => ({
  state: text('state').$type<PublishState>().notNull().default('published'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every save of a record of content: its fields as they were then, and who saved them (历史版本). */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    recordId: integer('record_id').notNull(),
    version: integer('version').notNull(),
    state: text('state').$type<PublishState>().notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    staffId: integer('staff_id'),
    loginName: text('login_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('content_versions_record_version_unique').on(t.kind, t.recordId, t.version)],
);
