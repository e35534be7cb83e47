import { uploadLimits } from './uploadLimits';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}

/** Checks type, size and (for pictures) dimensions; resolves to the refusal, or `null` when the file may be uploaded. */
export async function checkFile(file: File): Promise<string | null> {
  const extension = extensionOf(file.name);
  const type = uploadLimits.types.find(
    (candidate) =>
      candidate.mime === file.type || (candidate.extensions as readonly string[]).includes(extension),
  );
  if (!type) return '不支持的文件格式';
  if (file.size === 0) return '文件为空';
  if (file.size > uploadLimits.maxBytes) return `文件超过 ${uploadLimits.maxBytes / 1024 / 1024}MB`;
  if (type.mime.startsWith('image/')) {
    const size = await imageSize(file);
    if (!size) return '图片无法读取';
    const { minSide, maxSide } = uploadLimits.image;
    if (Math.min(size.width, size.height) < minSide || Math.max(size.width, size.height) > maxSide) {
      return `图片尺寸 ${size.width}×${size.height} 不符合要求（${minSide}–${maxSide} 像素）`;
    }
  }
  return null;
}
