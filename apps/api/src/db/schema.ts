import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { publishingColumns } from './contentSchema';

/** 投稿审核's states: 待审核, 已通过, 未通过. */
export type EntryReviewState = 'pending' | 'approved' | 'rejected';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  projectName: text('project_name').notNull(),
  ...publishingColumns(),
});

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  email: text('email').unique(),
  name: text('name'),
  passwordHash: text('password_hash'),
  authProject: integer('auth_project').references(() => projects.id),
  authOrg: text('auth_org'),
  studentCode: text('student_code'),
  authStatus: smallint('auth_status'),
  /** When the customer last sent their 实名认证 (the review queue is oldest first by it). */
  authSubmittedAt: timestamp('auth_submitted_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const tokens = pgTable('tokens', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Image challenges, SMS codes and e-mail codes: one row per send, used once. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    code: text('code').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.target, t.createdAt),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('messages_customer_idx').on(t.customerId, t.createdAt)],
);

export const productTypes = pgTable('product_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ...publishingColumns(),
});

export const productInfoTypes = pgTable('product_info_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const artworks = pgTable(
  'artworks',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    cover: text('cover').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    author: text('author').notNull(),
    productType: integer('product_type')
      .notNull()
      .references(() => productTypes.id),
    productInfoType: integer('product_info_type')
      .notNull()
      .references(() => productInfoTypes.id),
    description: text('description').notNull(),
    year: text('year'),
    technique: text('technique'),
    dimensions: text('dimensions'),
    videoUrl: text('video_url'),
    tags: jsonb('tags').$type<string[]>().notNull(),
    viewCount: integer('view_count').notNull().default(0),
    published: boolean('published').notNull().default(true),
    ...publishingColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('artworks_list_idx').on(t.published, t.createdAt, t.id),
    index('artworks_type_list_idx').on(t.published, t.productType, t.createdAt, t.id),
    index('artworks_info_type_list_idx').on(t.published, t.productInfoType, t.createdAt, t.id),
    index('artworks_both_types_list_idx').on(
      t.published,
      t.productType,
      t.productInfoType,
      t.createdAt,
      t.id,
    ),
  ],
);

export const productionColumns = pgTable('production_columns', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  cover: text('cover').notNull(),
  sort: integer('sort').notNull(),
});

export const columnArtworks = pgTable(
  'column_artworks',
  {
    columnId: integer('column_id')
      .notNull()
      .references(() => productionColumns.id),
    artworkId: integer('artwork_id')
      .notNull()
      .references(() => artworks.id),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.columnId, t.artworkId] })],
);

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    cover: text('cover').notNull(),
    summary: text('summary').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: smallint('status').notNull(),
    rules: text('rules').notNull(),
    prizes: text('prizes').notNull(),
    organizer: text('organizer').notNull(),
    /** Entries of the call, kept by triggers on activity_entries (0001_scale.sql). */
    entryCount: integer('entry_count').notNull().default(0),
    ...publishingColumns(),
  },
  (t) => [
    index('activities_list_idx').on(t.state, t.startTime, t.id),
    index('activities_status_list_idx').on(t.state, t.status, t.startTime, t.id),
  ],
);

export const activityEntries = pgTable(
  'activity_entries',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    customerId: integer('customer_id').references(() => customers.id),
    customerName: text('customer_name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    cover: text('cover').notNull(),
    fileUrls: jsonb('file_urls').$type<string[]>().notNull(),
    /** 投稿审核 (0006_entry_reviews.sql): only 'approved' entries are public. */
    reviewState: text('review_state').$type<EntryReviewState>().notNull().default('pending'),
    /** Why it was 驳回 (null otherwise). */
    reviewReason: text('review_reason'),
    /** The 登录名 of who decided. */
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_entries_activity_idx').on(t.activityId, t.reviewState, t.createdAt, t.id),
    index('activity_entries_review_idx').on(t.reviewState, t.createdAt, t.id),
    index('activity_entries_customer_idx').on(t.customerId, t.activityId),
  ],
);

export const exhibitionHalls = pgTable('exhibition_halls', {
  id: serial('id').primaryKey(),
  exhibitionId: integer('exhibition_id').notNull(),
  name: text('name').notNull(),
  cover: text('cover').notNull(),
  description: text('description').notNull(),
  content: text('content').notNull(),
  sort: integer('sort').notNull(),
  ...publishingColumns(),
});

export const hallWorks = pgTable('hall_works', {
  id: serial('id').primaryKey(),
  hallId: integer('hall_id')
    .notNull()
    .references(() => exhibitionHalls.id),
  title: text('title').notNull(),
  author: text('author').notNull(),
  image: text('image').notNull(),
  description: text('description').notNull(),
  sort: integer('sort').notNull(),
  ...publishingColumns(),
});

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    cover: text('cover').notNull(),
    summary: text('summary').notNull(),
    source: text('source').notNull(),
    author: text('author').notNull(),
    content: text('content').notNull(),
    publishTime: timestamp('publish_time', { withTimezone: true }).notNull(),
    viewCount: integer('view_count').notNull().default(0),
    ...publishingColumns(),
  },
  (t) => [index('news_list_idx').on(t.state, t.publishTime, t.id)],
);

/** An item of a 页面's repeatable group (a chapter, a case): its text fields by name. */
type PageItem = Record<string, string>;

/** 页面: an editorial page by its fixed slug (migration 0015_pages). */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  eyebrow: text('eyebrow').notNull(),
  lead: text('lead').notNull(),
  palette: text('palette').notNull(),
  figures: jsonb('figures').$type<PageItem[]>().notNull(),
  chapters: jsonb('chapters').$type<PageItem[]>().notNull(),
  casesTitle: text('cases_title').notNull(),
  cases: jsonb('cases').$type<PageItem[]>().notNull(),
  ...publishingColumns(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  link: text('link').notNull(),
  sort: integer('sort').notNull(),
  ...publishingColumns(),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    cover: text('cover').notNull(),
    lecturer: text('lecturer').notNull(),
    summary: text('summary').notNull(),
    duration: integer('duration').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    videoUrl: text('video_url').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    ...publishingColumns(),
  },
  (t) => [index('courses_list_idx').on(t.state, t.createdAt, t.id)],
);

export const courseComments = pgTable(
  'course_comments',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    customerId: integer('customer_id').references(() => customers.id),
    customerName: text('customer_name').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    /** 已发布 (`published`), 待审核 (`pending`: it holds a 敏感词) or 已隐藏 (`hidden`); migration 0007_moderation. */
    state: text('state').$type<CommentState>().notNull().default('published'),
    /** Why a reviewer hid it (隐藏 requires one). */
    hiddenReason: text('hidden_reason'),
    /** 登录名 of the last reviewer who decided on it. */
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  // The partial and ordered indexes are in the migration's SQL (drizzle-kit is not run on this schema).
);

/** A course comment's state (评论管理). */
export type CommentState = 'published' | 'pending' | 'hidden';

/** The 敏感词 list (管理员): a comment holding one of them waits for review. */
export const sensitiveWords = pgTable('sensitive_words', {
  id: serial('id').primaryKey(),
  /** As the 管理员 typed it. */
  word: text('word').notNull(),
  /** After the search's normalisation (NFKC, case, traditional → simplified), letters and digits only. */
  normalized: text('normalized').notNull().unique(),
  createdBy: text('created_by').notNull(),
  createdAt: createdAt(),
});

export const courseCheckIns = pgTable(
  'course_check_ins',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.customerId] })],
);

export const homeworks = pgTable(
  'homeworks',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    content: text('content').notNull(),
    fileUrls: jsonb('file_urls').$type<string[]>().notNull(),
    createdAt: createdAt(),
    /** The back office's id of the homework (migration 0007_moderation). */
    id: serial('id').notNull().unique(),
    /** 待批阅 (`pending`) or 已批阅 (`reviewed`); a new submission waits again. */
    state: text('state').$type<'pending' | 'reviewed'>().notNull().default('pending'),
    reviewComment: text('review_comment'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.customerId] })],
);

/** A `tsvector`, written as the literal the search index builds (see search/searchTerms.ts). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One public record of any kind as the search index holds it (migration 0002_search). */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind').notNull(),
    recordId: integer('record_id').notNull(),
    title: text('title').notNull(),
    /** The title normalized as queries are, for the exact-title match that ranks first. */
    titleKey: text('title_key').notNull(),
    /** Plain text snippets are cut from. */
    body: text('body').notNull(),
    /** The title, artists and tags suggestions complete to. */
    phrases: jsonb('phrases').$type<string[]>().notNull(),
    /** What the result's card shows beyond title and snippet. */
    card: jsonb('card').$type<Record<string, unknown>>().notNull(),
    terms: tsvector('terms').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    open: boolean('open').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.recordId] }),
    // One GIN index per kind (migration 0003), so that a word common in one kind costs nothing in another.
    ...(['artworks', 'activities', 'exhibitions', 'news', 'courses'] as const).map((kind) =>
      index(`search_documents_${kind}_terms_idx`)
        .using('gin', t.terms)
        .where(sql.raw(`"kind" = '${kind}'`)),
    ),
    // The orders a common word's matches are walked in.
    index('search_documents_kind_latest_idx').on(t.kind, t.publishedAt.desc().nullsLast(), t.recordId.desc()),
    index('search_documents_kind_popular_idx').on(
      t.kind,
      t.viewCount.desc(),
      t.publishedAt.desc().nullsLast(),
      t.recordId.desc(),
    ),
    index('search_documents_title_key_idx').using('btree', t.titleKey.op('text_pattern_ops')),
  ],
);

/**
 * How many documents of a kind hold each term, kept by triggers on `search_documents` (which is only ever inserted
 * into and deleted from), so that a query knows how common its words are before choosing how to read them. The
 * term '' counts the kind's documents.
 */
export const searchTermCounts = pgTable(
  'search_term_counts',
  {
    kind: text('kind').notNull(),
    /** Collated "C", so that the terms a prefix begins are one range of the key. */
    term: text('term').notNull(),
    documents: integer('documents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.term] })],
);
export * from './backofficeSchema';
export * from './contentSchema';

/** 站内消息 sent from the back office (migration 0014): to one customer, or one row for 全体用户. */
export const broadcasts = pgTable(
  'broadcasts',
  {
    /** From the messages' sequence (migration 0014): 我的消息 names a broadcast and a message with one kind of id. */
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('messages_id_seq')`),
    audience: text('audience').$type<'one' | 'all'>().notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    includeLater: boolean('include_later').notNull().default(false),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sentBy: text('sent_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('broadcasts_sent_idx').on(t.createdAt.desc(), t.id.desc()),
    index('broadcasts_all_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.audience} = 'all'`),
    index('broadcasts_later_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.audience} = 'all' AND ${t.includeLater}`),
  ],
);

/** A broadcast's read mark: a row per customer who read it. */
export const broadcastReads = pgTable(
  'broadcast_reads',
  {
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcasts.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
  },
  (t) => [primaryKey({ name: 'broadcast_reads_pk', columns: [t.customerId, t.broadcastId] })],
);
