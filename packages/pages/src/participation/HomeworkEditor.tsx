import type { Course } from '@art-portal/api-client';
import { portalApi } from '@art-portal/state';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDraft } from '../auth/useDraft';
import { contractResolver } from '../forms/contractResolver';
import { textFieldProps } from '../forms/textFieldProps';
import { failureText } from '../login/failureText';
import { useToast } from '../providers/ToastContext';
import { HomeworkEditorLayout } from './HomeworkEditorLayout';
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
    <HomeworkEditorLayout
      submitted={course.homeworkSubmitted}
      form={{
        field: textFieldProps(form, 'content'),
        uploads: uploads.list,
        failure: problem,
        sending: state.isLoading,
        onSubmit: (event) => void send(event),
      }}
    />
  );
}
