import { isApiError } from '@art-portal/api-client';
import { failureText } from '../login/failureText';

/** Why an action was refused: the server's reason, or the panel's own (e.g. no image challenge), `null` when a toast said it. */
export function refusalText(error: unknown): string | null {
  return error instanceof Error && !isApiError(error) ? error.message : failureText(error);
}
