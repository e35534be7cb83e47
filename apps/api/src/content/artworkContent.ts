import {
  artworkFieldProblems,
  type ArtworkFields,
  type ArtworkRecord,
  type ArtworkRow,
} from '@art-portal/api-client/admin';
import { eq } from 'drizzle-orm';
import { artworks, productInfoTypes, productTypes } from '../db/schema';
import { BusinessError } from '../http/BusinessError';
import { fieldProblem } from './contentErrors';
import type { ContentKind } from './ContentKind';
import { contentMeta, keptRichText, versionNumber, versionText, versionTexts } from './contentMeta';

type ArtworkTableRow = typeof artworks.$inferSelect;

/**
 * 作品 in the back office. Its pictures are addresses in the storage (uploaded through the storage's own upload, with
 * its types, limits and renditions); 作品介绍 is sanitised with the portal's allow-list. Its public flag follows the
 * 状态, so the portal's list indexes (which lead with it) serve a million works as before.
 */
export const artworkContent: ContentKind<ArtworkTableRow, ArtworkFields, ArtworkRecord, ArtworkRow> = {
  resource: 'artworks',
  label: '作品',
  table: artworks,
  titleColumn: artworks.title,
  searchKind: 'artworks',
  cacheTags: ['artworks'],
  columns: (fields, current) => {
    const refused = fieldProblem(artworkFieldProblems(fields));
    if (refused) throw refused;
    const description = keptRichText(fields.description ?? '', current?.description);
    const cover = fields.cover.trim();
    const images = (fields.images ?? []).map((image) => image.trim());
    const optional = (value: string | undefined) => (value?.trim() ? value.trim() : null);
    return {
      title: fields.title.trim(),
      author: fields.author.trim(),
      cover,
      images: images.length > 0 ? images : [cover],
      productType: fields.productType,
      productInfoType: fields.productInfoType,
      description,
      year: optional(fields.year),
      technique: optional(fields.technique),
      dimensions: optional(fields.dimensions),
      tags: [...new Set((fields.tags ?? []).map((tag) => tag.trim()).filter(Boolean))],
    };
  },
  verify: async (db, values) => {
    const [type] = await db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(eq(productTypes.id, versionNumber(values.productType)));
    if (!type) throw new BusinessError(400, '请选择作品类别');
    const [origin] = await db
      .select({ id: productInfoTypes.id })
      .from(productInfoTypes)
      .where(eq(productInfoTypes.id, versionNumber(values.productInfoType)));
    if (!origin) throw new BusinessError(400, '请选择作品来源');
  },
  storedFields: {
    cover: { label: '封面', media: 'picture' },
    images: { label: '作品图片', media: 'picture' },
  },
  zoomedPictures: (row) => row.images,
  stateColumns: (state) => ({ published: state === 'published' }),
  versionFields: (row) => ({
    title: row.title,
    author: row.author,
    cover: row.cover,
    images: row.images,
    productType: row.productType,
    productInfoType: row.productInfoType,
    description: row.description,
    year: row.year ?? '',
    technique: row.technique ?? '',
    dimensions: row.dimensions ?? '',
    tags: row.tags,
  }),
  formOf: (fields) => ({
    title: versionText(fields.title),
    author: versionText(fields.author),
    cover: versionText(fields.cover),
    images: versionTexts(fields.images),
    productType: versionNumber(fields.productType),
    productInfoType: versionNumber(fields.productInfoType),
    description: versionText(fields.description),
    year: versionText(fields.year),
    technique: versionText(fields.technique),
    dimensions: versionText(fields.dimensions),
    tags: versionTexts(fields.tags),
  }),
  record: (row) => ({
    ...contentMeta(row),
    title: row.title,
    author: row.author,
    cover: row.cover,
    images: row.images,
    productType: row.productType,
    productInfoType: row.productInfoType,
    description: row.description,
    year: row.year ?? '',
    technique: row.technique ?? '',
    dimensions: row.dimensions ?? '',
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
  }),
  listRow: (row) => ({ ...contentMeta(row), title: row.title, author: row.author, cover: row.cover }),
};
