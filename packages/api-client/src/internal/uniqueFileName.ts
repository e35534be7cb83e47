function randomPart(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  if (uuid) return uuid.replaceAll('-', '');
  return Array.from({ length: 4 }, () =>
    Math.floor(Math.random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0'),
  ).join('');
}

/** A file name no other upload will pick: time, randomness, and the original extension (lower case). */
export function uniqueFileName(originalName: string | undefined): string {
  const extension = /\.([a-z0-9]{1,10})$/i.exec(originalName ?? '')?.[1]?.toLowerCase();
  const base = `${Date.now().toString(36)}-${randomPart()}`;
  return extension ? `${base}.${extension}` : base;
}
