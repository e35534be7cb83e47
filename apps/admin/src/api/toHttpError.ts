import { toApiError } from '@art-portal/api-client/admin';
import { HttpError } from 'react-admin';

/** The server's per-field messages, when its refusal names fields (`{ fields: { title: '请填写标题' } }`). */
function fieldMessages(error: unknown): Record<string, string> | undefined {
  const fields = (error as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const messages = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return messages.length > 0 ? Object.fromEntries(messages) : undefined;
}

/** What react-admin reads of a failed call: its Chinese message, status and code, the server's messages per field. */
interface AdminErrorBody {
  code: number | string | undefined;
  kind: string;
  /** react-admin's form shows these beside the fields (server-side validation). */
  errors?: Record<string, string>;
}

/**
 * A client call's rejection as react-admin's `HttpError`: the message is the server's (or the client's catalogue),
 * shown as it is; `body.errors` puts each field's message beside the field, and the form keeps what was typed.
 */
function toHttpError(error: unknown): HttpError {
  const apiError = toApiError(error);
  const errors = fieldMessages(error);
  const body: AdminErrorBody = { code: apiError.code, kind: apiError.kind, ...(errors && { errors }) };
  return new HttpError(apiError.message, apiError.status ?? 0, body);
}

/** Runs a client call, turning its rejection into react-admin's {@link HttpError}. */
export async function adminCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toHttpError(error);
  }
}
