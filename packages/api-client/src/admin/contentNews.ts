import Type, { type Static } from 'typebox';
import type { StaticRequest } from '../contract/common';
import { contentMetaProperties, contentRoutes } from './content';
import { STORAGE_PATH_PATTERN } from './contentArtworks';

/** Longest 标题 of a 资讯, in characters. */
export const NEWS_TITLE_MAX_LENGTH = 100;
/** Longest 摘要, in characters. */
export const NEWS_SUMMARY_MAX_LENGTH = 300;
/** Longest 来源 or 作者, in characters. */
export const NEWS_NAME_MAX_LENGTH = 50;
/** Longest 正文 as HTML, in characters. */
export const NEWS_CONTENT_MAX_LENGTH = 100_000;

/**
 * What a 资讯's form sends. Only 标题 and 正文 are required (`newsFieldProblems`); the schema only bounds the sizes
 * the server reads, so that every rule has its Chinese message beside its field.
 */
export const newsFieldProperties = {
  /** 标题. */
  title: Type.String({ maxLength: 1000 }),
  /** 正文: HTML from the rich-text editor, sanitised by the server with the portal's allow-list. */
  content: Type.String({ maxLength: 1_000_000 }),
  /** 摘要 (default: the start of the 正文's text). */
  summary: Type.Optional(Type.String({ maxLength: 10_000 })),
  /** 来源. */
  source: Type.Optional(Type.String({ maxLength: 1000 })),
  /** 作者. */
  author: Type.Optional(Type.String({ maxLength: 1000 })),
  /** 封面: a picture's address from the storage (`/storage/…`), or empty. */
  cover: Type.Optional(Type.String({ maxLength: 2000 })),
};

/** Schema of `NewsFields`. */
export const NewsFieldsSchema = Type.Object(newsFieldProperties);

/** A 资讯's editable fields. */
export type NewsFields = StaticRequest<typeof NewsFieldsSchema>;

/** Schema of `NewsRecord`. */
export const NewsRecordSchema = Type.Object({
  ...contentMetaProperties,
  title: Type.String(),
  content: Type.String(),
  summary: Type.String(),
  source: Type.String(),
  author: Type.String(),
  cover: Type.String(),
  /** 发布时间 on the portal (ISO 8601): set at the first 发布. */
  publishTime: Type.String({ format: 'date-time' }),
});

/** A 资讯 as the back office's form reads it. */
export type NewsRecord = Static<typeof NewsRecordSchema>;

/** Schema of `NewsRow`. */
export const NewsRowSchema = Type.Object({
  ...contentMetaProperties,
  title: Type.String(),
  source: Type.String(),
  publishTime: Type.String({ format: 'date-time' }),
});

/** A 资讯 in the back office's list. */
export type NewsRow = Static<typeof NewsRowSchema>;

/** The calls of 资讯 (`news.list`, `news.create`, `news.publish`, …). */
export const newsContentRoutes = contentRoutes('news', {
  record: NewsRecordSchema,
  row: NewsRowSchema,
  fields: newsFieldProperties,
});

const charCount = (text: string) => Array.from(text).length;

/**
 * Why each field of a 资讯 is not acceptable (Chinese, ready to show beside the field); empty when it is. `content`
 * is checked as sent: the server checks the sanitised 正文 again, so HTML with no text left is refused too.
 */
export function newsFieldProblems(fields: NewsFields): Partial<Record<keyof NewsFields, string>> {
  const problems: Partial<Record<keyof NewsFields, string>> = {};
  const title = fields.title.trim();
  if (title === '') problems.title = '请输入标题';
  else if (charCount(title) > NEWS_TITLE_MAX_LENGTH)
    problems.title = `标题不能超过${NEWS_TITLE_MAX_LENGTH}个字`;
  if (fields.content.trim() === '') problems.content = '请输入正文';
  else if (fields.content.length > NEWS_CONTENT_MAX_LENGTH) problems.content = '正文过长，请删减后再保存';
  if (fields.summary !== undefined && charCount(fields.summary.trim()) > NEWS_SUMMARY_MAX_LENGTH)
    problems.summary = `摘要不能超过${NEWS_SUMMARY_MAX_LENGTH}个字`;
  if (fields.source !== undefined && charCount(fields.source.trim()) > NEWS_NAME_MAX_LENGTH)
    problems.source = `来源不能超过${NEWS_NAME_MAX_LENGTH}个字`;
  if (fields.author !== undefined && charCount(fields.author.trim()) > NEWS_NAME_MAX_LENGTH)
    problems.author = `作者不能超过${NEWS_NAME_MAX_LENGTH}个字`;
  const cover = fields.cover?.trim() ?? '';
  if (cover !== '' && !new RegExp(STORAGE_PATH_PATTERN).test(cover)) problems.cover = '请上传封面图片';
  return problems;
}
