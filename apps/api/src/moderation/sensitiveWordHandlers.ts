import type { SensitiveWord } from '@art-portal/api-client/admin';
import { desc, eq, like } from 'drizzle-orm';
import type { AdminDeps, AdminHandlerSet, AdminResourceCalls } from '../backoffice/AdminHandlers';
import { withAudit } from '../backoffice/withAudit';
import { cappedTotal } from '../db/cappedTotal';
import { sensitiveWords } from '../db/schema';
import { badRequest, notFound } from '../http/BusinessError';
import { paging, toKey } from '../http/paging';
import { bumpSensitiveWords, matchingForm } from './sensitiveWordMatcher';

const listDepth = 100_000;

function wordOf(row: typeof sensitiveWords.$inferSelect): SensitiveWord {
  return {
    id: String(row.id),
    word: row.word,
    normalized: row.normalized,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 敏感词 (管理员 only): each change and its 操作日志 row in one transaction, with the list's counter moved. */
export function sensitiveWordHandlers({
  db,
}: AdminDeps): AdminHandlerSet<AdminResourceCalls<'sensitiveWords'>> {
  return {
    'sensitiveWords.list': async ({ query }) => {
      const { limit, offset } = paging(query, listDepth);
      const keyword = query.keyword ? matchingForm(query.keyword) : '';
      const where = keyword
        ? like(sensitiveWords.normalized, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
        : undefined;
      const newestFirst = [desc(sensitiveWords.id)];
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(sensitiveWords)
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
        cappedTotal(db, sensitiveWords, where, listDepth, newestFirst),
      ]);
      return { rows: rows.map(wordOf), ...total };
    },

    'sensitiveWords.add': async ({ body, staff }) => {
      const word = body.word.trim();
      const normalized = matchingForm(word);
      if (!normalized) throw badRequest('敏感词须包含文字或数字');
      return withAudit(
        db,
        staff,
        (row) => ({ action: '新建', kind: '敏感词', recordId: row.id, after: row }),
        async (tx) => {
          const [row] = await tx
            .insert(sensitiveWords)
            .values({ word, normalized, createdBy: staff.loginName })
            .onConflictDoNothing()
            .returning();
          if (!row) throw badRequest(`敏感词“${word}”已在列表中`);
          await bumpSensitiveWords(tx);
          return wordOf(row);
        },
      );
    },

    'sensitiveWords.delete': async ({ body, staff }) => {
      const id = toKey(body.id);
      await withAudit<SensitiveWord>(
        db,
        staff,
        (row) => ({ action: '删除', kind: '敏感词', recordId: row.id, before: row }),
        async (tx) => {
          const [row] = id
            ? await tx.delete(sensitiveWords).where(eq(sensitiveWords.id, id)).returning()
            : [];
          if (!row) throw notFound('敏感词');
          await bumpSensitiveWords(tx);
          return wordOf(row);
        },
      );
      return null;
    },
  };
}
