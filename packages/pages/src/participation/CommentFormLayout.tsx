import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { TEXT_LIMITS } from '@art-portal/api-client';
import type { FormEvent } from 'react';
import type { TextFieldBinding } from '../forms/textFieldProps';

/** What the loaded form brings to {@link CommentFormLayout}. */
export type CommentFormBinding = {
  field: TextFieldBinding;
  /** How many characters are typed, for the counter. */
  typed: number;
  failure: string | null;
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

const frame = { display: 'grid', gap: 1.5, mb: 3 } as const;

/**
 * 发表评论's parts, written once. With `form` it is the form; without it, the same parts read-only and disabled,
 * drawn while the form's code (react-hook-form and its checks) loads, so the comments below do not move.
 */
export function CommentFormLayout({ loggedIn, form }: { loggedIn: boolean; form?: CommentFormBinding }) {
  const parts = (
    <>
      <TextField
        label="发表评论"
        placeholder={loggedIn ? '说说你的学习心得' : '登录后即可发表评论'}
        multiline
        minRows={3}
        {...form?.field}
        helperText={form?.field.helperText ?? `${form?.typed ?? 0}/${TEXT_LIMITS.comment}`}
        slotProps={{ htmlInput: form ? { maxLength: TEXT_LIMITS.comment } : { readOnly: true } }}
      />
      {form?.failure ? <Alert severity="error">{form.failure}</Alert> : null}
      <Box>
        <Button
          type={form ? 'submit' : undefined}
          variant="contained"
          loading={form?.sending}
          disabled={!form}
        >
          {loggedIn ? '发表' : '登录后评论'}
        </Button>
      </Box>
    </>
  );
  return form ? (
    <Box component="form" noValidate aria-label="发表评论" onSubmit={form.onSubmit} sx={frame}>
      {parts}
    </Box>
  ) : (
    <Box aria-busy sx={frame}>
      {parts}
    </Box>
  );
}
