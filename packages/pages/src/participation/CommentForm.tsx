import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type Course, TEXT_LIMITS } from '@art-portal/api-client';
import { portalApi, selectIsLoggedIn, useAppSelector } from '@art-portal/state';
import { useState, type FormEvent } from 'react';
import { useDraft } from '../auth/useDraft';
import { failureText } from '../login/failureText';
import { useToast } from '../providers/ToastContext';
import { useSendToLogin } from './useSendToLogin';

/**
 * 发表评论: the comment list refreshes as soon as the server took it (then `onPosted` runs); the typed text is a draft
 * until then.
 */
export function CommentForm({ courseId, onPosted }: { courseId: Course['id']; onPosted?: () => void }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [submit, state] = portalApi.endpoints.coursesComment.useMutation();
  const [draft, setDraft, clearDraft] = useDraft(`comment:${String(courseId)}`, { content: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const sendToLogin = useSendToLogin();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!loggedIn) return sendToLogin();
    const content = draft.content.trim();
    setProblem(content === '' ? '请输入评论内容' : null);
    if (content === '') return;
    try {
      await submit({ courseId, content }).unwrap();
      clearDraft();
      toast('success', '评论成功');
      onPosted?.();
    } catch (error) {
      setProblem(failureText(error));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="发表评论"
      onSubmit={(event) => void send(event)}
      sx={{ display: 'grid', gap: 1.5, mb: 3 }}
    >
      <TextField
        label="发表评论"
        placeholder={loggedIn ? '说说你的学习心得' : '登录后即可发表评论'}
        multiline
        minRows={3}
        value={draft.content}
        onChange={(event) => {
          const content = event.target.value;
          setDraft(() => ({ content }));
        }}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.comment } }}
        helperText={`${draft.content.length}/${TEXT_LIMITS.comment}`}
      />
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Box>
        <Button type="submit" variant="contained" loading={state.isLoading}>
          {loggedIn ? '发表' : '登录后评论'}
        </Button>
      </Box>
    </Box>
  );
}
