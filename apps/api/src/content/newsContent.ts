import {
  NEWS_SUMMARY_MAX_LENGTH,
  newsFieldProblems,
  type NewsFields,
  type NewsRecord,
  type NewsRow,
} from '@art-portal/api-client/admin';
import { news } from '../db/schema';
import { plainText } from '../search/plainText';
import { fieldProblem } from './contentErrors';
import type { ContentKind } from './ContentKind';
import { contentMeta, keptRichText, versionText } from './contentMeta';

type NewsTableRow = typeof news.$inferSelect;

/** The start of the 正文's text, for a 资讯 saved without a 摘要. */
function summaryOf(content: string): string {
  return Array.from(plainText(content)).slice(0, 120).join('');
}

/** 资讯 in the back office: 标题 and 正文 required, the 正文 sanitised with the portal's allow-list. */
export const newsContent: ContentKind<NewsTableRow, NewsFields, NewsRecord, NewsRow> = {
  resource: 'news',
  label: '资讯',
  table: news,
  titleColumn: news.title,
  searchKind: 'news',
  cacheTags: ['news'],
  columns: (fields, current) => {
    const refused = fieldProblem(newsFieldProblems(fields));
    if (refused) throw refused;
    const content = keptRichText(fields.content, current?.content);
    if (plainText(content) === '' && !/<(img|video)\b/i.test(content))
      throw fieldProblem({ content: '正文没有可显示的内容' }) ?? new Error('unreachable');
    const summary = fields.summary?.trim() || summaryOf(content);
    return {
      title: fields.title.trim(),
      content,
      summary: Array.from(summary).slice(0, NEWS_SUMMARY_MAX_LENGTH).join(''),
      source: fields.source?.trim() ?? '',
      author: fields.author?.trim() ?? '',
      cover: fields.cover?.trim() ?? '',
    };
  },
  versionFields: (row) => ({
    title: row.title,
    content: row.content,
    summary: row.summary,
    source: row.source,
    author: row.author,
    cover: row.cover,
  }),
  formOf: (fields) => ({
    title: versionText(fields.title),
    content: versionText(fields.content),
    summary: versionText(fields.summary),
    source: versionText(fields.source),
    author: versionText(fields.author),
    cover: versionText(fields.cover),
  }),
  record: (row) => ({
    ...contentMeta(row),
    title: row.title,
    content: row.content,
    summary: row.summary,
    source: row.source,
    author: row.author,
    cover: row.cover,
    publishTime: row.publishTime.toISOString(),
  }),
  listRow: (row) => ({
    ...contentMeta(row),
    title: row.title,
    source: row.source,
    publishTime: row.publishTime.toISOString(),
  }),
  storedFields: { cover: { label: '封面', media: 'picture' } },
  insertDefaults: () => ({ publishTime: new Date() }),
  // Its 发布时间 on the portal is when it first went public; one brought back after 下线 keeps its own.
  onPublish: (previous) => (previous === 'withdrawn' ? {} : { publishTime: new Date() }),
};
