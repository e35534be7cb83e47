import type { ContentListQuery, PublishState } from '@art-portal/api-client/admin';
import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminDeps } from '../backoffice/AdminHandlers';
import type { StaffActor } from '../backoffice/StaffActor';
import { writeAudit, type AuditActor, type Tx } from '../backoffice/withAudit';
import { cappedTotal } from '../db/cappedTotal';
import type { Db } from '../db/openDatabase';
import { isPublic } from '../db/publicRows';
import { contentVersions } from '../db/schema';
import { BusinessError, badRequest, notFound } from '../http/BusinessError';
import { paging, toKey } from '../http/paging';
import { createPostgresSearchIndex } from '../search/createPostgresSearchIndex';
import { keywordListDepth } from '../search/SearchIndex';
import { bucketPaths } from '../storage/registerStorage';
import { pictureStore } from '../storage/pictureStore';
import { requestPyramids } from '../storage/requestPyramids';
import { storedMediaProblem } from '../storage/storedMediaProblem';
import { bumpContentEpoch } from './contentEpoch';
import { staleVersion } from './contentErrors';
import type { ContentKind, ContentRow } from './ContentKind';
import { findVersion, keepVersion, listVersions } from './contentVersions';

type Ctx<Q, B> = { query: Q; body: B; staff: StaffActor };
type Handler<Q, B, D> = (ctx: Ctx<Q, B>) => Promise<D>;
type IdQuery = { id: string };
type VersionBody = { id: string; version: number };

/** The handlers of one kind's calls, by the contract's function name (`list`, `publish`, …). */
export type ContentHandlers<Fields, Rec, ListRow> = {
  list: Handler<ContentListQuery, undefined, { rows: ListRow[]; total: number; totalCapped?: true }>;
  get: Handler<IdQuery, undefined, Rec>;
  create: Handler<undefined, Fields, Rec>;
  update: Handler<undefined, Fields & VersionBody, Rec>;
  publish: Handler<undefined, VersionBody, Rec>;
  schedule: Handler<undefined, VersionBody & { publishAt: string }, Rec>;
  withdraw: Handler<undefined, VersionBody, Rec>;
  versions: Handler<IdQuery, undefined, Awaited<ReturnType<typeof listVersions>>>;
  restore: Handler<undefined, VersionBody & { from: number }, Rec>;
  delete: Handler<undefined, VersionBody, null>;
};

const unpublished: PublishState[] = ['draft', 'scheduled', 'withdrawn'];

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The audit's view of a record: its fields and 状态 (never its whole row). */
export const audited = <Row extends ContentRow>(
  kind: { versionFields: (row: Row) => Record<string, unknown> },
  row: Row,
) => ({
  ...kind.versionFields(row),
  state: row.state,
  version: row.version,
  publishAt: row.publishAt?.toISOString() ?? null,
});

/**
 * The back office's calls of one kind of content. Every write locks the record, checks the version it was given,
 * and in ONE transaction changes it, keeps its version, writes its 操作日志 row and (for what the portal shows)
 * rewrites its search document and moves the content epoch every instance watches.
 */
export function contentHandlers<Row extends ContentRow, Fields, Rec, ListRow>(
  { db, config, log }: AdminDeps,
  kind: ContentKind<Row, Fields, Rec, ListRow>,
): ContentHandlers<Fields, Rec, ListRow> {
  const { table, label, resource } = kind;
  const newestFirst = [desc(table.updatedAt), desc(table.id)];

  const { objects } = bucketPaths(config.dataDir);
  const pictures = pictureStore(config, log, db);
  /** Refuses columns naming what does not exist: the kind's own rule, then each of its files in the storage. */
  async function verify(values: Record<string, unknown>): Promise<void> {
    await kind.verify?.(db, values);
    for (const [key, field] of Object.entries(kind.storedFields ?? {})) {
      const value = values[key];
      // A list of files is refused at the first that is none, named by its place (第2张作品图片).
      const addresses = Array.isArray(value) ? (value as unknown[]) : [value];
      for (const [i, address] of addresses.entries()) {
        if (typeof address !== 'string' || address === '') continue;
        const named = Array.isArray(value) ? { ...field, label: `第${i + 1}张${field.label}` } : field;
        const problem = await storedMediaProblem(objects, named, address);
        if (problem) throw badRequest(problem);
      }
    }
  }

  async function read(conn: Db, id: string, forUpdate: boolean): Promise<Row> {
    const key = toKey(id);
    if (key === null) throw notFound(label);
    const query = conn.select().from(table).where(eq(table.id, key));
    const [row] = (await (forUpdate ? query.for('update') : query)) as Row[];
    if (!row) throw notFound(label);
    return row;
  }

  /** Writes `values` over the record at the next version, keeps that version and logs the change. */
  async function change(
    tx: Tx,
    actor: StaffActor | AuditActor,
    before: Row,
    action: string,
    values: Record<string, unknown>,
  ): Promise<Row> {
    const state = values.state as PublishState | undefined;
    const [after] = (await tx
      .update(table)
      .set({
        ...values,
        ...(state ? kind.stateColumns?.(state) : {}),
        version: before.version + 1,
        updatedBy: actor.loginName,
        updatedAt: new Date(),
      })
      .where(eq(table.id, before.id))
      .returning()) as Row[];
    if (!after) throw notFound(label);
    await keepVersion(tx, {
      kind: resource,
      recordId: after.id,
      version: after.version,
      state: after.state,
      fields: kind.versionFields(after),
      actor,
    });
    await writeAudit(tx, actor, {
      action,
      kind: label,
      recordId: after.id,
      before: audited(kind, before),
      after: audited(kind, after),
    });
    // What the portal shows changed: its search document and every instance's cached reads follow.
    if (before.state === 'published' || after.state === 'published') {
      // A 展品 moved to another 展厅 leaves the old one's document as well as joining the new one's.
      const documents = new Set([before, after].map((row) => kind.searchId?.(row) ?? row.id));
      if (kind.searchKind) await createPostgresSearchIndex(tx).refresh(kind.searchKind, [...documents]);
      await bumpContentEpoch(tx);
    }
    return after;
  }

  /** Runs a change of the version the staff member saw, locked, in one transaction. */
  async function edit(
    staff: StaffActor,
    body: VersionBody,
    decide: (
      tx: Tx,
      row: Row,
    ) =>
      | { action: string; values: Record<string, unknown> }
      | Promise<{ action: string; values: Record<string, unknown> }>,
  ): Promise<Rec> {
    const after = await db.transaction(async (tx) => {
      const row = await read(tx, body.id, true);
      if (row.version !== body.version) throw staleVersion();
      const { action, values } = await decide(tx, row);
      return change(tx, staff, row, action, values);
    });
    // A page the public now sees (发布, or a save of a 已发布 work's pictures) zooms as the seed's works do once its
    // pictures' pyramids are made, in the background.
    if (after.state === 'published' && kind.zoomedPictures)
      await requestPyramids(pictures, kind.zoomedPictures(after));
    return kind.record(after);
  }

  const index = createPostgresSearchIndex(db);
  const newest = (conn: Db, where: SQL | undefined, limit: number, offset = 0) =>
    conn
      .select()
      .from(table)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset) as Promise<Row[]>;

  /**
   * A 标题 search. The 已发布 records are found through the site search's index (its words: title, names, text,
   * pinyin), the others (few) by their title's text on the 状态 index. Each part yields at most 1 000 candidates, read
   * without an order so that the planner starts from what matches, not from the newest rows; the candidates are
   * ordered newest first here and only the page's rows are read.
   */
  async function search(query: ContentListQuery, keyword: string) {
    const { limit, offset } = paging(query, keywordListDepth);
    const byTitle = ilike(kind.titleColumn, likePattern(keyword));
    const parts: SQL[] = [];
    if (query.state === undefined || query.state === 'published') {
      const matches = kind.searchKind ? await index.filter(kind.searchKind, sql`${table.id}`, keyword) : null;
      parts.push(and(isPublic(table), matches ?? byTitle) ?? sql`false`);
    }
    if (query.state !== 'published') {
      const states = query.state ? [query.state] : unpublished;
      parts.push(and(inArray(table.state, states), byTitle) ?? sql`false`);
    }
    const found = await Promise.all(
      parts.map(
        (where) =>
          db
            .select({ id: table.id, updatedAt: table.updatedAt })
            .from(table)
            .where(where)
            .limit(keywordListDepth + 1) as Promise<{ id: number; updatedAt: Date }[]>,
      ),
    );
    const candidates = found
      .flat()
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id);
    const ids = candidates.slice(offset, offset + limit).map((c) => c.id);
    const rows = ids.length ? await newest(db, inArray(table.id, ids), limit) : [];
    const capped = candidates.length > keywordListDepth;
    return {
      rows: rows.map(kind.listRow),
      ...(capped ? { total: keywordListDepth, totalCapped: true as const } : { total: candidates.length }),
    };
  }

  const withState = (state: PublishState, extra: Record<string, unknown> = {}) => ({ state, ...extra });

  return {
    list: async ({ query }) => {
      const keyword = query.keyword?.trim();
      if (keyword) return search(query, keyword);
      const { limit, offset } = paging(query, config.listDepth);
      const where = query.state ? eq(table.state, query.state) : undefined;
      const [rows, total] = await Promise.all([
        newest(db, where, limit, offset),
        cappedTotal(db, table, where, config.listDepth, newestFirst),
      ]);
      return { rows: rows.map(kind.listRow), ...total };
    },

    get: async ({ query }) => kind.record(await read(db, query.id, false)),

    create: async ({ body, staff }) => {
      if (kind.fixedRecords) throw new BusinessError(400, kind.fixedRecords);
      const values = kind.columns(body);
      await verify(values);
      return db.transaction(async (tx) => {
        const [row] = (await tx
          .insert(table)
          .values({
            ...kind.insertDefaults?.(),
            ...values,
            ...kind.stateColumns?.('draft'),
            state: 'draft',
            version: 1,
            updatedBy: staff.loginName,
          })
          .returning()) as Row[];
        if (!row) throw new BusinessError(500, '保存失败，请重试');
        await keepVersion(tx, {
          kind: resource,
          recordId: row.id,
          version: 1,
          state: 'draft',
          fields: kind.versionFields(row),
          actor: staff,
        });
        await writeAudit(tx, staff, {
          action: '新建',
          kind: label,
          recordId: row.id,
          after: audited(kind, row),
        });
        return kind.record(row);
      });
    },

    update: async ({ body, staff }) => {
      await verify(kind.columns(body));
      return edit(staff, body, (_tx, row) => ({ action: '保存', values: kind.columns(body, row) }));
    },

    publish: ({ body, staff }) =>
      edit(staff, body, (_tx, row) => {
        if (row.state === 'published') throw badRequest(`该${label}已发布`);
        return {
          action: '发布',
          values: withState('published', { publishAt: null, ...kind.onPublish?.(row.state) }),
        };
      }),

    schedule: ({ body, staff }) => {
      const at = new Date(body.publishAt);
      if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now())
        throw badRequest('定时发布的时间应晚于现在');
      return edit(staff, body, (_tx, row) => {
        if (row.state === 'published') throw badRequest(`该${label}已发布，请先下线再定时发布`);
        return { action: '定时发布', values: withState('scheduled', { publishAt: at }) };
      });
    },

    withdraw: ({ body, staff }) =>
      edit(staff, body, (_tx, row) => {
        // 下线 of one that waits for its time cancels the 定时发布: it is a draft again.
        if (row.state === 'scheduled')
          return { action: '下线', values: withState('draft', { publishAt: null }) };
        if (row.state !== 'published') throw badRequest(`只有已发布的${label}可以下线`);
        return { action: '下线', values: withState('withdrawn') };
      }),

    versions: async ({ query }) => {
      const row = await read(db, query.id, false);
      return listVersions(db, resource, row.id);
    },

    restore: ({ body, staff }) =>
      edit(staff, body, async (tx, row) => {
        const fields = await findVersion(tx, resource, row.id, body.from);
        if (!fields) throw notFound('该版本');
        const values = kind.columns(kind.formOf(fields), row);
        return { action: '恢复', values: withState('draft', { ...values, publishAt: null }) };
      }),

    delete: async ({ body, staff }) => {
      if (kind.fixedRecords) throw new BusinessError(400, kind.fixedRecords);
      await db.transaction(async (tx) => {
        const row = await read(tx, body.id, true);
        if (row.version !== body.version) throw staleVersion();
        if (row.state !== 'draft') throw badRequest(`只能删除草稿；已发布的${label}请先下线`);
        await tx.delete(table).where(eq(table.id, row.id));
        await tx
          .delete(contentVersions)
          .where(and(eq(contentVersions.kind, resource), eq(contentVersions.recordId, row.id)));
        await writeAudit(tx, staff, {
          action: '删除',
          kind: label,
          recordId: row.id,
          before: audited(kind, row),
        });
      });
      return null;
    },
  };
}
