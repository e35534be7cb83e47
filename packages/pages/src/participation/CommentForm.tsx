import type { Course } from '@art-portal/api-client';
import { portalApi, selectIsLoggedIn, useAppSelector } from '@art-portal/state';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useDraft } from '../auth/useDraft';
import { contractResolver } from '../forms/contractResolver';
import { textFieldProps } from '../forms/textFieldProps';
import { failureText } from '../login/failureText';
import { useToast } from '../providers/ToastContext';
import { CommentFormLayout } from './CommentFormLayout';
import { useSendToLogin } from './useSendToLogin';

type CommentValues = { content: string };

const resolver = contractResolver<CommentValues>((schemas) => schemas.CourseCommentRequestSchema, {
  content: { required: '请输入评论内容' },
});

/**
 * 发表评论: the comment list refreshes as soon as the server took it (then `onPosted` runs); the typed text is a draft
 * until then.
 */
export function CommentForm({ courseId, onPosted }: { courseId: Course['id']; onPosted?: () => void }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [submit, state] = portalApi.endpoints.coursesComment.useMutation();
  const [draft, setDraft, clearDraft] = useDraft(`comment:${String(courseId)}`, { content: '' });
  const form = useForm<CommentValues>({ defaultValues: draft, resolver });
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const sendToLogin = useSendToLogin();
  const typed = useWatch({ control: form.control, name: 'content' });

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values: { content } }) => setDraft(() => ({ content })),
      }),
    [form, setDraft],
  );

  const send = form.handleSubmit(async ({ content }) => {
    setFailure(null);
    try {
      await submit({ courseId, content }).unwrap();
      form.reset({ content: '' });
      clearDraft();
      toast('success', '评论成功');
      onPosted?.();
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  return (
    <CommentFormLayout
      loggedIn={loggedIn}
      form={{
        field: textFieldProps(form, 'content'),
        typed: typed.length,
        failure,
        sending: state.isLoading,
        onSubmit: (event) => {
          if (loggedIn) return void send(event);
          event.preventDefault();
          sendToLogin();
        },
      }}
    />
  );
}
