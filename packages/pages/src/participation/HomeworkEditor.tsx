import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type Course, TEXT_LIMITS } from '@art-portal/api-client';
import { portalApi } from '@art-portal/state';
import { FileUploadList } from '@art-portal/ui-shell/forms';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDraft } from '../auth/useDraft';
import { contractResolver } from '../forms/contractResolver';
import { textFieldProps } from '../forms/textFieldProps';
import { failureText } from '../login/failureText';
import { useToast } from '../providers/ToastContext';
import { useFileUploads, type UploadedFile } from './useFileUploads';

type HomeworkValues = { content: string };
type HomeworkDraft = HomeworkValues & { files: UploadedFile[] };

const resolver = contractResolver<HomeworkValues>((schemas) => schemas.SubmitHomeworkRequestSchema, {});

/** 课程作业's form for a logged-in customer: text and files, kept as a draft until the server took them. */
export function HomeworkEditor({ course, onDone }: { course: Course; onDone: () => void }) {
  const [submitHomework, state] = portalApi.endpoints.coursesSubmitHomework.useMutation();
  const [draft, setDraft, clearDraft] = useDraft<HomeworkDraft>(`homework:${String(course.id)}`, {
    content: '',
    files: [],
  });
  const uploads = useFileUploads(draft.files, (files) => setDraft((current) => ({ ...current, files })));
  const form = useForm<HomeworkValues>({ defaultValues: { content: draft.content }, resolver });
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values: { content } }) => setDraft((current) => ({ ...current, content })),
      }),
    [form, setDraft],
  );

  const send = form.handleSubmit(async ({ content }) => {
    setProblem(uploads.busy ? '请等待文件上传完成' : null);
    if (uploads.busy) return;
    if (content === '' && uploads.uploaded.length === 0) {
      form.setError('content', { message: '请填写作业内容或上传作业文件' }, { shouldFocus: true });
      return;
    }
    try {
      await submitHomework({ courseId: course.id, content, fileUrls: uploads.uploaded }).unwrap();
      clearDraft();
      toast('success', '作业提交成功');
      onDone();
    } catch (error) {
      setProblem(failureText(error));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="提交作业"
      onSubmit={(event) => void send(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      {course.homeworkSubmitted ? (
        <Alert severity="success">作业已提交，再次提交将覆盖上一次的作业。</Alert>
      ) : null}
      <TextField
        label="作业内容"
        multiline
        minRows={4}
        {...textFieldProps(form, 'content')}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.homework } }}
      />
      <FileUploadList {...uploads.list} label="上传作业文件" />
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Box>
        <Button type="submit" variant="contained" loading={state.isLoading}>
          提交作业
        </Button>
      </Box>
    </Box>
  );
}
