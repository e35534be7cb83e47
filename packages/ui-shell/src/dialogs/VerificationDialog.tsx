import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import type { Project, VerificationUser } from '../types/ShellUser';
import { authStatusText } from './authStatusText';
import type { FieldBinding } from './FieldBinding';
import { PortalDialog } from './PortalDialog';

/** Props of {@link VerificationDialog}: the fields are the caller's, e.g. react-hook-form's. */
export interface VerificationDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The close button, Escape or a click outside. */
  onClose: () => void;
  /** The customer's saved details; `authStatus` picks the chip: 待审核, 审核通过, 审核未通过 or 未认证. */
  user: VerificationUser;
  /** The choices of 认证项目. */
  projects: readonly Project[];
  /** 姓名, 认证机构 and 学号; 认证项目 is a select whose `value` is the chosen project's id as text, `''` when none. */
  fields: {
    name: FieldBinding;
    authProject: FieldBinding & { value: string };
    authOrg: FieldBinding;
    studentCode: FieldBinding;
  };
  /** The longest 姓名, 认证机构 and 学号 the server takes, in characters (api-client's `TEXT_LIMITS`). */
  maxLengths: { name: number; authOrg: number; studentCode: number };
  /**
   * The project list could not be fetched: 认证项目 says so, with 重试 (calling this), instead of an empty list
   * that looks like there is nothing to choose.
   */
  onRetryProjects?: () => void;
  onSubmit: (event: FormEvent) => void;
  /** The server's refusal, shown above 提交 until the caller clears it. */
  error: string | null;
  submitting: boolean;
  /** Full screen width on a phone. @default false */
  mobile?: boolean;
}

const chipColor = { 0: 'warning', 1: 'success', 2: 'error' } as const;

function VerificationForm({
  user,
  projects,
  fields,
  maxLengths,
  onRetryProjects,
  onSubmit,
  error,
  submitting,
}: Omit<VerificationDialogProps, 'open' | 'onClose' | 'mobile'>) {
  const status = user.authStatus ?? null;
  const { value: project, ...projectField } = fields.authProject;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: '16px', pt: '8px' }}
    >
      <Box>
        <Chip label={authStatusText(status)} color={status === null ? 'default' : chipColor[status]} />
      </Box>
      <TextField label="姓名" {...fields.name} slotProps={{ htmlInput: { maxLength: maxLengths.name } }} />
      <TextField
        select
        label="认证项目"
        {...projectField}
        value={projects.some((p) => String(p.id) === project) ? project : ''}
      >
        {projects.map((choice) => (
          <MenuItem key={choice.id} value={String(choice.id)}>
            {choice.projectName}
          </MenuItem>
        ))}
      </TextField>
      {onRetryProjects ? (
        <Alert
          severity="error"
          sx={{ alignItems: 'center', mt: '-8px' }}
          action={
            <Button color="inherit" size="small" onClick={onRetryProjects}>
              重试
            </Button>
          }
        >
          认证项目加载失败
        </Alert>
      ) : null}
      <TextField
        label="认证机构"
        {...fields.authOrg}
        slotProps={{ htmlInput: { maxLength: maxLengths.authOrg } }}
      />
      <TextField
        label="学号"
        {...fields.studentCode}
        slotProps={{ htmlInput: { maxLength: maxLengths.studentCode } }}
      />
      <TextField label="手机号" value={user.phone ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
      <TextField label="邮箱" value={user.email ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Button type="submit" variant="contained" loading={submitting}>
        提交
      </Button>
    </Box>
  );
}

/** 认证信息: the verification status and the form to apply for it; phone and e-mail are read-only. */
export function VerificationDialog({ open, onClose, mobile, ...formProps }: VerificationDialogProps) {
  return (
    <PortalDialog open={open} title="认证信息" onClose={onClose} mobile={mobile}>
      {open ? <VerificationForm {...formProps} /> : null}
    </PortalDialog>
  );
}
