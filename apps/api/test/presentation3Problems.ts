type Json = Record<string, unknown>;

const isLangMap = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((v) => Array.isArray(v) && v.every((s) => typeof s === 'string'));

const isAbsolute = (value: unknown): boolean => typeof value === 'string' && /^https?:\/\/[^/]/.test(value);

/**
 * What a IIIF Presentation API 3 manifest lacks of the fields the spec requires (§ "Resource structure"): an empty
 * list when it has them all.
 */
export function presentation3Problems(manifest: Json): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => void (ok || problems.push(what));
  need(manifest['@context'] === 'http://iiif.io/api/presentation/3/context.json', '@context');
  need(isAbsolute(manifest.id), 'manifest id');
  need(manifest.type === 'Manifest', 'manifest type');
  need(isLangMap(manifest.label), 'manifest label');
  for (const key of ['summary'] as const) if (key in manifest) need(isLangMap(manifest[key]), key);
  for (const entry of (manifest.metadata as Json[] | undefined) ?? [])
    need(isLangMap(entry.label) && isLangMap(entry.value), 'metadata entry');
  const items = manifest.items;
  need(Array.isArray(items) && items.length > 0, 'manifest items');
  for (const canvas of (Array.isArray(items) ? items : []) as Json[]) {
    need(isAbsolute(canvas.id) && canvas.type === 'Canvas', 'canvas id/type');
    need(Number.isInteger(canvas.width) && Number.isInteger(canvas.height), 'canvas size');
    for (const page of (canvas.items as Json[] | undefined) ?? []) {
      need(isAbsolute(page.id) && page.type === 'AnnotationPage', 'annotation page');
      for (const anno of (page.items as Json[] | undefined) ?? []) {
        need(isAbsolute(anno.id) && anno.type === 'Annotation', 'annotation');
        need(anno.motivation === 'painting' && anno.target === canvas.id, 'painting target');
        const body = anno.body as Json | undefined;
        need(isAbsolute(body?.id) && body?.type === 'Image', 'image body');
      }
    }
  }
  return problems;
}

/**
 * What a IIIF Presentation API 3 Collection lacks of the fields the spec requires: an empty list when it has them
 * all. Its items here are manifests, each named by an absolute id and a label.
 */
export function collectionProblems(collection: Json): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => void (ok || problems.push(what));
  need(collection['@context'] === 'http://iiif.io/api/presentation/3/context.json', '@context');
  need(isAbsolute(collection.id), 'collection id');
  need(collection.type === 'Collection', 'collection type');
  need(isLangMap(collection.label), 'collection label');
  if ('summary' in collection) need(isLangMap(collection.summary), 'summary');
  const items = collection.items;
  need(Array.isArray(items), 'collection items');
  for (const item of (Array.isArray(items) ? items : []) as Json[]) {
    need(isAbsolute(item.id) && item.type === 'Manifest', 'item id/type');
    need(isLangMap(item.label), 'item label');
  }
  return problems;
}
