import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type Activity, TEXT_LIMITS } from '@art-portal/api-client';
import { portalApi } from '@art-portal/state';
import { FileUploadList } from '@art-portal/ui-shell/forms';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDraft } from '../auth/useDraft';
import { contractResolver } from '../forms/contractResolver';
import { textFieldProps } from '../forms/textFieldProps';
import { failureText } from '../login/failureText';
import { useFileUploads, type UploadedFile } from './useFileUploads';

type EntryValues = { title: string; description: string };
type EntryDraft = EntryValues & { files: UploadedFile[] };

const resolver = contractResolver<EntryValues>((schemas) => schemas.AttendActivityRequestSchema, {
  title: { required: '请输入作品名称' },
});

/** 作品名称, 作品说明 and the files; kept as a draft until the server has the entry. */
export function EntrySubmissionForm({
  activity,
  onSubmitted,
}: {
  activity: Activity;
  onSubmitted: () => void;
}) {
  const [attend, state] = portalApi.endpoints.activitiesAttend.useMutation();
  const [draft, setDraft, clearDraft] = useDraft<EntryDraft>(`entry:${String(activity.id)}`, {
    title: '',
    description: '',
    files: [],
  });
  const uploads = useFileUploads(draft.files, (files) => setDraft((current) => ({ ...current, files })));
  const form = useForm<EntryValues>({
    defaultValues: { title: draft.title, description: draft.description },
    resolver,
  });
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values: { title, description } }) =>
          setDraft((current) => ({ ...current, title, description })),
      }),
    [form, setDraft],
  );

  const submit = form.handleSubmit(async ({ title, description }) => {
    const missing = uploads.busy
      ? '请等待文件上传完成'
      : uploads.uploaded.length === 0
        ? '请上传参赛作品文件'
        : null;
    setProblem(missing);
    if (missing) return;
    try {
      await attend({ activityId: activity.id, title, description, fileUrls: uploads.uploaded }).unwrap();
      clearDraft();
      onSubmitted();
    } catch (error) {
      setProblem(failureText(error));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2, pt: 1 }}
    >
      <TextField
        label="作品名称"
        required
        {...textFieldProps(form, 'title')}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.entryTitle } }}
      />
      <TextField
        label="作品说明"
        multiline
        minRows={4}
        {...textFieldProps(form, 'description')}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.entryDescription } }}
      />
      <FileUploadList {...uploads.list} label="上传作品文件" />
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Button type="submit" variant="contained" loading={state.isLoading}>
        提交作品
      </Button>
    </Box>
  );
}
