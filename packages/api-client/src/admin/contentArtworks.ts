import Type, { type Static } from 'typebox';
import type { StaticRequest } from '../contract/common';
import { adminRoute, EDITORS } from './AdminRouteDefinition';
import { contentMetaProperties, contentRoutes } from './content';

/** Longest 标题 of a 作品, in characters. */
export const ARTWORK_TITLE_MAX_LENGTH = 100;
/** Most pictures of one 作品. */
export const ARTWORK_MAX_IMAGES = 20;
/** Longest 作品介绍 as HTML, in characters. */
export const ARTWORK_DESCRIPTION_MAX_LENGTH = 50_000;
/** Longest short field (作者, 年份, 技法, 尺寸, a 标签), in characters. */
export const ARTWORK_NAME_MAX_LENGTH = 50;

/**
 * A picture's address in the storage (`/storage/…`): pictures come only through the storage's own upload. Each
 * segment is a name: never empty, `.` or `..`, so that no address resolves outside `/storage/`.
 */
export const STORAGE_PATH_PATTERN = '^/storage(?:/(?!\\.\\.?(?:/|$))[A-Za-z0-9._-]+)+$';

/**
 * What a 作品's form sends. Required: 标题, 作者, 封面, 作品类别 and 作品来源 (what the portal cannot show a work
 * without); the schema only bounds sizes, so that every rule has its Chinese message (`artworkFieldProblems`).
 */
export const artworkFieldProperties = {
  /** 标题. */
  title: Type.String({ maxLength: 1000 }),
  /** 作者. */
  author: Type.String({ maxLength: 1000 }),
  /** 封面: a picture in the storage. */
  cover: Type.String({ maxLength: 2000 }),
  /** The work's pictures, in order (the cover first when empty). */
  images: Type.Optional(Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 100 })),
  /** 作品类别's id. */
  productType: Type.Integer({ minimum: 0 }),
  /** 作品来源's id. */
  productInfoType: Type.Integer({ minimum: 0 }),
  /** 作品介绍: HTML from the rich-text editor, sanitised by the server. */
  description: Type.Optional(Type.String({ maxLength: 1_000_000 })),
  /** 年份. */
  year: Type.Optional(Type.String({ maxLength: 1000 })),
  /** 技法. */
  technique: Type.Optional(Type.String({ maxLength: 1000 })),
  /** 尺寸. */
  dimensions: Type.Optional(Type.String({ maxLength: 1000 })),
  /** 标签. */
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 100 })),
};

/** Schema of `ArtworkFields`. */
export const ArtworkFieldsSchema = Type.Object(artworkFieldProperties);

/** A 作品's editable fields. */
export type ArtworkFields = StaticRequest<typeof ArtworkFieldsSchema>;

/** Schema of `ArtworkRecord`. */
export const ArtworkRecordSchema = Type.Object({
  ...contentMetaProperties,
  title: Type.String(),
  author: Type.String(),
  cover: Type.String(),
  images: Type.Array(Type.String()),
  productType: Type.Integer(),
  productInfoType: Type.Integer(),
  description: Type.String(),
  year: Type.String(),
  technique: Type.String(),
  dimensions: Type.String(),
  tags: Type.Array(Type.String()),
  /** When it was added (ISO 8601): the portal lists works newest first by it. */
  createdAt: Type.String({ format: 'date-time' }),
});

/** A 作品 as the back office's form reads it. */
export type ArtworkRecord = Static<typeof ArtworkRecordSchema>;

/** Schema of `ArtworkRow`. */
export const ArtworkRowSchema = Type.Object({
  ...contentMetaProperties,
  title: Type.String(),
  author: Type.String(),
  cover: Type.String(),
});

/** A 作品 in the back office's list. */
export type ArtworkRow = Static<typeof ArtworkRowSchema>;

/** The calls of 作品 (`artworks.list`, `artworks.create`, `artworks.publish`, …). */
export const artworkContentRoutes = contentRoutes('artworks', {
  record: ArtworkRecordSchema,
  row: ArtworkRowSchema,
  fields: artworkFieldProperties,
});

/** Schema of `ArtworkSource`. */
export const ArtworkSourceSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A 作品来源 (个人原创, 院校推荐, …): the names the portal's 数字作品 filters by. */
export type ArtworkSource = Static<typeof ArtworkSourceSchema>;

/** `artworkSources.list`: every 作品来源, for a 作品's form to choose from by name. */
export const artworkSourceRoutes = [
  adminRoute({
    name: 'artworkSources.list',
    method: 'GET',
    path: '/artworkSources/list',
    roles: EDITORS,
    reads: true,
    data: Type.Array(ArtworkSourceSchema),
  }),
] as const;

const charCount = (text: string) => Array.from(text).length;
const storagePath = new RegExp(STORAGE_PATH_PATTERN);

/** Why each field of a 作品 is not acceptable (Chinese, ready to show beside the field); empty when it is. */
export function artworkFieldProblems(fields: ArtworkFields): Partial<Record<keyof ArtworkFields, string>> {
  const problems: Partial<Record<keyof ArtworkFields, string>> = {};
  const title = fields.title.trim();
  if (title === '') problems.title = '请输入标题';
  else if (charCount(title) > ARTWORK_TITLE_MAX_LENGTH)
    problems.title = `标题不能超过${ARTWORK_TITLE_MAX_LENGTH}个字`;
  const author = fields.author.trim();
  if (author === '') problems.author = '请输入作者';
  else if (charCount(author) > ARTWORK_NAME_MAX_LENGTH)
    problems.author = `作者不能超过${ARTWORK_NAME_MAX_LENGTH}个字`;
  if (!storagePath.test(fields.cover.trim())) problems.cover = '请上传封面图片';
  const images = fields.images ?? [];
  if (images.length > ARTWORK_MAX_IMAGES) problems.images = `作品图片最多${ARTWORK_MAX_IMAGES}张`;
  else if (images.some((image) => !storagePath.test(image.trim())))
    problems.images = '作品图片需通过上传添加';
  if (fields.productType < 1) problems.productType = '请选择作品类别';
  if (fields.productInfoType < 1) problems.productInfoType = '请选择作品来源';
  if ((fields.description ?? '').length > ARTWORK_DESCRIPTION_MAX_LENGTH)
    problems.description = '作品介绍过长，请删减后再保存';
  for (const key of ['year', 'technique', 'dimensions'] as const) {
    const value = fields[key]?.trim() ?? '';
    const label = { year: '年份', technique: '技法', dimensions: '尺寸' }[key];
    if (charCount(value) > ARTWORK_NAME_MAX_LENGTH)
      problems[key] = `${label}不能超过${ARTWORK_NAME_MAX_LENGTH}个字`;
  }
  const tags = fields.tags ?? [];
  if (tags.length > 20) problems.tags = '标签最多20个';
  else if (tags.some((tag) => charCount(tag.trim()) > 20)) problems.tags = '每个标签不能超过20个字';
  return problems;
}
