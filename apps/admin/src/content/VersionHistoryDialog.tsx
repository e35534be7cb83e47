import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { Identifier } from 'react-admin';
import { ChangeDiff } from '../audit/ChangeDiff';
import { useAdminActions } from '../auth/useAdminActions';
import type { ContentVersion } from './ContentVersion';
import { statusLabel } from './contentStatus';

const time = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'short', timeStyle: 'medium' });

/** 历史版本: every saved version, newest first, with what it changed; 恢复此版本 makes one the new draft. */
export function VersionHistoryDialog({
  kind,
  id,
  onRestore,
  onClose,
}: {
  kind: string;
  id: Identifier;
  onRestore: (version: number) => void;
  onClose: () => void;
}) {
  const actions = useAdminActions();
  const [versions, setVersions] = useState<ContentVersion[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    actions.versions(kind, id).then(
      (answer) => live && setVersions(answer),
      (caught: unknown) => live && setError(caught instanceof Error ? caught.message : '历史版本加载失败'),
    );
    return () => {
      live = false;
    };
  }, [actions, kind, id]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="versions-title">
      <DialogTitle id="versions-title">历史版本</DialogTitle>
      <DialogContent>
        {error && <Typography role="alert">{error}</Typography>}
        {!versions && !error && <Typography>加载中…</Typography>}
        {versions?.length === 0 && <Typography>还没有保存过的版本。</Typography>}
        {versions?.map((version, index) => (
          <section key={version.version} aria-label={`第 ${version.version} 版`}>
            <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
              第 {version.version} 版 · {statusLabel(version.state)} · {version.loginName} ·{' '}
              {time.format(new Date(version.at))}
            </Typography>
            <ChangeDiff
              before={versions[index + 1]?.fields ?? null}
              after={version.fields}
              caption={`第 ${version.version} 版的修改`}
            />
            {index > 0 && (
              <Button size="small" onClick={() => onRestore(version.version)} sx={{ mt: 1 }}>
                恢复此版本
              </Button>
            )}
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}
