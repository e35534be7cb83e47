import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEvent, ReactNode } from 'react';

/** What a loaded form brings to {@link FormOrPlaceholder}. */
export type SubmitBinding = {
  failure: string | null;
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * A lazily loaded form's frame: its fields, the refusal and the submit button. With `form` it is the form; without
 * it, the same parts busy and the button disabled, drawn while the form's code loads.
 */
export function FormOrPlaceholder({
  label,
  submit,
  form,
  sx,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  submit: string;
  form: SubmitBinding | undefined;
  sx: SxProps<Theme>;
  children: ReactNode;
}) {
  const parts = (
    <>
      {children}
      {form?.failure ? <Alert severity="error">{form.failure}</Alert> : null}
      <Box>
        <Button
          type={form ? 'submit' : undefined}
          variant="contained"
          loading={form?.sending}
          disabled={!form}
        >
          {submit}
        </Button>
      </Box>
    </>
  );
  return form ? (
    <Box component="form" noValidate aria-label={label} onSubmit={form.onSubmit} sx={sx}>
      {parts}
    </Box>
  ) : (
    <Box aria-busy sx={sx}>
      {parts}
    </Box>
  );
}
