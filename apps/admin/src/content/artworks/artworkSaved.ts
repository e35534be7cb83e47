/** The 作品图片 a form holds, without the slots added and left empty. */
export function uploadedImages(value: unknown): string[] | undefined {
  return Array.isArray(value)
    ? value.filter((image): image is string => typeof image === 'string' && image.trim() !== '')
    : undefined;
}

/** What a 作品's save sends: its form's values, 作品图片 slots left empty dropped (nothing was uploaded there). */
export function artworkSaved(values: Record<string, unknown>): Record<string, unknown> {
  const images = uploadedImages(values.images);
  return images ? { ...values, images } : values;
}
