import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phone360 } from '../internal/storybook/phone360';
import { FileUploadList, type FileUploadItem } from './FileUploadList';

/** The portal's upload limits, as the pages pass them (ui-shell cannot import the pages' `uploadLimits`). */
const accept =
  'image/jpeg,.jpg,.jpeg,image/png,.png,image/webp,.webp,image/gif,.gif,video/mp4,.mp4,application/pdf,.pdf';
const limitsText =
  '支持 JPG、PNG、WebP、GIF、MP4、PDF 格式；单个文件不超过 20MB；图片宽高需在 300–8000 像素之间；最多 9 个文件。';

/** A file of the list: 2.4 MB, nothing wrong. */
function file(id: string, name: string, change: Partial<FileUploadItem>): FileUploadItem {
  return { id, name, size: 2_516_582, status: 'done', progress: 100, error: null, ...change };
}

const checking = file('checking', '城市之光-3.png', { status: 'checking', progress: 0 });
const uploading = file('uploading', '城市之光-1.png', { status: 'uploading', progress: 45 });
const done = file('done', '城市之光-2.png', { size: 860_160 });
const restored = file('restored', '作业.png', { size: 0 });
const failed = file('failed', '创作说明.pdf', {
  status: 'failed',
  progress: 30,
  error: '文件上传失败，请稍后重试',
});
const invalid = file('invalid', 'tiny.png', {
  size: 2_048,
  status: 'invalid',
  progress: 0,
  error: '图片尺寸 120×90 不符合要求（300–8000 像素）',
});
const unsupported = file('unsupported', 'notes.txt', {
  size: 12,
  status: 'invalid',
  progress: 0,
  error: '不支持的文件格式',
});
const cancelled = file('cancelled', '动态海报.mp4', {
  size: 18_350_080,
  status: 'cancelled',
  progress: 60,
  error: '上传已取消',
});

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Forms/FileUploadList',
  component: FileUploadList,
  parameters: { layout: 'padded' },
  args: {
    items: [],
    accept,
    limitsText,
    label: '上传作品文件',
    onAdd: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof FileUploadList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet: the limits describe the picker; the files picked are handed on in order. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const picker = canvas.getByLabelText('上传作品文件');
    await expect(picker).toHaveAccessibleDescription(limitsText);
    await expect(picker).toHaveAttribute('accept', accept);
    await expect(canvas.queryByRole('list', { name: '已选文件' })).not.toBeInTheDocument();
    const picked = [
      new File(['%PDF-1.4'], '创作说明.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.4'], '草图.pdf', { type: 'application/pdf' }),
    ];
    await userEvent.upload(picker, picked);
    await expect(args.onAdd).toHaveBeenCalledWith(picked);
  },
};

/** Being checked in the browser (type, size, a picture's dimensions): nothing to press yet. */
export const Checking: Story = {
  args: { items: [checking] },
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('listitem', { name: checking.name }));
    await expect(row.getByText('检查中')).toBeInTheDocument();
    await expect(row.queryByRole('button')).not.toBeInTheDocument();
    await expect(row.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** Uploading, 45 %: its progress bar is named after the file; 取消 stops it. */
export const Uploading: Story = {
  args: { items: [uploading] },
  play: async ({ canvas, args, userEvent }) => {
    const row = within(canvas.getByRole('listitem', { name: uploading.name }));
    await expect(row.getByText('上传中')).toBeInTheDocument();
    await expect(row.getByRole('progressbar', { name: `${uploading.name} 上传进度` })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    await expect(row.queryByRole('button', { name: '移除' })).not.toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledWith(uploading.id);
  },
};

/** Stored: 已上传 in the success colour, a full bar, and 移除. */
export const Done: Story = {
  args: { items: [done] },
  play: async ({ canvas, args, userEvent }) => {
    const row = within(canvas.getByRole('listitem', { name: done.name }));
    await expect(row.getByText('840KB')).toBeInTheDocument();
    await expect(row.getByRole('progressbar', { name: `${done.name} 上传进度` })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await userEvent.click(row.getByRole('button', { name: '移除' }));
    await expect(args.onRemove).toHaveBeenCalledWith(done.id);
  },
};

/** Restored from a draft: stored, its size unknown and not shown. */
export const RestoredFromDraft: Story = {
  args: { items: [restored] },
};

/** Storage refused the upload: the message is announced; 重试 and 移除. */
export const Failed: Story = {
  args: { items: [failed] },
  play: async ({ canvas, args, userEvent }) => {
    const row = within(canvas.getByRole('listitem', { name: failed.name }));
    await expect(row.getByText('上传失败')).toBeInTheDocument();
    await expect(row.getByRole('alert')).toHaveTextContent('文件上传失败，请稍后重试');
    await userEvent.click(row.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledWith(failed.id);
  },
};

/** Refused by the browser's checks: why, and only 移除. */
export const Invalid: Story = {
  args: { items: [invalid] },
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('listitem', { name: invalid.name }));
    await expect(row.getByText('不符合要求')).toBeInTheDocument();
    await expect(row.getByRole('alert')).toHaveTextContent('图片尺寸 120×90 不符合要求（300–8000 像素）');
    await expect(row.getAllByRole('button').map((button) => button.textContent)).toEqual(['移除']);
  },
};

/** Cancelled by the customer: 重试 and 移除. */
export const Cancelled: Story = {
  args: { items: [cancelled] },
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('listitem', { name: cancelled.name }));
    await expect(row.getByText('已取消')).toBeInTheDocument();
    await expect(row.getByText('17.5MB')).toBeInTheDocument();
    await expect(row.getAllByRole('button').map((button) => button.textContent)).toEqual(['重试', '移除']);
  },
};

/** Several files at once, one in every state, in the order they were picked. */
export const SeveralFiles: Story = {
  args: { items: [done, uploading, checking, failed, unsupported, invalid, cancelled] },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: '已选文件' })).getAllByRole('listitem');
    await expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      done.name,
      uploading.name,
      checking.name,
      failed.name,
      unsupported.name,
      invalid.name,
      cancelled.name,
    ]);
  },
};

/** On a 360 px phone the rows wrap (name, then size, status and buttons) and nothing is wider than the screen. */
export const Phone: Story = {
  globals: phone360,
  args: SeveralFiles.args,
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
