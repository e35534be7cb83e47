import type { ChangeEventHandler, FocusEventHandler, ReactNode, Ref } from 'react';

/**
 * A text field bound to the caller's form state (e.g. react-hook-form's `register`): the input gets `inputRef`, so
 * the caller can focus it; `error` and `helperText` are what the field says (MUI ties them to the input with
 * aria-invalid and aria-describedby).
 */
export interface FieldBinding {
  name: string;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onFocus?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: ReactNode;
}
