import { FieldRefusal } from '@art-portal/ui-shell/forms';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { warmContractChecks } from './contractResolver';
import { REFUSAL } from './refusal';

/**
 * Binds a MUI TextField to a react-hook-form field: the input itself gets the ref (so a refused submit focuses the
 * first refused field), and the field's message replaces the helper text, which MUI ties to the input with
 * aria-invalid and aria-describedby (without one, the `hint`). A refusal (an error of type {@link REFUSAL}) appears
 * without moving focus, so it is announced too. Focusing the field starts loading the form's checks.
 */
export function textFieldProps<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'register' | 'getFieldState' | 'formState'>,
  name: Path<TValues>,
  { hint }: { hint?: string } = {},
) {
  const { ref, ...field } = form.register(name);
  const error = form.getFieldState(name, form.formState).error;
  const message = error?.message;
  return {
    ...field,
    inputRef: ref,
    onFocus: warmContractChecks,
    error: Boolean(message),
    helperText:
      message && error?.type === REFUSAL ? <FieldRefusal>{message}</FieldRefusal> : (message ?? hint),
  };
}

/** What {@link textFieldProps} gives a TextField: the field's binding, and its message as the helper text. */
export type TextFieldBinding = ReturnType<typeof textFieldProps>;
