import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { TEXT_LIMITS } from '@art-portal/api-client';
import { FileUploadList, type FileUploadListProps } from '@art-portal/ui-shell/forms';
import type { FormEvent } from 'react';
import type { TextFieldBinding } from '../forms/textFieldProps';
import { acceptAttribute, limitsText } from './uploadLimits';

/** What the loaded editor brings to {@link HomeworkEditorLayout}. */
export type HomeworkEditorBinding = {
  field: TextFieldBinding;
  uploads: Omit<FileUploadListProps, 'label'>;
  problem: string | null;
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

const nothing = () => undefined;
const noUploads: Omit<FileUploadListProps, 'label'> = {
  items: [],
  accept: acceptAttribute,
  limitsText,
  onAdd: nothing,
  onCancel: nothing,
  onRetry: nothing,
  onRemove: nothing,
};

const frame = { display: 'grid', gap: 2 } as const;

/**
 * 课程作业's parts, written once. With `form` it is the editor; without it, the same parts read-only and disabled,
 * drawn while the editor's code (react-hook-form, its checks and the uploads) loads, so the page does not move.
 */
export function HomeworkEditorLayout({
  submitted,
  form,
}: {
  submitted: boolean;
  form?: HomeworkEditorBinding;
}) {
  const parts = (
    <>
      {submitted ? <Alert severity="success">作业已提交，再次提交将覆盖上一次的作业。</Alert> : null}
      <TextField
        label="作业内容"
        multiline
        minRows={4}
        {...form?.field}
        slotProps={{ htmlInput: form ? { maxLength: TEXT_LIMITS.homework } : { readOnly: true } }}
      />
      <FileUploadList {...(form?.uploads ?? noUploads)} label="上传作业文件" />
      {form?.problem ? <Alert severity="error">{form.problem}</Alert> : null}
      <Box>
        <Button
          type={form ? 'submit' : undefined}
          variant="contained"
          loading={form?.sending}
          disabled={!form}
        >
          提交作业
        </Button>
      </Box>
    </>
  );
  return form ? (
    <Box component="form" noValidate aria-label="提交作业" onSubmit={form.onSubmit} sx={frame}>
      {parts}
    </Box>
  ) : (
    <Box aria-busy sx={frame}>
      {parts}
    </Box>
  );
}
