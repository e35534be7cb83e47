import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SENSITIVE_WORD_MAX_LENGTH, type SensitiveWord } from '@art-portal/api-client/admin';
import { useState, type FormEvent } from 'react';
import {
  Confirm,
  DataTable,
  DateField,
  List,
  SearchInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { useAdminActions } from '../auth/useAdminActions';

const filters = [<SearchInput key="q" source="q" placeholder="查找敏感词" alwaysOn />];

const failure = (error: unknown) => (error instanceof Error ? error.message : '操作失败，请重试');

/** 新建: one word at a time; a refusal (already listed, no letters) is shown beside the field, the word kept. */
function AddWord() {
  const actions = useAdminActions();
  const notify = useNotify();
  const refresh = useRefresh();
  const [word, setWord] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!word.trim()) {
      setProblem('请输入敏感词');
      return;
    }
    setBusy(true);
    try {
      const added = await actions.addSensitiveWord(word.trim());
      setWord('');
      setProblem(null);
      notify(`已添加“${added.word}”，5 秒内对新评论生效`, { type: 'success' });
      refresh();
    } catch (error) {
      setProblem(failure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={(e) => void submit(e)}
      aria-label="添加敏感词"
    >
      <TextField
        size="small"
        label="敏感词"
        value={word}
        onChange={(event) => {
          setWord(event.target.value);
          setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? ' '}
        slotProps={{ htmlInput: { maxLength: SENSITIVE_WORD_MAX_LENGTH } }}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        添加
      </Button>
    </Stack>
  );
}

function DeleteWord() {
  const word = useRecordContext<SensitiveWord>();
  const actions = useAdminActions();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  if (!word) return null;
  const remove = async () => {
    setConfirming(false);
    try {
      await actions.deleteSensitiveWord(word.id);
      notify(`已删除“${word.word}”`, { type: 'success' });
    } catch (error) {
      notify(failure(error), { type: 'error' });
    }
    refresh();
  };
  return (
    <>
      <Button size="small" color="error" onClick={() => setConfirming(true)}>
        删除
      </Button>
      <Confirm
        isOpen={confirming}
        title="删除敏感词"
        content={`删除后，含“${word.word}”的新评论将直接公开。`}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/**
 * 敏感词 (管理员 only): a comment holding one of these words, in any width, case or traditional form, waits for
 * 评论管理 instead of being public at once.
 */
export function SensitiveWordList() {
  return (
    <List
      title="敏感词"
      filters={filters}
      exporter={false}
      perPage={50}
      // The list starts empty: 添加 must show then too (react-admin's empty page has no toolbar).
      empty={false}
      actions={
        <TopToolbar>
          <AddWord />
        </TopToolbar>
      }
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="word" label="敏感词" disableSort />
        <DataTable.Col source="normalized" label="匹配形式" disableSort />
        <DataTable.Col source="createdBy" label="添加人" disableSort />
        <DataTable.Col source="createdAt" label="添加时间" disableSort>
          <DateField source="createdAt" showTime locales="zh-CN" />
        </DataTable.Col>
        <DataTable.Col label="操作">
          <DeleteWord />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
