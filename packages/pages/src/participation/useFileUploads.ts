import { isApiError } from '@art-portal/api-client';
import type { FileUploadItem, FileUploadListProps } from '@art-portal/ui-shell/forms';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkFile } from './checkFile';
import { acceptAttribute, limitsText, uploadLimits } from './uploadLimits';
import { useApiClient } from './useApiClient';

/** A file that reached storage: what a draft keeps. */
export type UploadedFile = { name: string; url: string };

/** A row of the upload list, and where its file is stored once it is. */
type UploadItem = FileUploadItem & { url: string | null };

let nextId = 0;

function uploadFailure(error: unknown): string {
  if (isApiError(error)) return error.message;
  return '文件上传失败，请稍后重试';
}

/**
 * Files picked for a form: checked in the browser, then uploaded straight to storage one by one with
 * progress, cancel and retry. `uploaded` lists the stored files (restored from a draft, too); `list` is what
 * ui-shell's FileUploadList shows them with.
 */
export function useFileUploads(
  initial: readonly UploadedFile[],
  onUploadedChange: (files: UploadedFile[]) => void,
) {
  const api = useApiClient();
  const [items, setItems] = useState<UploadItem[]>(() =>
    initial.map((file) => ({
      id: `restored-${nextId++}`,
      name: file.name,
      size: 0,
      status: 'done',
      progress: 100,
      url: file.url,
      error: null,
    })),
  );
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const reportChange = useRef(onUploadedChange);
  useEffect(() => {
    reportChange.current = onUploadedChange;
  });

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const doneKey = items
    .filter((item) => item.status === 'done')
    .map((item) => item.url)
    .join('\n');
  useEffect(() => {
    reportChange.current(
      items
        .filter((item) => item.status === 'done' && item.url !== null)
        .map((item) => ({ name: item.name, url: item.url ?? '' })),
    );
    // Report only when the set of stored files changes, not on every progress tick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doneKey]);

  const upload = useCallback(
    async (id: string) => {
      const file = files.current.get(id);
      if (!file) return;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      patch(id, { status: 'uploading', progress: 0, error: null });
      try {
        const url = await api.upload.uploadFile(file, {
          signal: controller.signal,
          onProgress: ({ progress }) => {
            if (progress !== undefined) patch(id, { progress: Math.round(progress * 100) });
          },
        });
        patch(id, { status: 'done', progress: 100, url });
      } catch (error) {
        if (controller.signal.aborted) patch(id, { status: 'cancelled', error: '上传已取消' });
        else patch(id, { status: 'failed', error: uploadFailure(error) });
      } finally {
        controllers.current.delete(id);
      }
    },
    [api, patch],
  );

  const add = useCallback(
    async (picked: readonly File[]) => {
      const room = uploadLimits.maxFiles - items.filter((item) => item.status !== 'invalid').length;
      const accepted = picked.slice(0, Math.max(0, room));
      const added: UploadItem[] = picked.map((file, index) => ({
        id: `file-${nextId++}`,
        name: file.name,
        size: file.size,
        status: index < accepted.length ? 'checking' : 'invalid',
        progress: 0,
        url: null,
        error: index < accepted.length ? null : `最多 ${uploadLimits.maxFiles} 个文件`,
      }));
      added.forEach((item, index) => {
        const file = picked[index];
        if (file) files.current.set(item.id, file);
      });
      setItems((current) => [...current, ...added]);
      for (const item of added) {
        if (item.status !== 'checking') continue;
        const file = files.current.get(item.id);
        const refusal = file ? await checkFile(file) : '文件无法读取';
        if (refusal) patch(item.id, { status: 'invalid', error: refusal });
        else await upload(item.id);
      }
    },
    [items, patch, upload],
  );

  return {
    /** True while a file is being checked or uploaded. */
    busy: items.some((item) => item.status === 'checking' || item.status === 'uploading'),
    uploaded: items
      .filter((item) => item.status === 'done' && item.url !== null)
      .map((item) => item.url ?? ''),
    /** The props of ui-shell's FileUploadList but its label: the rows, the limits, and what its buttons do. */
    list: {
      items,
      accept: acceptAttribute,
      limitsText,
      onAdd: add,
      onCancel: (id: string) => controllers.current.get(id)?.abort(),
      onRetry: (id: string) => void upload(id),
      onRemove: (id: string) => {
        controllers.current.get(id)?.abort();
        files.current.delete(id);
        setItems((current) => current.filter((item) => item.id !== id));
      },
    } satisfies Omit<FileUploadListProps, 'label'>,
  };
}
