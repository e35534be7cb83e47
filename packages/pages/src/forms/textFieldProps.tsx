import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { warmContractChecks } from './contractResolver';

/**
 * Binds a MUI TextField to a react-hook-form field: the input itself gets the ref (so a refused submit focuses the
 * first refused field), and the field's message replaces the helper text, which MUI ties to the input with
 * aria-invalid and aria-describedby. Focusing it starts loading the form's checks.
 */
export function textFieldProps<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'register' | 'getFieldState' | 'formState'>,
  name: Path<TValues>,
  helperText?: string | null,
) {
  const { ref, ...field } = form.register(name);
  const message = form.getFieldState(name, form.formState).error?.message;
  return {
    ...field,
    inputRef: ref,
    onFocus: warmContractChecks,
    error: Boolean(message),
    helperText: message ?? helperText ?? undefined,
  };
}

/** What {@link textFieldProps} gives a TextField: the field's binding, and its message as the helper text. */
export type TextFieldBinding = ReturnType<typeof textFieldProps>;
