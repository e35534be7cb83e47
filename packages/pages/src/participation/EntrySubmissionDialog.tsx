import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { Activity, AuthStatus } from '@art-portal/api-client';
import { PortalDialog } from '@art-portal/ui-shell/dialogs';
import { portalApi, selectIsMobile, useAppSelector } from '@art-portal/state';
import { useState } from 'react';
import { AccountDialogs } from '../layout/AccountDialogs';
import { EntrySubmissionForm } from './EntrySubmissionForm';

const whyNot: Record<'null' | '0' | '2', string> = {
  null: '您尚未认证，认证通过后才能参与征集。',
  '0': '您的认证信息正在审核中，审核通过后才能参与征集。',
  '2': '您的认证未通过审核，请修改认证信息并重新提交，审核通过后才能参与征集。',
};

type EntrySubmissionDialogProps = {
  activity: Activity;
  open: boolean;
  onClose: () => void;
  onSubmitted: () => void;
};

/** 参与征集: verified customers (authStatus 1) submit an entry; others are told why and offered 去认证. */
export function EntrySubmissionDialog({ activity, open, onClose, onSubmitted }: EntrySubmissionDialogProps) {
  const mobile = useAppSelector(selectIsMobile);
  const user = portalApi.endpoints.customerGetInfo.useQuery(undefined, { skip: !open });
  const [verifying, setVerifying] = useState(false);
  const status: AuthStatus | null | undefined = user.data ? user.data.authStatus : undefined;

  return (
    <>
      <PortalDialog open={open} title="参与征集" onClose={onClose} mobile={mobile}>
        {status === undefined ? (
          <Box aria-busy="true" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label="加载中" />
          </Box>
        ) : status === 1 ? (
          <EntrySubmissionForm activity={activity} onSubmitted={onSubmitted} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <Alert severity="warning">{whyNot[status === null ? 'null' : status === 0 ? '0' : '2']}</Alert>
            <Box>
              <Button
                variant="contained"
                onClick={() => {
                  onClose();
                  setVerifying(true);
                }}
              >
                去认证
              </Button>
            </Box>
          </Box>
        )}
      </PortalDialog>
      {verifying ? <AccountDialogs dialog="verification" onClose={() => setVerifying(false)} /> : null}
    </>
  );
}
