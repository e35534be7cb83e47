import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGE_CONTENT_MAX_LENGTH, MESSAGE_TITLE_MAX_LENGTH } from '@art-portal/api-client/admin';
import { useState, type FormEvent } from 'react';
import { Confirm, useNotify, useRefresh } from 'react-admin';
import { useAdminActions } from '../auth/useAdminActions';
import { clearDraft, draftKey, readDraft, writeDraft } from '../drafts/formDrafts';
import { emptyMessage, messageProblem, type MessageDraft } from './messageDraft';

const key = draftKey('messages');

function initialDraft(): MessageDraft {
  const kept = readDraft(key);
  return kept ? { ...emptyMessage, ...(kept as Partial<MessageDraft>) } : emptyMessage;
}

/**
 * 发送消息: 标题 and 内容 to one customer (by 手机号) or to 全体用户. What is typed stays in the form and in the tab's
 * draft until the send succeeds: a refusal (unknown 手机号, too long) is shown above the button, nothing cleared.
 */
export function SendMessageForm() {
  const actions = useAdminActions();
  const notify = useNotify();
  const refresh = useRefresh();
  const [draft, setDraft] = useState(initialDraft);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const change = (patch: Partial<MessageDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setProblem(null);
    writeDraft(key, next);
  };

  const send = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const sent = await actions.sendMessage({
        audience: draft.audience,
        title: draft.title,
        content: draft.content,
        ...(draft.audience === 'one' ? { phone: draft.phone.trim() } : { includeLater: draft.includeLater }),
      });
      clearDraft(key);
      setDraft(emptyMessage);
      notify(sent.audience === 'all' ? '已发送给全体用户' : `已发送给 ${sent.phone}`, { type: 'success' });
      refresh();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '发送失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = messageProblem(draft);
    if (local) setProblem(local);
    else if (draft.audience === 'all') setConfirming(true);
    else void send();
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          发送消息
        </Typography>
        <Stack component="form" spacing={2} onSubmit={submit} aria-label="发送消息" noValidate>
          <RadioGroup
            row
            aria-label="接收人"
            value={draft.audience}
            onChange={(event) => change({ audience: event.target.value === 'all' ? 'all' : 'one' })}
          >
            <FormControlLabel value="one" control={<Radio />} label="指定用户" />
            <FormControlLabel value="all" control={<Radio />} label="全体用户" />
          </RadioGroup>
          {draft.audience === 'one' ? (
            <TextField
              label="手机号"
              value={draft.phone}
              onChange={(event) => change({ phone: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 32, inputMode: 'numeric' } }}
              sx={{ maxWidth: 320 }}
            />
          ) : (
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.includeLater}
                  onChange={(event) => change({ includeLater: event.target.checked })}
                />
              }
              label="之后注册的用户也能收到"
            />
          )}
          <TextField
            label="标题"
            value={draft.title}
            onChange={(event) => change({ title: event.target.value })}
            slotProps={{ htmlInput: { maxLength: MESSAGE_TITLE_MAX_LENGTH } }}
          />
          <TextField
            label="内容"
            value={draft.content}
            onChange={(event) => change({ content: event.target.value })}
            multiline
            minRows={4}
            helperText={`${Array.from(draft.content).length} / ${MESSAGE_CONTENT_MAX_LENGTH}`}
            slotProps={{ htmlInput: { maxLength: MESSAGE_CONTENT_MAX_LENGTH } }}
          />
          {problem && <Alert severity="error">{problem}</Alert>}
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            发送
          </Button>
        </Stack>
        <Confirm
          isOpen={confirming}
          title="发送给全体用户"
          content={
            draft.includeLater
              ? '所有用户（包括之后注册的用户）都会在“我的消息”中收到这条消息，发送后无法撤回。'
              : '当前所有用户都会在“我的消息”中收到这条消息，发送后无法撤回。'
          }
          confirm="发送"
          onConfirm={() => void send()}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
}
