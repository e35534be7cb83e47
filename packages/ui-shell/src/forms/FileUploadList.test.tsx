import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FileUploadListProps } from './FileUploadList';
import * as stories from './FileUploadList.stories';

const { Empty, SeveralFiles, RestoredFromDraft } = composeStories(stories);

/** The texts of a row: its name, size, status, buttons and message, in order. */
function rowTexts(name: string): string[] {
  const row = screen.getByRole('listitem', { name });
  return [...row.querySelectorAll('p, span, button')]
    .filter((element) => element.children.length === 0 || element.localName === 'button')
    .map((element) => element.textContent ?? '')
    .filter((text) => text !== '');
}

describe('FileUploadList', () => {
  it('shows each state with its status, the buttons it allows and its message', () => {
    render(<SeveralFiles />);
    expect(rowTexts('城市之光-2.png')).toEqual(['城市之光-2.png', '840KB', '已上传', '移除']);
    expect(rowTexts('城市之光-1.png')).toEqual(['城市之光-1.png', '2.4MB', '上传中', '取消']);
    expect(rowTexts('城市之光-3.png')).toEqual(['城市之光-3.png', '2.4MB', '检查中']);
    expect(rowTexts('创作说明.pdf')).toEqual([
      '创作说明.pdf',
      '2.4MB',
      '上传失败',
      '重试',
      '移除',
      '文件上传失败，请稍后重试',
    ]);
    expect(rowTexts('notes.txt')).toEqual(['notes.txt', '1KB', '不符合要求', '移除', '不支持的文件格式']);
    expect(rowTexts('动态海报.mp4')).toEqual([
      '动态海报.mp4',
      '17.5MB',
      '已取消',
      '重试',
      '移除',
      '上传已取消',
    ]);
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '城市之光-2.png 上传进度',
      '城市之光-1.png 上传进度',
    ]);
    expect(screen.getAllByRole('alert')).toHaveLength(4);
  });

  it('leaves out the size of a file restored from a draft', () => {
    render(<RestoredFromDraft />);
    expect(rowTexts('作业.png')).toEqual(['作业.png', '已上传', '移除']);
  });

  it('calls back with the row’s id', () => {
    const callbacks = { onCancel: fn(), onRetry: fn(), onRemove: fn() };
    render(<SeveralFiles {...callbacks} />);
    const press = (row: string, button: string) =>
      fireEvent.click(
        within(screen.getByRole('listitem', { name: row })).getByRole('button', { name: button }),
      );
    press('城市之光-1.png', '取消');
    press('创作说明.pdf', '重试');
    press('notes.txt', '移除');
    expect(callbacks.onCancel).toHaveBeenCalledWith('uploading');
    expect(callbacks.onRetry).toHaveBeenCalledWith('failed');
    expect(callbacks.onRemove).toHaveBeenCalledWith('unsupported');
  });

  it('hands on the files picked and empties the input, so the same file can be picked again', () => {
    const onAdd = fn<FileUploadListProps['onAdd']>();
    render(<Empty onAdd={onAdd} label="上传作业文件" />);
    const input = screen.getByLabelText<HTMLInputElement>('上传作业文件');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText(/单个文件不超过 20MB/).id);
    const picked = new File(['png'], '作业.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [picked] } });
    expect(onAdd).toHaveBeenCalledWith([picked]);
    expect(input.value).toBe('');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
