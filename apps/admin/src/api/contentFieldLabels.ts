import { contentKindDefinitions, type ContentFieldSpecs } from '@art-portal/api-client/admin';

/** Each content kind's field labels on screen and the fields they name, for the server's per-field refusals. */
export const contentFieldLabels: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // The kinds defined as data: each field's label names it.
  ...Object.fromEntries(
    contentKindDefinitions.map((kind) => [
      kind.resource,
      Object.fromEntries(
        Object.entries(kind.fields as ContentFieldSpecs).map(([name, field]) => [field.label, name]),
      ),
    ]),
  ),
  artworks: {
    标题: 'title',
    作者: 'author',
    封面: 'cover',
    作品图片: 'images',
    作品类别: 'productType',
    作品来源: 'productInfoType',
    作品介绍: 'description',
    年份: 'year',
    技法: 'technique',
    尺寸: 'dimensions',
    标签: 'tags',
  },
  news: { 标题: 'title', 正文: 'content', 摘要: 'summary', 来源: 'source', 作者: 'author', 封面: 'cover' },
};
