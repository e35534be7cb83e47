import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../internal/failureMessage';
import type { Project, VerificationUser } from '../types/ShellUser';
import { authStatusText } from './authStatusText';
import { PortalDialog } from './PortalDialog';

/** What the verification form submits (the api-client's `updateInfo` input). */
export interface VerificationValues {
  name: string;
  /** The chosen project's id, `''` when none. */
  authProject: Project['id'];
  authOrg: string;
  studentCode: string;
}

/** Props of {@link VerificationDialog}. */
export interface VerificationDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The close button, Escape or a click outside. */
  onClose: () => void;
  /** The customer's saved details; `authStatus` picks the chip: 待审核, 审核通过, 审核未通过 or 未认证. */
  user: VerificationUser;
  /** The choices of 认证项目. */
  projects: readonly Project[];
  /** The longest 姓名, 认证机构 and 学号 the server takes, in characters (api-client's `TEXT_LIMITS`). */
  maxLengths: { name: number; authOrg: number; studentCode: number };
  /**
   * The project list could not be fetched: 认证项目 says so, with 重试 (calling this), instead of an empty list
   * that looks like there is nothing to choose.
   */
  onRetryProjects?: () => void;
  /** Saves the details; on rejection the typed values stay and the error shows unless already notified. */
  onSubmit: (values: VerificationValues) => Promise<void>;
  /** Values to start with instead of the user's, e.g. a kept draft; read when the dialog opens. */
  defaultValues?: Partial<VerificationValues>;
  /** What was typed, to be kept as a draft. */
  onValuesChange?: (values: VerificationValues) => void;
  /** Full screen width on a phone. @default false */
  mobile?: boolean;
}

const chipColor = { 0: 'warning', 1: 'success', 2: 'error' } as const;

function VerificationForm({
  user,
  projects,
  maxLengths,
  onRetryProjects,
  onSubmit,
  defaultValues,
  onValuesChange,
}: Omit<VerificationDialogProps, 'open' | 'onClose' | 'mobile'>) {
  const [values, setValues] = useState<VerificationValues>(() => ({
    name: user.name ?? '',
    authProject: user.authProject ?? '',
    authOrg: user.authOrg ?? '',
    studentCode: user.studentCode ?? '',
    ...defaultValues,
  }));
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof VerificationValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [key]: event.target.value };
    setValues(next);
    onValuesChange?.(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      await onSubmit(values);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  const status = user.authStatus ?? null;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: '16px', pt: '8px' }}
    >
      <Box>
        <Chip label={authStatusText(status)} color={status === null ? 'default' : chipColor[status]} />
      </Box>
      <TextField
        label="姓名"
        value={values.name}
        onChange={set('name')}
        slotProps={{ htmlInput: { maxLength: maxLengths.name } }}
      />
      <TextField
        select
        label="认证项目"
        value={projects.some((p) => p.id === values.authProject) ? values.authProject : ''}
        onChange={set('authProject')}
      >
        {projects.map((project) => (
          <MenuItem key={project.id} value={project.id}>
            {project.projectName}
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
        value={values.authOrg}
        onChange={set('authOrg')}
        slotProps={{ htmlInput: { maxLength: maxLengths.authOrg } }}
      />
      <TextField
        label="学号"
        value={values.studentCode}
        onChange={set('studentCode')}
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
