import TextField from '@mui/material/TextField';
import { TEXT_LIMITS } from '@art-portal/api-client';
import type { TextFieldBinding } from '../forms/textFieldProps';
import { FormOrPlaceholder, type SubmitBinding } from './FormOrPlaceholder';

/** What the loaded form brings to {@link CommentFormLayout}. */
export type CommentFormBinding = SubmitBinding & {
  field: TextFieldBinding;
  /** How many characters are typed, for the counter. */
  typed: number;
};

const frame = { display: 'grid', gap: 1.5, mb: 3 } as const;

/**
 * 发表评论's parts, written once. With `form` it is the form; without it, the same parts read-only and disabled,
 * drawn while the form's code (react-hook-form and its checks) loads, so the comments below do not move.
 */
export function CommentFormLayout({ loggedIn, form }: { loggedIn: boolean; form?: CommentFormBinding }) {
  return (
    <FormOrPlaceholder label="发表评论" submit={loggedIn ? '发表' : '登录后评论'} form={form} sx={frame}>
      <TextField
        label="发表评论"
        placeholder={loggedIn ? '说说你的学习心得' : '登录后即可发表评论'}
        multiline
        minRows={3}
        {...form?.field}
        helperText={form?.field.helperText ?? `${form?.typed ?? 0}/${TEXT_LIMITS.comment}`}
        slotProps={{ htmlInput: form ? { maxLength: TEXT_LIMITS.comment } : { readOnly: true } }}
      />
    </FormOrPlaceholder>
  );
}
