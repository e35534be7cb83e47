import { isApiError, type ApiError } from '@art-portal/api-client';

/** The ApiError a call rejects with; fails the test when the call succeeds or rejects with something else. */
export async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}
