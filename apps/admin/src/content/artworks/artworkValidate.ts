import { artworkFieldProblems } from '@art-portal/api-client/admin';
import { uploadedImages } from './artworkSaved';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;

/** The form's check of a 作品: the server's own rules (`artworkFieldProblems`), each message beside its field. */
export function artworkValidate(values: Record<string, unknown>): Record<string, string> {
  const problems = artworkFieldProblems({
    title: text(values.title) ?? '',
    author: text(values.author) ?? '',
    cover: text(values.cover) ?? '',
    images: uploadedImages(values.images),
    productType: Number(values.productType ?? 0),
    productInfoType: Number(values.productInfoType ?? 0),
    description: text(values.description),
    year: text(values.year),
    technique: text(values.technique),
    dimensions: text(values.dimensions),
    tags: texts(values.tags),
  });
  return Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [string, string] => !!entry[1]),
  );
}
