// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkFile } from './checkFile';
import { limitsText, uploadLimits } from './uploadLimits';

describe('the browser-side file checks', () => {
  it('refuses types outside the list, empty files and files over the size limit', async () => {
    expect(await checkFile(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe('不支持的文件格式');
    expect(await checkFile(new File([], 'empty.pdf', { type: 'application/pdf' }))).toBe('文件为空');
    const big = new File([new Uint8Array(uploadLimits.maxBytes + 1)], 'big.mp4', { type: 'video/mp4' });
    expect(await checkFile(big)).toBe('文件超过 20MB');
  });

  it('accepts a listed type by extension when the browser gives no MIME type', async () => {
    expect(await checkFile(new File(['%PDF-1.7'], 'portfolio.PDF', { type: '' }))).toBeNull();
  });

  it('states every limit before a file is picked', () => {
    expect(limitsText).toBe(
      '支持 JPG、PNG、WebP、GIF、MP4、PDF 格式；单个文件不超过 20MB；图片宽高需在 300–8000 像素之间；最多 9 个文件。',
    );
  });
});
