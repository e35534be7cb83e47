import type { SearchKind } from '@art-portal/api-client';
import type { StoredMedia } from '@art-portal/api-client/admin';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CacheTag } from '../cache/ReadCache';
import type { PublishState } from '../db/contentSchema';
import type { Db } from '../db/openDatabase';

/** The columns the publishing code reads and writes on every kind's table (migration 0005_publishing). */
type ContentColumns = {
  id: PgColumn;
  state: PgColumn;
  publishAt: PgColumn;
  version: PgColumn;
  updatedBy: PgColumn;
  updatedAt: PgColumn;
};

/** A row of a kind's table as the publishing code needs it. */
export type ContentRow = {
  id: number;
  state: PublishState;
  publishAt: Date | null;
  version: number;
  updatedBy: string | null;
  updatedAt: Date;
};

/**
 * One kind of content as the back office edits it: its table, how a form becomes columns (checked and
 * sanitised), what a version keeps, and what the back office's calls answer.
 */
export type ContentKind<Row extends ContentRow, Fields, Rec, ListRow> = {
  /** The contract's resource (`news`): the calls are `news.list`, `news.publish`, … */
  resource: string;
  /** The kind's name in the back office and its 操作日志 (资讯). */
  label: string;
  table: PgTable & ContentColumns;
  /** The column the list shows and searches as 标题 (a 作品类别's 名称). */
  titleColumn: PgColumn;
  /** The kind's documents in the site search, if it has any. */
  searchKind: SearchKind | null;
  /** The search document a record's change rewrites (its own id unless it is part of another's: a 展品's 展厅). */
  searchId?: (row: Row) => number;
  /** The read-cache tags its public reads carry. */
  cacheTags: readonly CacheTag[];
  /**
   * The columns a form sets, checked field by field (a Chinese refusal) and with its rich text sanitised. Given the
   * record as it is, rich text the editor sent back unchanged stays as stored (sanitising again may reorder a tag's
   * attributes, which 历史版本 would show as a change).
   */
  columns: (fields: Fields, current?: Row) => Record<string, unknown>;
  /** The fields a version keeps (JSON): what 历史版本 compares and 恢复此版本 restores. */
  versionFields: (row: Row) => Record<string, unknown>;
  /** A version's fields as a form would send them again. */
  formOf: (fields: Record<string, unknown>) => Fields;
  /** The record as the back office's form reads it. */
  record: (row: Row) => Rec;
  /** The record as a row of the back office's list. */
  listRow: (row: Row) => ListRow;
  /** Refuses columns that name what does not exist (a 作品类别), with the field's Chinese message. */
  verify?: (db: Db, values: Record<string, unknown>) => Promise<void>;
  /**
   * The columns that hold a file of the storage (an address, or a list of them: a 作品's 作品图片), and what each
   * must be: a save is refused unless each is one.
   */
  storedFields?: Readonly<Record<string, { label: string; media: StoredMedia }>>;
  /**
   * The stored pictures a published record's page zooms into (a 作品's): 发布, and a save of a 已发布 record, ask for
   * their IIIF tile pyramids.
   */
  zoomedPictures?: (row: Row) => readonly string[];
  /** Columns that follow the 状态 (a 作品's public flag, which its list indexes lead with). */
  stateColumns?: (state: PublishState) => Record<string, unknown>;
  /** Why 新建 and 删除 are refused, for a kind whose records are fixed (页面, one per address). */
  fixedRecords?: string;
  /** Columns a new record needs besides its form's (a 资讯's 发布时间 until its first 发布). */
  insertDefaults?: () => Record<string, unknown>;
  /** Columns 发布 sets besides the 状态, given the 状态 it had (a 资讯's 发布时间 unless it comes back after 下线). */
  onPublish?: (previous: PublishState) => Record<string, unknown>;
};
