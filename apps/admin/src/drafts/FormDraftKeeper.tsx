import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { clearDraft, readDraft, writeDraft } from './formDrafts';

/** Props of {@link FormDraftKeeper}. */
export interface FormDraftKeeperProps {
  /** The record's draft key ({@link draftKey}). */
  draftKey: string;
}

/**
 * Inside a react-admin form: keeps every change in the record's draft and, when the form opens with a draft left
 * (the session expired mid-edit, the tab was reloaded), puts the typed values back and says so.
 */
export function FormDraftKeeper({ draftKey }: FormDraftKeeperProps) {
  const { reset, watch, getValues, formState } = useFormContext();
  const [draft] = useState(() => readDraft(draftKey));
  const [dismissed, setDismissed] = useState(false);
  const applied = useRef(false);
  const { isReady } = formState;

  // Once the form is ready: react-admin's form fills itself with the record first (its effect runs after this one).
  useEffect(() => {
    if (!draft || !isReady || applied.current) return;
    applied.current = true;
    reset({ ...getValues(), ...draft }, { keepDefaultValues: true });
  }, [draft, isReady, reset, getValues]);

  useEffect(() => {
    const subscription = watch((values, { type }) => {
      if (type === 'change') writeDraft(draftKey, values);
    });
    return () => subscription.unsubscribe();
  }, [draftKey, watch]);

  if (!draft || dismissed || !formState.isDirty) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2, width: '100%' }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            clearDraft(draftKey);
            reset();
            setDismissed(true);
          }}
        >
          放弃这些修改
        </Button>
      }
    >
      已恢复上次未保存的内容，保存后生效。
    </Alert>
  );
}
