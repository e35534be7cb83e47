import { useState } from 'react';
import { failureMessage } from '../internal/failureMessage';

/** Runs an async submission, tracking `submitting` and the inline error of a rejection. */
export function useSubmission() {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setSubmitting(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(failureMessage(failure));
      return false;
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, error, setError, run };
}
