import { contentKindDefinitions } from '@art-portal/api-client/admin';
import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  DeleteButton,
  SaveButton,
  Toolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { routeRoles } from '../api/routeRoles';
import { useAdminActions } from '../auth/useAdminActions';
import { clearDraft, draftKey } from '../drafts/formDrafts';
import { recordStatus } from './contentStatus';
import { openPreview } from './openPreview';
import { ScheduleDialog } from './ScheduleDialog';
import { VersionHistoryDialog } from './VersionHistoryDialog';

/** Kinds whose records are fixed (页面): never deleted, even as a 草稿. */
const fixedKinds = new Set<string>(
  contentKindDefinitions.filter((kind) => 'fixed' in kind && kind.fixed).map((kind) => kind.resource),
);

const failure = (error: unknown) => (error instanceof Error ? error.message : '操作失败，请重试');

/**
 * The buttons of a saved record: 保存草稿, 预览, 发布, 定时发布, 下线, 历史版本, and 删除 while it is a draft.
 * 预览, 发布 and 定时发布 act on what is saved: with unsaved changes they wait for 保存草稿.
 */
export function ContentEditToolbar() {
  const record = useRecordContext<RaRecord>();
  const kind = useResourceContext() ?? '';
  const actions = useAdminActions();
  const notify = useNotify();
  const refresh = useRefresh();
  const { isDirty } = useFormState();
  const [dialog, setDialog] = useState<'schedule' | 'versions' | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const status = recordStatus(record);
  const version = Number(record.version);
  const canPreview = routeRoles.has(`${kind}.preview`);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify(failure(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton label="保存草稿" />
      {canPreview && (
        <Button
          variant="outlined"
          disabled={busy || isDirty}
          onClick={() =>
            void openPreview(() => actions.previewUrl(kind, record.id)).catch((e: unknown) =>
              notify(failure(e), { type: 'error' }),
            )
          }
        >
          预览
        </Button>
      )}
      <Button
        variant="contained"
        color="success"
        disabled={busy || isDirty || status === 'published'}
        onClick={() => void run(() => actions.publish(kind, record.id, version), '已发布')}
      >
        发布
      </Button>
      <Button variant="outlined" disabled={busy || isDirty} onClick={() => setDialog('schedule')}>
        定时发布
      </Button>
      {(status === 'published' || status === 'scheduled') && (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => void run(() => actions.withdraw(kind, record.id, version), '已下线')}
        >
          下线
        </Button>
      )}
      <Button variant="text" onClick={() => setDialog('versions')}>
        历史版本
      </Button>
      {isDirty && <span role="status">有未保存的修改，保存草稿后才能预览或发布</span>}
      {status === 'draft' && !fixedKinds.has(kind) && (
        <DeleteButton
          label="删除"
          mutationMode="pessimistic"
          sx={{ ml: 'auto' }}
          confirmTitle="删除草稿"
          confirmContent="删除后无法恢复，确定删除这份草稿吗？"
          mutationOptions={{ onSuccess: () => clearDraft(draftKey(kind, record.id)) }}
        />
      )}
      {dialog === 'schedule' && (
        <ScheduleDialog
          onClose={() => setDialog(null)}
          onSchedule={(at) => {
            setDialog(null);
            void run(() => actions.schedule(kind, record.id, version, at), '已定时发布');
          }}
        />
      )}
      {dialog === 'versions' && (
        <VersionHistoryDialog
          kind={kind}
          id={record.id}
          onClose={() => setDialog(null)}
          onRestore={(from) => {
            setDialog(null);
            void run(() => actions.restore(kind, record.id, version, from), '已恢复为新的草稿');
          }}
        />
      )}
    </Toolbar>
  );
}
