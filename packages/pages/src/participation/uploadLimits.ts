/** The browser-side checks of a file before it is uploaded; storage refuses anything over 20 MB anyway. */
export const uploadLimits = {
  maxFiles: 9,
  maxBytes: 20 * 1024 * 1024,
  image: { minSide: 300, maxSide: 8000 },
  types: [
    { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], label: 'JPG' },
    { mime: 'image/png', extensions: ['.png'], label: 'PNG' },
    { mime: 'image/webp', extensions: ['.webp'], label: 'WebP' },
    { mime: 'image/gif', extensions: ['.gif'], label: 'GIF' },
    { mime: 'video/mp4', extensions: ['.mp4'], label: 'MP4' },
    { mime: 'application/pdf', extensions: ['.pdf'], label: 'PDF' },
  ],
} as const;

/** The `accept` attribute of the file input. */
export const acceptAttribute = uploadLimits.types
  .flatMap((type) => [type.mime, ...type.extensions])
  .join(',');

/** The limits as one sentence, shown before the customer picks a file. */
export const limitsText =
  `支持 ${uploadLimits.types.map((type) => type.label).join('、')} 格式；单个文件不超过 ${uploadLimits.maxBytes / 1024 / 1024}MB；` +
  `图片宽高需在 ${uploadLimits.image.minSide}–${uploadLimits.image.maxSide} 像素之间；最多 ${uploadLimits.maxFiles} 个文件。`;
