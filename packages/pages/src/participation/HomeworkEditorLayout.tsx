import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { TEXT_LIMITS } from '@art-portal/api-client';
import { FileUploadList, type FileUploadListProps } from '@art-portal/ui-shell/forms';
import type { TextFieldBinding } from '../forms/textFieldProps';
import { FormOrPlaceholder, type SubmitBinding } from './FormOrPlaceholder';
import { acceptAttribute, limitsText } from './uploadLimits';

/** What the loaded editor brings to {@link HomeworkEditorLayout}. */
export type HomeworkEditorBinding = SubmitBinding & {
  field: TextFieldBinding;
  uploads: Omit<FileUploadListProps, 'label'>;
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
  return (
    <FormOrPlaceholder label="提交作业" submit="提交作业" form={form} sx={frame}>
      {submitted ? <Alert severity="success">作业已提交，再次提交将覆盖上一次的作业。</Alert> : null}
      <TextField
        label="作业内容"
        multiline
        minRows={4}
        {...form?.field}
        slotProps={{ htmlInput: form ? { maxLength: TEXT_LIMITS.homework } : { readOnly: true } }}
      />
      <FileUploadList {...(form?.uploads ?? noUploads)} label="上传作业文件" />
    </FormOrPlaceholder>
  );
}
